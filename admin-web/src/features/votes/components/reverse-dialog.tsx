import { fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Modal, ModalActions } from '@bebe-star/web-common/modal';
import { Field, FormError, setServerFieldErrors } from '@bebe-star/web-common/form-field';
import { ErrorView, LoadingView } from '@/components/status-views';
import { type ReversalResult, useReversalPreview, useReverseVotes } from '@/lib/api/votes/reversal';
import { errorText } from '@/lib/error-text';
import { formatNumber } from '@bebe-star/web-common/format';
import { votes as VOTES_TEXT } from '@/messages/votes';
import type { ReversalRequest } from './ledger-table';

const t = VOTES_TEXT.reverse;
const reasonSchema = z.object({ reason: z.string().trim().min(1, t.reasonRequired).max(500) });
type ReasonForm = z.infer<typeof reasonSchema>;

interface ReverseDialogProps {
  contest: number;
  request: ReversalRequest;
  /** Names of the participants known on screen, for the consequence's lines. */
  names: ReadonlyMap<number, string>;
  onClose: () => void;
  onDone: (result: ReversalResult) => void;
}

/** Shows what a reversal would do (votes removed, each participant's votes and rank after) before it is confirmed. */
export function ReverseDialog({ contest, request, names, onClose, onDone }: ReverseDialogProps) {
  const preview = useReversalPreview(contest, request.target);
  const reverse = useReverseVotes();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReasonForm>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  const submit = ({ reason }: ReasonForm) =>
    reverse.mutate(
      { contest, target: request.target, reason },
      {
        onSuccess: onDone,
        onError: (error) => setServerFieldErrors(fieldErrorsOf(error), ['reason'], setError),
      },
    );
  const rank = (value: number | null) => (value === null ? t.noRank : String(value));
  const failure = formErrorOf(reverse.error, ['reason'], t.failed);
  return (
    <Modal onClose={onClose} canClose={!reverse.isPending} title={request.title} closeOnBackdropClick closeButton>
      {preview.isPending ? (
        <LoadingView text={t.previewing} />
      ) : preview.isError ? (
        <ErrorView message={errorText(preview.error, t.previewFailed)} onRetry={() => void preview.refetch()} />
      ) : preview.data.votes === 0 ? (
        <p>{t.nothing}</p>
      ) : (
        <div className="reversal-consequence" role="status">
          <p>
            <strong>{t.consequence(preview.data.votes, preview.data.rows)}</strong>
          </p>
          <ul>
            {preview.data.participants.map((standing) => (
              <li key={standing.participant_id}>
                {t.standing(
                  names.get(standing.participant_id) ?? t.participant(standing.participant_id),
                  formatNumber(standing.votes_now),
                  standing.votes_after,
                  rank(standing.rank_now),
                  rank(standing.rank_after),
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <form className="form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <FormError message={failure} />
        <Field label={t.reason} error={errors.reason?.message}>
          {(control) => <textarea {...control} rows={3} maxLength={500} {...register('reason')} />}
        </Field>
        <ModalActions onCancel={onClose} cancelDisabled={reverse.isPending}>
          <button
            type="submit"
            className="button button--danger"
            disabled={reverse.isPending || !preview.data || preview.data.votes === 0}
          >
            {reverse.isPending ? t.reversing : t.confirm}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}
