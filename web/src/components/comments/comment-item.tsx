import { ApiError } from '@bebe-star/web-common/api-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useDeleteComment } from '@/lib/api/comments/delete-comment';
import { useFlagComment } from '@/lib/api/comments/flag-comment';
import type { Comment } from '@/lib/api/comments/get-participant-comments';
import { useUpdateComment } from '@/lib/api/comments/update-comment';
import { useDateFormats } from '@/lib/use-date-formats';
import { comments as COMMENTS_TEXT } from '@/messages/comments';
import { relativeAge } from './relative-age';

const t = COMMENTS_TEXT;

/** The most characters a comment may have (the API's limit). */
export const COMMENT_MAX_LENGTH = 1000;

/** A comment's text as sent: trimmed, not empty, within the API's limit. */
export const commentSchema = z.object({ text: z.string().trim().min(1).max(COMMENT_MAX_LENGTH) });
export type CommentForm = z.infer<typeof commentSchema>;

type Mode = 'view' | 'editing' | 'confirm-delete' | 'confirm-flag';

const authorOf = (comment: Comment) => `${comment.first_name} ${comment.last_name}`.trim() || t.unnamedAuthor;

function EditForm({ comment, participantId, onDone }: { comment: Comment; participantId: number; onDone: () => void }) {
  const inputId = useId();
  const update = useUpdateComment(participantId);
  const { register, handleSubmit, watch } = useForm<CommentForm>({
    resolver: zodResolver(commentSchema),
    defaultValues: { text: comment.text },
  });
  const trimmed = watch('text').trim();
  const submit = ({ text }: CommentForm) => {
    if (text === comment.text) return onDone();
    update.mutate({ id: comment.id, text }, { onSuccess: onDone });
  };
  return (
    <form className="comment__edit" onSubmit={(event) => void handleSubmit(submit)(event)}>
      <label htmlFor={inputId} className="visually-hidden">
        {t.editLabel}
      </label>
      <textarea
        id={inputId}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        disabled={update.isPending}
        {...register('text')}
      />
      {update.isError && (
        <p className="comments__error" role="alert">
          {update.error.message || t.editFailed}
        </p>
      )}
      <div className="comment__buttons">
        <button type="submit" className="button button--primary button--small" disabled={!trimmed || update.isPending}>
          {update.isPending ? t.saving : t.save}
        </button>
        <button type="button" className="button button--small" disabled={update.isPending} onClick={onDone}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}

function DeleteConfirmation({
  comment,
  participantId,
  onCancel,
}: {
  comment: Comment;
  participantId: number;
  onCancel: () => void;
}) {
  const remove = useDeleteComment(participantId);
  return (
    <div className="comment__confirm" role="group" aria-label={t.deleteConfirm}>
      <p>{t.deleteConfirm}</p>
      {remove.isError && (
        <p className="comments__error" role="alert">
          {remove.error.message || t.deleteFailed}
        </p>
      )}
      <div className="comment__buttons">
        <button
          type="button"
          className="button button--danger button--small"
          disabled={remove.isPending}
          onClick={() => remove.mutate(comment.id)}
        >
          {remove.isPending ? t.deleting : t.deleteYes}
        </button>
        <button type="button" className="button button--small" disabled={remove.isPending} onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </div>
  );
}

const flagSchema = z.object({ reason: z.string().trim().max(300) });
type FlagForm = z.infer<typeof flagSchema>;

function FlagConfirmation({
  comment,
  participantId,
  onCancel,
  onFlagged,
}: {
  comment: Comment;
  participantId: number;
  onCancel: () => void;
  onFlagged: (message: string) => void;
}) {
  const reasonId = useId();
  const flag = useFlagComment(participantId);
  const { register, handleSubmit } = useForm<FlagForm>({
    resolver: zodResolver(flagSchema),
    defaultValues: { reason: '' },
  });
  const submit = ({ reason }: FlagForm) => {
    flag.mutate(
      { id: comment.id, reason },
      {
        onSuccess: onFlagged,
        // Flagged before (another visit): the server's "déjà signalé" closes the question too.
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) onFlagged(error.message);
        },
      },
    );
  };
  return (
    <form className="comment__confirm" onSubmit={(event) => void handleSubmit(submit)(event)}>
      <p>{t.flagConfirm}</p>
      <label htmlFor={reasonId}>{t.flagReason}</label>
      <input
        id={reasonId}
        maxLength={300}
        placeholder={t.flagReasonPlaceholder}
        disabled={flag.isPending}
        {...register('reason')}
      />
      {flag.isError && (
        <p className="comments__error" role="alert">
          {flag.error.message || t.flagFailed}
        </p>
      )}
      <div className="comment__buttons">
        <button type="submit" className="button button--danger button--small" disabled={flag.isPending}>
          {flag.isPending ? t.flagging : t.flagYes}
        </button>
        <button type="button" className="button button--small" disabled={flag.isPending} onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}

/**
 * One comment: author, relative age ("modifié" once edited) and the text, always rendered as a
 * text node (never as HTML; links stay plain text). The author may edit or delete it; any other
 * signed-in reader may flag it, once.
 */
export function CommentItem({
  comment,
  participantId,
  viewerId,
  now,
}: {
  comment: Comment;
  participantId: number;
  /** The signed-in reader, or null for a visitor (who sees no action). */
  viewerId: number | null;
  now: Date;
}) {
  const { formatDateTime } = useDateFormats();
  const [mode, setMode] = useState<Mode>('view');
  const [flagMessage, setFlagMessage] = useState<string | null>(null);
  const author = authorOf(comment);
  const own = viewerId !== null && viewerId === comment.user;

  return (
    <li className="comment">
      <div className="comment__head">
        <span className="comment__avatar" aria-hidden="true">
          {(author[0] ?? '?').toUpperCase()}
        </span>
        <strong className="comment__author">{author}</strong>
        <time className="comment__age" dateTime={comment.created_at} title={formatDateTime(comment.created_at)}>
          {relativeAge(comment.created_at, now)}
        </time>
        {comment.is_edited && <span className="comment__edited">{t.edited}</span>}
      </div>
      {mode === 'editing' ? (
        <EditForm comment={comment} participantId={participantId} onDone={() => setMode('view')} />
      ) : (
        <p className="comment__text">{comment.text}</p>
      )}
      {mode === 'confirm-delete' && (
        <DeleteConfirmation comment={comment} participantId={participantId} onCancel={() => setMode('view')} />
      )}
      {mode === 'confirm-flag' && (
        <FlagConfirmation
          comment={comment}
          participantId={participantId}
          onCancel={() => setMode('view')}
          onFlagged={(message) => {
            setFlagMessage(message);
            setMode('view');
          }}
        />
      )}
      {flagMessage && (
        <p className="comment__flagged" role="status">
          {flagMessage}
        </p>
      )}
      {mode === 'view' && viewerId !== null && (
        <div className="comment__actions" role="group" aria-label={t.actionsOf(author)}>
          {own ? (
            <>
              <button type="button" className="comment__action" onClick={() => setMode('editing')}>
                {t.edit}
              </button>
              <button type="button" className="comment__action" onClick={() => setMode('confirm-delete')}>
                {t.delete}
              </button>
            </>
          ) : flagMessage ? (
            <span className="comment__action comment__action--done">{t.flagged}</span>
          ) : (
            <button type="button" className="comment__action" onClick={() => setMode('confirm-flag')}>
              {t.flag}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
