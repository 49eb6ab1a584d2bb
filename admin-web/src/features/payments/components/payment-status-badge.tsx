import type { PaymentStatus } from '@/lib/api/payments/admin-payments';
import { payments as PAYMENTS_TEXT } from '@/messages/payments';

/** A payment's status in French, coloured by its meaning. */
export const PaymentStatusBadge = ({ status }: { status: PaymentStatus }) => (
  <span className={`status-badge status-badge--${status}`}>{PAYMENTS_TEXT.statuses[status]}</span>
);
