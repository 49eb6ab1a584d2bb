import type { AdminComment } from '@/lib/api/comments/comments';
import { formatDateTime } from '@bebe-star/web-common/format';
import { comments as COMMENTS_TEXT } from '@/messages/comments';
import type { ModerationAction } from '../hooks/use-moderation';

const t = COMMENTS_TEXT;

interface CommentCardProps {
  comment: AdminComment;
  busy: boolean;
  onModerate: (action: ModerationAction, commentId: number) => void;
}

/** One comment: author, date, badges, the text (as text, never HTML), its participant and the actions. */
export function CommentCard({ comment, busy, onModerate }: CommentCardProps) {
  const tone = comment.is_flagged ? 'flagged' : comment.is_active ? 'active' : 'hidden';
  const author = comment.author_name || comment.username;
  const action = (kind: ModerationAction, label: string, style?: string) => (
    <button
      type="button"
      className={['button', 'button--small', style].filter(Boolean).join(' ')}
      aria-label={`${label} (${author})`}
      disabled={busy}
      onClick={() => onModerate(kind, comment.id)}
    >
      {label}
    </button>
  );
  return (
    <article className={`comment-card comment-card--${tone}`} aria-label={author}>
      <header className="comment-card__header">
        <p className="comment-card__author">
          <strong>{author}</strong> <span className="comment-card__username">@{comment.username}</span>
        </p>
        <time className="comment-card__date" dateTime={comment.created_at}>
          {formatDateTime(comment.created_at)}
        </time>
        <ul className="badges">
          {comment.is_edited && <li className="badge">{t.badges.edited}</li>}
          {comment.is_flagged && <li className="badge badge--danger">{t.badges.flagged(comment.flag_count)}</li>}
          {!comment.is_active && (
            <li className="badge badge--muted">{comment.hidden_by_flags ? t.badges.hiddenByFlags : t.badges.hidden}</li>
          )}
        </ul>
      </header>
      <p className="comment-card__text">{comment.text}</p>
      <p className="comment-card__meta">
        {t.participant(comment.participant, comment.baby_name)} · {t.contest(comment.contest_title)}
      </p>
      <div className="row-actions">
        {comment.is_active
          ? action('hide', t.actions.hide, 'button--danger')
          : action('unhide', t.actions.unhide, 'button--success')}
        {comment.is_flagged && action('unflag', t.actions.unflag)}
      </div>
    </article>
  );
}
