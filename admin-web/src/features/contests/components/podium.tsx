import { fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Modal, ModalActions } from '@bebe-star/web-common/modal';
import type { Flash } from '@/components/flash-message';
import { Field, FormError, setServerFieldErrors } from '@bebe-star/web-common/form-field';
import { ErrorView, LoadingView } from '@/components/status-views';
import type { Contest } from '@/lib/api/contests/contests';
import { useRecomputeWinners } from '@/lib/api/contests/recompute-winners';
import { useWinners } from '@/lib/api/contests/winners';
import { errorText } from '@/lib/error-text';
import { formatFcfa } from '@bebe-star/web-common/format';
import { ordinal } from '@bebe-star/web-common/french';
import { contests as CONTESTS_TEXT } from '@/messages/contests';

const t = CONTESTS_TEXT.podium;

const recomputeSchema = z.object({
  reason: z.string().trim().min(1, t.reasonRequired).max(500),
  override_claimed: z.boolean(),
});
type RecomputeForm = z.infer<typeof recomputeSchema>;

function RecomputeDialog({
  contest,
  onClose,
  onDone,
}: {
  contest: Contest;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const recompute = useRecomputeWinners();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RecomputeForm>({
    resolver: zodResolver(recomputeSchema),
    defaultValues: { reason: '', override_claimed: false },
  });
  const submit = (values: RecomputeForm) =>
    recompute.mutate(
      { id: contest.id, ...values },
      {
        onSuccess: (result) => onDone(result.detail),
        onError: (error) => setServerFieldErrors(fieldErrorsOf(error), ['reason'], setError),
      },
    );
  const failure = formErrorOf(recompute.error, ['reason'], t.recomputeFailed);
  return (
    <Modal
      onClose={onClose}
      title={t.recomputeTitle}
      description={t.recomputeDescription}
      closeOnBackdropClick
      closeButton
    >
      <form className="form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <FormError message={failure} />
        <Field label={t.reason} error={errors.reason?.message}>
          {(control) => <textarea {...control} rows={3} maxLength={500} {...register('reason')} />}
        </Field>
        <label className="checkbox">
          <input type="checkbox" {...register('override_claimed')} />
          {t.overrideClaimed}
        </label>
        <ModalActions onCancel={onClose}>
          <button type="submit" className="button button--danger" disabled={recompute.isPending}>
            {recompute.isPending ? t.recomputing : t.confirm}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}

interface PodiumProps {
  contest: Contest;
  canRecompute: boolean;
  onFlash: (flash: Flash) => void;
}

/** A closed contest's winners (ranks 1 to 3, votes, prize) and, for vote auditors, recomputing them. */
export function Podium({ contest, canRecompute, onFlash }: PodiumProps) {
  const winners = useWinners(contest.id, true);
  const [recomputing, setRecomputing] = useState(false);
  return (
    <section className="panel" aria-labelledby="podium-title">
      <div className="panel__header">
        <h2 id="podium-title">{t.title}</h2>
        {canRecompute && (
          <button type="button" className="button button--small" onClick={() => setRecomputing(true)}>
            {t.recompute}
          </button>
        )}
      </div>
      {winners.isPending ? (
        <LoadingView />
      ) : winners.isError ? (
        <ErrorView message={errorText(winners.error, t.failed)} onRetry={() => void winners.refetch()} />
      ) : winners.data.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ol className="podium">
          {winners.data.map((winner) => (
            <li key={winner.id} className="podium__place">
              <span className={`rank-badge rank-badge--${winner.rank}`}>{ordinal(winner.rank)}</span>
              <strong>{winner.baby_name}</strong>
              <small>{t.votes(winner.votes)}</small>
              <span>{formatFcfa(winner.prize)}</span>
            </li>
          ))}
        </ol>
      )}
      {recomputing && (
        <RecomputeDialog
          contest={contest}
          onClose={() => setRecomputing(false)}
          onDone={(text) => {
            setRecomputing(false);
            onFlash({ kind: 'success', text });
          }}
        />
      )}
    </section>
  );
}
