import { ApiError, fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Modal, ModalActions } from '@bebe-star/web-common/modal';
import { Field, FormError, setServerFieldErrors } from '@bebe-star/web-common/form-field';
import { usePayPrizeClaim } from '@/lib/api/prize-claims/pay-prize-claim';
import type { PrizeClaim } from '@/lib/api/prize-claims/prize-claims';
import { formatFcfa } from '@bebe-star/web-common/format';
import { prizeClaims as CLAIMS_TEXT } from '@/messages/prize-claims';
import type { DecisionResult } from '../decision';
import { ClaimSummary } from './claim-summary';

const t = CLAIMS_TEXT.pay;

/** The rules of PayPrizeClaimDto and of the server's payout (at most the winner's prize), checked before sending. */
const paySchema = (prize: number) =>
  z.object({
    payout_reference: z
      .string()
      .trim()
      .min(1, t.referenceRequired)
      .max(100, t.referenceTooLong)
      .regex(/^[\w.:/-]+$/, t.referenceFormat),
    payout_amount: z
      .number({ invalid_type_error: t.amountNotInteger })
      .int(t.amountNotInteger)
      .min(0, t.amountNegative)
      .max(prize, t.amountAbovePrize(formatFcfa(prize))),
  });

type PayForm = z.infer<ReturnType<typeof paySchema>>;
const FIELDS = ['payout_reference', 'payout_amount'] as const;

interface PayClaimDialogProps {
  claim: PrizeClaim;
  onClose: () => void;
  onDone: (result: DecisionResult) => void;
}

/** Confirms a payout: the mobile-money reference and the amount sent, prefilled with the prize. */
export function PayClaimDialog({ claim, onClose, onDone }: PayClaimDialogProps) {
  const pay = usePayPrizeClaim();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PayForm>({
    resolver: zodResolver(paySchema(claim.winner_data.prize)),
    defaultValues: { payout_reference: '', payout_amount: claim.winner_data.prize },
  });

  const submit = (values: PayForm) =>
    pay.mutate(
      { id: claim.id, ...values },
      {
        onSuccess: (paid) => onDone({ ok: true, claim: paid }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409)
            return onDone({ ok: false, message: CLAIMS_TEXT.alreadyDecided });
          setServerFieldErrors(fieldErrorsOf(error), FIELDS, setError);
        },
      },
    );

  const failure = formErrorOf(pay.error, FIELDS, t.failed);
  return (
    <Modal onClose={onClose} title={t.title(claim.id)} description={t.description} closeOnBackdropClick closeButton>
      <ClaimSummary claim={claim} />
      <form className="form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <FormError message={failure} />
        <Field label={t.reference} hint={t.referenceHint} error={errors.payout_reference?.message}>
          {(control) => <input {...control} autoComplete="off" {...register('payout_reference')} />}
        </Field>
        <Field label={t.amount} error={errors.payout_amount?.message}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              {...register('payout_amount', { valueAsNumber: true })}
            />
          )}
        </Field>
        <ModalActions onCancel={onClose}>
          <button type="submit" className="button button--success" disabled={pay.isPending}>
            {pay.isPending ? t.saving : t.confirm}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}
