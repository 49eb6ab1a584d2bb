import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, type DataTableFeatures, type ServerPage } from '@/components/data-table';
import type { AdminPayment } from '@/lib/api/payments/admin-payments';
import { formatFcfa, formatShortDateTime } from '@bebe-star/web-common/format';
import { payments as PAYMENTS_TEXT } from '@/messages/payments';
import { PAYMENT_PAGE_SIZES } from '../hooks/use-payments-search';

const t = PAYMENTS_TEXT.refunds;
const column = createColumnHelper<DataTableFeatures, AdminPayment>();

/** The columns, the last one acting on the row: "Marquer remboursé", or the refund made. */
const refundColumns = (onRefund: (payment: AdminPayment) => void) =>
  column.columns([
    column.display({
      id: 'date',
      header: t.date,
      cell: ({ row: { original: payment } }) => (
        <span className="nowrap">{formatShortDateTime(payment.completed_at ?? payment.created_at)}</span>
      ),
    }),
    column.display({
      id: 'amount',
      header: t.amount,
      cell: ({ row: { original: payment } }) => (
        <div className="cell-stack">
          <strong className="nowrap">{formatFcfa(payment.amount)}</strong>
          <small>{payment.currency}</small>
        </div>
      ),
    }),
    column.display({
      id: 'payer',
      header: t.payer,
      cell: ({ row: { original: payment } }) => (
        <div className="cell-stack">
          <span className="nowrap">{payment.payer_phone ?? t.noPhone}</span>
          <small>{payment.user?.email ?? PAYMENTS_TEXT.table.deletedAccount}</small>
        </div>
      ),
    }),
    column.display({
      id: 'provider',
      header: t.provider,
      cell: ({ row: { original: payment } }) => (
        <div className="cell-stack">
          <span>{PAYMENTS_TEXT.providers[payment.provider]}</span>
          <Link className="payment-reference" to={`/paiements/${payment.id}`}>
            {payment.transaction_id}
          </Link>
          {payment.provider_token && <small className="payment-reference">{payment.provider_token}</small>}
        </div>
      ),
    }),
    column.display({
      id: 'participant',
      header: t.participant,
      cell: ({ row: { original: payment } }) => (
        <div className="cell-stack">
          <span>{payment.participant.name}</span>
          <small>{payment.contest.title}</small>
        </div>
      ),
    }),
    column.display({
      id: 'refund',
      header: t.refund,
      cell: ({ row: { original: payment } }) =>
        payment.refund?.refunded_at ? (
          <div className="cell-stack">
            <span className="status-badge status-badge--succeeded">
              {t.refundedOn(formatShortDateTime(payment.refund.refunded_at))}
            </span>
            <small className="payment-reference">{t.reference(payment.refund.reference ?? '—')}</small>
          </div>
        ) : (
          <button
            type="button"
            className="button button--small button--primary"
            aria-label={t.markFor(payment.transaction_id)}
            onClick={() => onRefund(payment)}
          >
            {t.mark}
          </button>
        ),
    }),
  ]);

interface RefundsTableProps {
  payments: AdminPayment[];
  page: ServerPage;
  busy: boolean;
  onPageChange: (page: number, pageSize: number) => void;
  onRefund: (payment: AdminPayment) => void;
}

/**
 * Payments received after their contest's close: what to give back, to whom (the payer's masked
 * number), through which provider and under which references, and the refund once made.
 */
export function RefundsTable({ payments, page, busy, onPageChange, onRefund }: RefundsTableProps) {
  const columns = useMemo(() => refundColumns(onRefund), [onRefund]);
  return (
    <DataTable
      caption={t.caption}
      columns={columns}
      rows={payments}
      page={page}
      pageSizes={PAYMENT_PAGE_SIZES}
      onPageChange={onPageChange}
      busy={busy}
    />
  );
}
