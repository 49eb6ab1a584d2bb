import { fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Modal, ModalActions } from '@bebe-star/web-common/modal';
import { Field, FormError, setServerFieldErrors } from '@bebe-star/web-common/form-field';
import type { AdminPaymentDetail } from '@/lib/api/payments/admin-payments';
import { type ResolveResult, useResolvePayment } from '@/lib/api/payments/resolve-payment';
import { payments as PAYMENTS_TEXT } from '@/messages/payments';

const t = PAYMENTS_TEXT.resolve;
const resolveSchema = z.object({ reason: z.string().trim().min(1, t.reasonRequired).max(500) });
type ResolveForm = z.infer<typeof resolveSchema>;

interface ResolvePaymentDialogProps {
  payment: AdminPaymentDetail;
  decision: 'credit' | 'reject';
  onClose: () => void;
  onDone: (result: ResolveResult) => void;
}

/** Credits or rejects a flagged payment, saying first what it will do, with the reason kept in the journal. */
export function ResolvePaymentDialog({ payment, decision, onClose, onDone }: ResolvePaymentDialogProps) {
  const resolve = useResolvePayment();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResolveForm>({ resolver: zodResolver(resolveSchema), defaultValues: { reason: '' } });
  const submit = (values: ResolveForm) =>
    resolve.mutate(
      { id: payment.id, decision, reason: values.reason },
      {
        onSuccess: onDone,
        onError: (error) => setServerFieldErrors(fieldErrorsOf(error), ['reason'], setError),
      },
    );
  const failure = formErrorOf(resolve.error, ['reason'], t.failed);
  const credit = decision === 'credit';
  return (
    <Modal
      onClose={onClose}
      title={credit ? t.creditTitle : t.rejectTitle}
      description={credit ? t.creditConsequence(payment.votes_count, payment.participant.name) : t.rejectConsequence}
      closeOnBackdropClick
      closeButton
    >
      <form className="form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <FormError message={failure} />
        <Field label={t.reason} error={errors.reason?.message}>
          {(control) => <textarea {...control} rows={3} maxLength={500} {...register('reason')} />}
        </Field>
        <ModalActions onCancel={onClose}>
          <button
            type="submit"
            className={`button ${credit ? 'button--success' : 'button--danger'}`}
            disabled={resolve.isPending}
          >
            {resolve.isPending ? t.saving : credit ? t.confirmCredit : t.confirmReject}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}
