import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ordinal } from '@bebe-star/web-common/french';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import type { RankingLine } from './ranking-order';

const t = CONTESTS_TEXT;

interface RankingListProps {
  contestId: number;
  lines: readonly RankingLine[];
  highlighted: ReadonlySet<string>;
  /** The participant to mark and scroll to. */
  markedId?: number | null;
}

/** Ranking lines in the given order; changed lines flash, the marked one is outlined and scrolled into view. */
export function RankingList({ contestId, lines, highlighted, markedId = null }: RankingListProps) {
  const marked = useRef<HTMLLIElement>(null);
  const hasMarked = markedId !== null && lines.some((line) => line.participant_id === markedId);
  useEffect(() => {
    if (hasMarked) marked.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [hasMarked]);

  return (
    <ol className="ranking">
      {lines.map((line) => {
        const isMarked = markedId !== null && line.participant_id === markedId;
        const classes = [
          'ranking__line',
          line.rank !== null && line.rank <= 3 ? `ranking__line--top${line.rank}` : '',
          highlighted.has(line.secure_id) ? 'ranking__line--changed' : '',
          isMarked ? 'ranking__line--marked' : '',
        ].filter(Boolean);
        const content = (
          <>
            <span className="ranking__rank">{line.rank !== null ? ordinal(line.rank) : '–'}</span>
            {line.photo_url ? (
              <img className="ranking__photo" src={line.photo_url} alt="" loading="lazy" width={48} height={48} />
            ) : (
              <span className="ranking__photo ranking__photo--empty" aria-hidden="true">
                {line.baby_name.charAt(0)}
              </span>
            )}
            <span className="ranking__who">
              <span className="ranking__name">{line.baby_name}</span>
              {line.city && <span className="ranking__city">{line.city}</span>}
            </span>
            <span className="ranking__votes">{t.participants.votes(line.vote_count)}</span>
          </>
        );
        return (
          <li
            key={line.secure_id}
            ref={isMarked ? marked : undefined}
            className={classes.join(' ')}
            aria-current={isMarked ? 'true' : undefined}
          >
            {line.participant_id ? (
              <Link className="ranking__link" to={`/vote/${contestId}/${line.participant_id}`}>
                {content}
              </Link>
            ) : (
              <div className="ranking__link">{content}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
