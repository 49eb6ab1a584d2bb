import { useState } from 'react';
import { FlashMessage, useFlash } from '@/components/flash-message';
import { ListPage, ListPanel, toPageSearch } from '@/components/list-page';
import { ErrorView } from '@/components/status-views';
import { type AdminPayment, useAdminPayments } from '@/lib/api/payments/admin-payments';
import { usePaymentStats } from '@/lib/api/payments/payment-stats';
import { payments as PAYMENTS_TEXT } from '@/messages/payments';
import { PaymentFigures } from './components/payment-figures';
import { PaymentFilters } from './components/payment-filters';
import { PaymentsTable } from './components/payments-table';
import { RefundPaymentDialog } from './components/refund-payment-dialog';
import { RefundsTable } from './components/refunds-table';
import { UnmatchedNotifications } from './components/unmatched-notifications';
import { DEFAULT_PAYMENT_PAGE_SIZE, usePaymentsSearch } from './hooks/use-payments-search';
import './payments.css';

const t = PAYMENTS_TEXT;

/**
 * /admin/paiements: revenue and counts, every payment filtered by the server, the payments received
 * after their contest's close (to refund, refunded), and unmatched notifications.
 */
export function PaymentsPage() {
  const { search, query, update } = usePaymentsSearch();
  const payments = useAdminPayments(query);
  const stats = usePaymentStats(search.contest);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const [flash, showFlash] = useFlash(6000);

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
        {(['payments', 'refunds', 'notifications'] as const).map((view) => (
          <button
            key={view}
            type="button"
            className="segmented__item"
            aria-pressed={search.view === view}
            onClick={() => update({ view: view === 'payments' ? undefined : view, refund: undefined, page: undefined })}
          >
            {t.views[view]}
          </button>
        ))}
      </div>
      <FlashMessage flash={flash} />
      {search.view === 'notifications' ? (
        <UnmatchedNotifications />
      ) : search.view === 'refunds' ? (
        <>
          <p className="payments-refunds__intro">{t.refunds.intro}</p>
          <div className="segmented payments-views" role="group" aria-label={t.refunds.label}>
            {(['to_refund', 'refunded'] as const).map((state) => (
              <button
                key={state}
                type="button"
                className="segmented__item"
                aria-pressed={search.refund === state}
                onClick={() => update({ refund: state === 'to_refund' ? undefined : state, page: undefined })}
              >
                {state === 'to_refund' ? t.refunds.toRefund : t.refunds.refunded}
              </button>
            ))}
          </div>
          <ListPanel
            id="refunds-title"
            caption={t.refunds.caption}
            count={t.refunds.count}
            query={payments}
            failed={t.loadFailed}
            empty={search.refund === 'to_refund' ? t.refunds.emptyToRefund : t.refunds.emptyRefunded}
          >
            {(data) => (
              <RefundsTable
                payments={data.results}
                page={{ page: search.page, pageSize: search.page_size, count: data.count }}
                busy={payments.isPlaceholderData}
                onPageChange={toPageSearch(update, DEFAULT_PAYMENT_PAGE_SIZE)}
                onRefund={setRefunding}
              />
            )}
          </ListPanel>
        </>
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
      {refunding && (
        <RefundPaymentDialog
          payment={refunding}
          onClose={() => setRefunding(null)}
          onDone={(result) => {
            setRefunding(null);
            showFlash({ kind: 'success', text: result.detail });
          }}
        />
      )}
    </ListPage>
  );
}
