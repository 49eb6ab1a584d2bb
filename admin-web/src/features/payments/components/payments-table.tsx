import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { DataTable, type DataTableFeatures, type ServerPage } from '@/components/data-table';
import type { AdminPayment } from '@/lib/api/payments/admin-payments';
import { formatFcfa, formatShortDateTime } from '@bebe-star/web-common/format';
import { payments as PAYMENTS_TEXT } from '@/messages/payments';
import { PAYMENT_PAGE_SIZES } from '../hooks/use-payments-search';
import { PaymentStatusBadge } from './payment-status-badge';

const t = PAYMENTS_TEXT.table;
const column = createColumnHelper<DataTableFeatures, AdminPayment>();
const columns = column.columns([
  column.display({
    id: 'reference',
    header: t.reference,
    cell: ({ row: { original: payment } }) => (
      <div className="cell-stack">
        <strong className="payment-reference nowrap">{payment.transaction_id}</strong>
        <small>{PAYMENTS_TEXT.providers[payment.provider]}</small>
      </div>
    ),
  }),
  column.display({
    id: 'date',
    header: t.date,
    cell: ({ row }) => <span className="nowrap">{formatShortDateTime(row.original.created_at)}</span>,
  }),
  column.display({
    id: 'participant',
    header: t.participant,
    cell: ({ row: { original: payment } }) => (
      <div className="cell-stack">
        <span>{payment.participant.name}</span>
        <small>{payment.contest.title}</small>
        <small>
          {t.payer} : {payment.user?.email ?? t.deletedAccount}
        </small>
      </div>
    ),
  }),
  column.display({
    id: 'pack',
    header: t.pack,
    cell: ({ row: { original: payment } }) => (
      <div className="cell-stack">
        <strong className="nowrap">{formatFcfa(payment.amount)}</strong>
        <small>
          {payment.pack_name} · {t.votes(payment.votes_count)}
        </small>
      </div>
    ),
  }),
  column.display({
    id: 'status',
    header: t.status,
    cell: ({ row }) => <PaymentStatusBadge status={row.original.status} />,
  }),
  column.display({
    id: 'actions',
    header: t.actions,
    cell: ({ row: { original: payment } }) => (
      <Link
        className="button button--small"
        to={`/paiements/${payment.id}`}
        aria-label={`${t.open} (${payment.transaction_id})`}
      >
        {t.open}
      </Link>
    ),
  }),
]);

interface PaymentsTableProps {
  payments: AdminPayment[];
  page: ServerPage;
  busy: boolean;
  onPageChange: (page: number, pageSize: number) => void;
}

/** One page of payments: reference and provider, who paid for whom, the pack, the amount and the status. */
export const PaymentsTable = ({ payments, page, busy, onPageChange }: PaymentsTableProps) => (
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
