import { useId } from 'react';
import { Link } from 'react-router-dom';
import { RankBadge } from '@/components/awards/rank-badge';
import { Modal } from '@bebe-star/web-common/modal';
import type { Winner } from '@/lib/api/winners/get-winners';
import { formatNumber } from '@bebe-star/web-common/format';
import { useDateFormats } from '@/lib/use-date-formats';
import { awards as AWARDS_TEXT } from '@/messages/awards';

const t = AWARDS_TEXT.podium.detail;

/** A winner up close: the photo, the place, and the facts of the win. */
export function WinnerDetailDialog({ winner, onClose }: { winner: Winner; onClose: () => void }) {
  const titleId = useId();
  const { formatDate } = useDateFormats();
  const facts = [
    { label: t.contest, value: winner.contest_title },
    { label: t.closedOn, value: formatDate(winner.contest_end_date) },
    { label: t.parent, value: winner.participant_name },
    { label: t.country, value: winner.country },
    { label: t.votes, value: formatNumber(winner.votes) },
    { label: t.prize, value: AWARDS_TEXT.francs(winner.prize) },
  ].filter((fact) => fact.value);
  return (
    <Modal
      labelledBy={titleId}
      onClose={onClose}
      closeOnBackdropClick
      className={`winner-detail winner-detail--${winner.position <= 3 ? winner.position : 'other'}`}
    >
      {winner.photo_url && (
        <img className="winner-detail__photo" src={winner.photo_url} alt={AWARDS_TEXT.photoOf(winner.baby_name)} />
      )}
      <div className="winner-detail__body">
        <RankBadge rank={winner.position} />
        <h2 id={titleId} className="winner-detail__name">
          {winner.baby_name}
        </h2>
        <dl className="winner-detail__facts">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <div className="modal__actions">
          <Link className="button button--primary" to={`/vote/${winner.contest}/${winner.participant}`}>
            {AWARDS_TEXT.podium.seeProfile}
          </Link>
          <button type="button" className="button" onClick={onClose}>
            {t.close}
          </button>
        </div>
      </div>
    </Modal>
  );
}
