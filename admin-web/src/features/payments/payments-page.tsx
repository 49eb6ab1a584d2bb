import { ListPage, ListPanel, toPageSearch } from '@/components/list-page';
import { ErrorView } from '@/components/status-views';
import { useAdminPayments } from '@/lib/api/admin-payments';
import { usePaymentStats } from '@/lib/api/payment-stats';
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
    <ListPage
      title={t.title}
      subtitle={t.subtitle}
      onRefresh={() => {
        void payments.refetch();
        void stats.refetch();
      }}
    >
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
          <ListPanel
            id="payments-title"
            caption={t.views.payments}
            count={t.table.count}
            query={payments}
            failed={t.loadFailed}
            empty={t.table.empty}
          >
            {(data) => (
              <PaymentsTable
                payments={data.results}
                page={{ page: search.page, pageSize: search.page_size, count: data.count }}
                busy={payments.isPlaceholderData}
                onPageChange={toPageSearch(update, DEFAULT_PAYMENT_PAGE_SIZE)}
              />
            )}
          </ListPanel>
        </>
      )}
    </ListPage>
  );
}
