import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { ErrorView } from '@/components/status-views';
import { useAdminPayments } from '@/lib/api/admin-payments';
import { usePaymentStats } from '@/lib/api/payment-stats';
import { formatNumber } from '@/lib/format';
import { common as COMMON_TEXT } from '@/messages/common';
import { payments as PAYMENTS_TEXT } from '@/messages/payments';
import { PaymentFigures } from './components/payment-figures';
import { PaymentFilters } from './components/payment-filters';
import { PaymentsTable } from './components/payments-table';
import { UnmatchedNotifications } from './components/unmatched-notifications';
import { DEFAULT_PAYMENT_PAGE_SIZE, usePaymentsSearch } from './hooks/use-payments-search';
import './payments.css';

const t = PAYMENTS_TEXT;

/** /admin/paiements: revenue and counts, every payment filtered by the server, and unmatched notifications. */
export function PaymentsPage() {
  const { search, query, update } = usePaymentsSearch();
  const payments = useAdminPayments(query);
  const stats = usePaymentStats(search.contest);

  return (
    <div className="page">
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          <button
            type="button"
            className="button"
            onClick={() => {
              void payments.refetch();
              void stats.refetch();
            }}
          >
            {COMMON_TEXT.refresh}
          </button>
        }
      />
      {stats.data && <PaymentFigures stats={stats.data} />}
      {stats.isError && <ErrorView message={t.stats.loadFailed} onRetry={() => void stats.refetch()} />}
      <div className="segmented payments-views" role="group" aria-label={t.views.label}>
        {(['payments', 'notifications'] as const).map((view) => (
          <button
            key={view}
            type="button"
            className="segmented__item"
            aria-pressed={search.view === view}
            onClick={() => update({ view: view === 'payments' ? undefined : view, page: undefined })}
          >
            {t.views[view]}
          </button>
        ))}
      </div>
      {search.view === 'notifications' ? (
        <UnmatchedNotifications />
      ) : (
        <>
          <PaymentFilters search={search} onChange={update} />
          <section className="panel" aria-labelledby="payments-title">
            <h2 id="payments-title" className="panel__title">
              {t.views.payments}
              {payments.data && (
                <span className="panel__count">{t.table.count(formatNumber(payments.data.count))}</span>
              )}
            </h2>
            <QueryView
              query={payments}
              failed={t.loadFailed}
              empty={t.table.empty}
              isEmpty={(data) => data.results.length === 0}
            >
              {(data) => (
                <PaymentsTable
                  payments={data.results}
                  page={{ page: search.page, pageSize: search.page_size, count: data.count }}
                  busy={payments.isPlaceholderData}
                  onPageChange={(page, pageSize) =>
                    update({
                      page: page > 1 ? page : undefined,
                      page_size: pageSize === DEFAULT_PAYMENT_PAGE_SIZE ? undefined : pageSize,
                    })
                  }
                />
              )}
            </QueryView>
          </section>
        </>
      )}
    </div>
  );
}
