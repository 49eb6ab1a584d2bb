import { fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Modal, ModalActions } from '@bebe-star/web-common/modal';
import { Field, FormError, setServerFieldErrors } from '@bebe-star/web-common/form-field';
import type { AdminPayment } from '@/lib/api/payments/admin-payments';
import { type RefundResult, useRefundPayment } from '@/lib/api/payments/refund-payment';
import { formatFcfa } from '@bebe-star/web-common/format';
import { payments as PAYMENTS_TEXT } from '@/messages/payments';

const t = PAYMENTS_TEXT.refund;
/** The API's limit on the refund's reference. */
const REFERENCE_MAX = 100;
export const refundSchema = z.object({
  reference: z.string().trim().min(1, t.referenceRequired).max(REFERENCE_MAX, t.referenceTooLong(REFERENCE_MAX)),
});
type RefundForm = z.infer<typeof refundSchema>;

interface RefundPaymentDialogProps {
  payment: AdminPayment;
  onClose: () => void;
  onDone: (result: RefundResult) => void;
}

/**
 * Records that a payment received after its contest's close was refunded at its provider, with the
 * refund's reference there (kept in the payment's history and the journal).
 */
export function RefundPaymentDialog({ payment, onClose, onDone }: RefundPaymentDialogProps) {
  const refund = useRefundPayment();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RefundForm>({ resolver: zodResolver(refundSchema), defaultValues: { reference: '' } });
  const submit = (values: RefundForm) =>
    refund.mutate(
      { id: payment.id, reference: values.reference },
      {
        onSuccess: onDone,
        onError: (error) => setServerFieldErrors(fieldErrorsOf(error), ['reference'], setError),
      },
    );
  return (
    <Modal
      onClose={onClose}
      title={t.title}
      description={t.consequence(
        formatFcfa(payment.amount),
        PAYMENTS_TEXT.providers[payment.provider],
        payment.transaction_id,
      )}
      closeOnBackdropClick
      closeButton
    >
      <form className="form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <FormError message={formErrorOf(refund.error, ['reference'], t.failed)} />
        <Field label={t.reference} hint={t.referenceHint} error={errors.reference?.message}>
          {(control) => <input {...control} maxLength={REFERENCE_MAX} autoComplete="off" {...register('reference')} />}
        </Field>
        <ModalActions onCancel={onClose}>
          <button type="submit" className="button button--primary" disabled={refund.isPending}>
            {refund.isPending ? t.saving : t.confirm}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}
