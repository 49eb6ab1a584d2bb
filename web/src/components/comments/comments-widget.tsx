import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { useCreateComment } from '@/lib/api/comments/create-comment';
import { type Comment, useParticipantComments } from '@/lib/api/comments/get-participant-comments';
import { useCurrentUser } from '@/lib/current-user';
import { comments as COMMENTS_TEXT } from '@/messages/comments';
import { COMMENT_MAX_LENGTH, CommentItem, type CommentForm, commentSchema } from './comment-item';
import './comments.css';

const t = COMMENTS_TEXT;

/** The current time, renewed every minute so that relative ages move on. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Pages read while comments were added or removed can repeat one: each comment is shown once. */
function uniqueById(comments: Comment[]): Comment[] {
  const seen = new Set<number>();
  return comments.filter((comment) => !seen.has(comment.id) && seen.add(comment.id));
}

function CommentForm({ participantId, canWrite }: { participantId: number; canWrite: boolean }) {
  const inputId = useId();
  const create = useCreateComment(participantId);
  const { register, handleSubmit, watch, reset } = useForm<CommentForm>({
    resolver: zodResolver(commentSchema),
    defaultValues: { text: '' },
  });
  const text = watch('text');
  const trimmed = text.trim();

  const submit = (form: CommentForm) => {
    if (!canWrite) return;
    create.mutate(form.text, { onSuccess: () => reset() });
  };

  return (
    <form className="comments__form" onSubmit={(event) => void handleSubmit(submit)(event)}>
      <label htmlFor={inputId} className="visually-hidden">
        {t.label}
      </label>
      <textarea
        id={inputId}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={canWrite ? t.placeholder : t.placeholderSignedOut}
        disabled={!canWrite}
        {...register('text')}
      />
      {create.isError && (
        <p className="comments__error" role="alert">
          {create.error.message || t.createFailed}
        </p>
      )}
      <div className="comments__form-footer">
        <span className="comments__counter">{t.counter(text.length, COMMENT_MAX_LENGTH)}</span>
        <button
          type="submit"
          className="button button--primary button--small"
          disabled={!canWrite || !trimmed || create.isPending}
        >
          {create.isPending ? t.submitting : t.submit}
        </button>
      </div>
    </form>
  );
}

/**
 * "Laissez votre commentaire" under a participant: the form (disabled, with a yellow notice and a
 * sign-in link, until the reader is known) and the comments, newest first, page after page.
 */
export function CommentsWidget({ participantId }: { participantId: number }) {
  const titleId = useId();
  const location = useLocation();
  const { session, user } = useCurrentUser();
  const comments = useParticipantComments(participantId);
  const now = useMinuteClock();
  const shown = useMemo(() => uniqueById(comments.data?.pages.flatMap((page) => page.results) ?? []), [comments.data]);
  const total = comments.data?.pages[0]?.count ?? 0;
  const returnUrl = encodeURIComponent(`${location.pathname}${location.search}`);

  let list;
  if (comments.isPending) {
    list = (
      <p className="comments__state" role="status">
        {t.loading}
      </p>
    );
  } else if (comments.isError) {
    list = (
      <p className="comments__error" role="alert">
        {t.loadFailed}
      </p>
    );
  } else if (shown.length === 0) {
    list = <p className="comments__state">{t.empty}</p>;
  } else {
    list = (
      <ul className="comments__list">
        {shown.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            participantId={participantId}
            viewerId={user?.id ?? null}
            now={now}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="comments" aria-labelledby={titleId}>
      <h3 id={titleId} className="comments__title">
        {t.title}
      </h3>
      {!session && (
        <p className="comments__notice">
          {t.signedOutNotice} · <Link to={`/login?returnUrl=${returnUrl}`}>{t.signIn}</Link>
        </p>
      )}
      <CommentForm participantId={participantId} canWrite={Boolean(user)} />
      {total > 0 && <p className="comments__count">{t.count(total)}</p>}
      {list}
      {comments.hasNextPage && (
        <button
          type="button"
          className="button button--small comments__more"
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {comments.isFetchingNextPage ? t.loadingMore : t.more}
        </button>
      )}
    </section>
  );
}
