import { fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FlashMessage, useFlash, type Flash } from '@/components/flash-message';
import { Field, FormError, setServerFieldErrors } from '@bebe-star/web-common/form-field';
import { Pager } from '@/components/pager';
import { QueryView } from '@/components/query-view';
import { useAnswerVoteDispute } from '@/lib/api/votes/answer-vote-dispute';
import { type VoteDispute, type VoteDisputeStatus, useVoteDisputes } from '@/lib/api/votes/vote-disputes';
import { formatShortDateTime } from '@bebe-star/web-common/format';
import type { UrlStateChanges } from '@/lib/url-state';
import { votes as VOTES_TEXT } from '@/messages/votes';

const t = VOTES_TEXT.disputes;
const answerSchema = z.object({ answer: z.string().trim().min(1, t.answerRequired).max(2000) });
type AnswerForm = z.infer<typeof answerSchema>;

function AnswerForm({ dispute, onAnswered }: { dispute: VoteDispute; onAnswered: (flash: Flash) => void }) {
  const answer = useAnswerVoteDispute();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AnswerForm>({ resolver: zodResolver(answerSchema), defaultValues: { answer: '' } });
  const submit = (values: AnswerForm) =>
    answer.mutate(
      { id: dispute.id, answer: values.answer },
      {
        onSuccess: () => onAnswered({ kind: 'success', text: t.sent }),
        onError: (error) => setServerFieldErrors(fieldErrorsOf(error), ['answer'], setError),
      },
    );
  return (
    <form className="form dispute-answer" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <FormError message={formErrorOf(answer.error, ['answer'], t.answerFailed)} />
      <Field label={t.answer} error={errors.answer?.message}>
        {(control) => <textarea {...control} rows={3} maxLength={2000} {...register('answer')} />}
      </Field>
      <button type="submit" className="button button--primary button--small" disabled={answer.isPending}>
        {answer.isPending ? t.sending : t.send}
      </button>
    </form>
  );
}

function Dispute({ dispute, onAnswered }: { dispute: VoteDispute; onAnswered: (flash: Flash) => void }) {
  const { vote } = dispute;
  return (
    <li className="dispute">
      <h3 className="dispute__title">{t.from(dispute.user_email ?? t.deletedParent, dispute.participant_name)}</h3>
      <p className="dispute__meta">{t.sentOn(formatShortDateTime(dispute.created_at))}</p>
      {vote && (
        <p className="dispute__vote">
          {t.vote(formatShortDateTime(vote.created_at), VOTES_TEXT.statement.kinds[vote.kind], vote.status_label)}
          {vote.reason && <small>{t.voteReason(vote.reason)}</small>}
        </p>
      )}
      <figure className="dispute__message">
        <figcaption>{t.message}</figcaption>
        <blockquote>{dispute.message}</blockquote>
      </figure>
      {dispute.status === 'answered' ? (
        <div className="dispute__answer">
          <strong>{t.answerOf}</strong>
          <p>{dispute.answer}</p>
          {dispute.answered_at && <small>{t.answered(formatShortDateTime(dispute.answered_at))}</small>}
        </div>
      ) : (
        <AnswerForm dispute={dispute} onAnswered={onAnswered} />
      )}
    </li>
  );
}

interface VoteDisputesProps {
  status: VoteDisputeStatus;
  onChange: (changes: UrlStateChanges) => void;
}

/** "Contestations": the parents' disputes of a refused or cancelled vote, open ones first, each answered here. */
export function VoteDisputes({ status, onChange }: VoteDisputesProps) {
  const [page, setPage] = useState(1);
  const disputes = useVoteDisputes(status, page);
  const [flash, showFlash] = useFlash(6000);
  return (
    <section className="panel" aria-labelledby="disputes-title">
      <div className="panel__header">
        <h2 id="disputes-title">{t.title}</h2>
        <div className="segmented" role="group" aria-label={t.statusLabel}>
          {(['open', 'answered'] as const).map((item) => (
            <button
              key={item}
              type="button"
              className="segmented__item"
              aria-pressed={status === item}
              onClick={() => {
                setPage(1);
                onChange({ disputes: item === 'open' ? undefined : item });
              }}
            >
              {t.statuses[item]}
            </button>
          ))}
        </div>
      </div>
      <FlashMessage flash={flash} />
      <QueryView
        query={disputes}
        failed={t.failed}
        empty={t.empty[status]}
        isEmpty={(data) => data.results.length === 0}
      >
        {(data) => (
          <>
            <ul className="disputes" aria-label={t.list} aria-busy={disputes.isPlaceholderData}>
              {data.results.map((dispute) => (
                <Dispute key={dispute.id} dispute={dispute} onAnswered={showFlash} />
              ))}
            </ul>
            <Pager
              page={page}
              pageCount={data.total_pages}
              onPrevious={() => setPage(page - 1)}
              onNext={() => setPage(page + 1)}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}
