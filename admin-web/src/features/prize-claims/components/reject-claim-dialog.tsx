import { ApiError, fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Modal, ModalActions } from '@bebe-star/web-common/modal';
import { Field, FormError, setServerFieldErrors } from '@bebe-star/web-common/form-field';
import type { PrizeClaim } from '@/lib/api/prize-claims/prize-claims';
import { useRejectPrizeClaim } from '@/lib/api/prize-claims/reject-prize-claim';
import { prizeClaims as CLAIMS_TEXT } from '@/messages/prize-claims';
import type { DecisionResult } from '../decision';
import { ClaimSummary } from './claim-summary';

const t = CLAIMS_TEXT.reject;

/** The rules of RejectPrizeClaimDto on the server, checked before sending. */
const rejectSchema = z.object({
  reason: z.string().trim().min(1, t.reasonRequired).max(500, t.reasonTooLong),
});

type RejectForm = z.infer<typeof rejectSchema>;

interface RejectClaimDialogProps {
  claim: PrizeClaim;
  onClose: () => void;
  onDone: (result: DecisionResult) => void;
}

/** Confirms a rejection, with the reason the winner will read. */
export function RejectClaimDialog({ claim, onClose, onDone }: RejectClaimDialogProps) {
  const reject = useRejectPrizeClaim();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RejectForm>({ resolver: zodResolver(rejectSchema), defaultValues: { reason: '' } });

  const submit = (values: RejectForm) =>
    reject.mutate(
      { id: claim.id, ...values },
      {
        onSuccess: (rejected) => onDone({ ok: true, claim: rejected }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409)
            return onDone({ ok: false, message: CLAIMS_TEXT.alreadyDecided });
          setServerFieldErrors(fieldErrorsOf(error), ['reason'], setError);
        },
      },
    );

  const failure = formErrorOf(reject.error, ['reason'], t.failed);
  return (
    <Modal onClose={onClose} title={t.title(claim.id)} description={t.description} closeOnBackdropClick closeButton>
      <ClaimSummary claim={claim} />
      <form className="form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <FormError message={failure} />
        <Field label={t.reason} error={errors.reason?.message}>
          {(control) => <textarea {...control} rows={4} maxLength={500} {...register('reason')} />}
        </Field>
        <ModalActions onCancel={onClose}>
          <button type="submit" className="button button--danger" disabled={reject.isPending}>
            {reject.isPending ? t.saving : t.confirm}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}
