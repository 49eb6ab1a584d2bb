import { fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Modal, ModalActions } from '@bebe-star/web-common/modal';
import { Field, FormError, setServerFieldErrors } from '@bebe-star/web-common/form-field';
import {
  type HeldDecision,
  type HeldDecisionResult,
  type HeldDecisionTarget,
  useDecideHeldVotes,
} from '@/lib/api/votes/decide-held-votes';
import { votes as VOTES_TEXT } from '@/messages/votes';

const t = VOTES_TEXT.decide;
const reasonSchema = z.object({ reason: z.string().trim().min(1, t.reasonRequired).max(500) });
type ReasonForm = z.infer<typeof reasonSchema>;

export interface DecisionRequest {
  decision: HeldDecision;
  target: HeldDecisionTarget;
  /** The dialog's title: what is decided, about which votes. */
  title: string;
}

interface DecideDialogProps {
  /** The contest of a vote or a cluster; none for a selection of the queue. */
  contest?: number;
  request: DecisionRequest;
  onClose: () => void;
  onDone: (result: HeldDecisionResult) => void;
}

/** Releases or rejects held votes once the administrator gave the reason the ledger records. */
export function DecideDialog({ contest, request, onClose, onDone }: DecideDialogProps) {
  const decide = useDecideHeldVotes();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReasonForm>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  const release = request.decision === 'release';
  const submit = ({ reason }: ReasonForm) =>
    decide.mutate(
      { contest, decision: request.decision, target: request.target, reason },
      {
        onSuccess: onDone,
        onError: (error) => setServerFieldErrors(fieldErrorsOf(error), ['reason'], setError),
      },
    );
  return (
    <Modal
      onClose={onClose}
      canClose={!decide.isPending}
      title={request.title}
      description={release ? t.releaseHint : t.rejectHint}
      closeOnBackdropClick
      closeButton
    >
      <form className="form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <FormError message={formErrorOf(decide.error, ['reason'], t.failed)} />
        <Field label={t.reason} error={errors.reason?.message}>
          {(control) => <textarea {...control} rows={3} maxLength={500} {...register('reason')} />}
        </Field>
        <ModalActions onCancel={onClose} cancelDisabled={decide.isPending}>
          <button
            type="submit"
            className={`button ${release ? 'button--primary' : 'button--danger'}`}
            disabled={decide.isPending}
          >
            {decide.isPending ? t.deciding : release ? t.confirmRelease : t.confirmReject}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}
