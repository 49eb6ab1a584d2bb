import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CommentsWidget } from '@/components/comments/comments-widget';
import { Modal } from '@bebe-star/web-common/modal';
import { PhoneVotes, smsShareLine } from '@/components/phone-votes';
import { LoadingState } from '@/components/status-views';
import { useContestChannels } from '@/lib/api/channels/get-contest-channels';
import { type Participant, useParticipant } from '@/lib/api/participants/get-participant';
import { ordinal } from '@bebe-star/web-common/french';
import { contests as CONTESTS_TEXT } from '@/messages/contests';

const t = CONTESTS_TEXT;

interface ParticipantDetailProps {
  participantId: number;
  contestId: number;
  /** The contest is over: voting is closed. */
  ended: boolean;
  known?: Participant;
  onClose: () => void;
}

/**
 * Shares the vote page's link (and the code to vote by phone, with the SMS to send when the contest
 * takes votes by SMS) with the device's share sheet, or copies the link; returns the message to show.
 */
async function shareVoteLink(
  name: string,
  code: string | null,
  bySms: string | null,
  path: string,
): Promise<string | null> {
  const link = `${window.location.origin}${path}`;
  if (navigator.share) {
    try {
      await navigator.share({
        title: t.detail.shareTitle(name),
        text: t.detail.shareText(name, code, bySms),
        url: link,
      });
      return null;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return null;
    }
  }
  try {
    await navigator.clipboard.writeText(link);
    return t.detail.copied;
  } catch {
    return t.detail.copyFailed(link);
  }
}

/**
 * The selected participant in a dialog: zoomable photo, its vote code and how to vote with it from a
 * basic phone, share, the vote button and the comments.
 */
export function ParticipantDetail({ participantId, contestId, ended, known, onClose }: ParticipantDetailProps) {
  const { data: participant, isPending, isError } = useParticipant(participantId, known);
  const [zoomed, setZoomed] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const channels = useContestChannels(ended ? null : contestId);

  const votePath = `/vote/${contestId}/${participantId}`;
  let body;
  if (participant) {
    const name = participant.baby_details.name;
    const photos = participant.baby_details.photo_urls;
    const rank = participant.rank ?? null;
    body = (
      <>
        <button
          type="button"
          className={`detail__photo${zoomed ? ' detail__photo--zoomed' : ''}`}
          aria-label={zoomed ? t.detail.zoomOut : t.detail.zoomIn}
          aria-pressed={zoomed}
          onClick={() => setZoomed(!zoomed)}
        >
          <img
            src={
              zoomed
                ? (photos?.full ?? participant.baby_details.photo)
                : (photos?.card ?? participant.baby_details.photo)
            }
            alt={t.participants.photoOf(name)}
          />
        </button>
        <h2 id="participant-detail-title" className="detail__name">
          {name}
        </h2>
        <p className="muted">
          {[
            participant.baby_details.age_months !== null && t.detail.age(participant.baby_details.age_months),
            t.detail.from(participant.city, participant.country),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="detail__stats">
          <strong>{rank !== null ? ordinal(rank) : t.participants.unranked}</strong>
          <span>{t.participants.votes(participant.vote_count ?? participant.votes ?? 0)}</span>
        </p>
        {participant.vote_code && (
          <>
            <p className="detail__code">
              {t.detail.voteCode} <strong>{participant.vote_code}</strong>
            </p>
            <PhoneVotes code={participant.vote_code} channels={channels} />
          </>
        )}
        {participant.baby_details.bio && <p className="detail__bio">{participant.baby_details.bio}</p>}
        <div className="modal__actions">
          {ended ? (
            <button type="button" className="button button--primary" disabled>
              {t.participants.ended}
            </button>
          ) : (
            <Link className="button button--primary" to={`/vote/${contestId}/${participantId}`}>
              {t.detail.vote}
            </Link>
          )}
          <button
            type="button"
            className="button"
            onClick={() =>
              void shareVoteLink(
                name,
                participant.vote_code,
                smsShareLine(channels, participant.vote_code),
                votePath,
              ).then(setNotice)
            }
          >
            {t.detail.share}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t.detail.close}
          </button>
        </div>
        {notice && (
          <p className="detail__notice" role="status">
            {notice}
          </p>
        )}
        <CommentsWidget participantId={participantId} />
      </>
    );
  } else if (isPending) {
    body = <LoadingState label={t.detail.loading} />;
  } else if (isError) {
    body = (
      <div className="state">
        <h2 id="participant-detail-title">{t.detail.notFound}</h2>
        <button type="button" className="button button--primary" onClick={onClose}>
          {t.detail.back}
        </button>
      </div>
    );
  }

  return (
    <Modal labelledBy="participant-detail-title" onClose={onClose} className="detail">
      {body}
    </Modal>
  );
}
