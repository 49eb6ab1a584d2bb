import type { components } from '@contracts/api-schema';
import { Link } from 'react-router-dom';
import { ShareActions } from '@/components/share-actions';
import { voting as VOTING_TEXT } from '@/messages/voting';
import type { FreeVoteState } from '../hooks/use-free-vote';

const t = VOTING_TEXT.freeVote;
const HELD = VOTING_TEXT.held;
const RADIUS = 34;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

const clock = (seconds: number) => {
  const hours = Math.floor(seconds / 3_600);
  const rest = `${String(Math.floor((seconds % 3_600) / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
};

/** The cooldown as a ring filling up towards the next free vote. */
function CooldownRing({ secondsLeft, progress }: { secondsLeft: number; progress: number }) {
  return (
    <div className="cooldown" role="timer" aria-label={`${t.waiting} ${clock(secondsLeft)}`}>
      <svg className="cooldown__ring" viewBox="0 0 80 80" aria-hidden="true">
        <circle className="cooldown__track" cx="40" cy="40" r={RADIUS} />
        <circle
          className="cooldown__progress"
          cx="40"
          cy="40"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - progress)}
        />
      </svg>
      <div className="cooldown__text">
        <span className="cooldown__label">{t.waiting}</span>
        <span className="cooldown__value">{clock(secondsLeft)}</span>
      </div>
    </div>
  );
}

interface FreeVoteCardProps {
  state: FreeVoteState;
  contestOver: boolean;
  secondsLeft: number;
  progress: number;
  error: string | null;
  justVoted: boolean;
  /** The vote just cast is held for checking: said so, with why and what happens next, instead of thanks. */
  held: boolean;
  receipt: components['schemas']['VoteReceiptResponse'] | null;
  /** The thanks after a counted vote (« Merci ! Moussa passe 3e »), shown with a share button; null: none. */
  thanks: string | null;
  /** The page to share and its message, offered with the thanks. */
  share: { path: string; text: string };
  onDismissThanks: () => void;
  /** Where the button's form posts without JavaScript (the page without script's vote); with it, `onVote`. */
  action: string;
  onVote: () => void;
}

/** Where a receipt is checked: /verifier with its number and fingerprint filled in. */
const verifyUrl = ({ ledger_id, leaf_hash }: components['schemas']['VoteReceiptResponse']) =>
  `/verifier?${new URLSearchParams({ recu: String(ledger_id), empreinte: leaf_hash })}`;

/**
 * The free-vote button: contest over, available (also before the page's code has taken it over: its form
 * then posts to the page without script), voting, or waiting with the cooldown ring; once voted, the
 * thanks with the place reached and a share button (seen on a phone too, where the card is a bar at the
 * bottom), the vote's receipt and the way to check it, under the button's place.
 */
export function FreeVoteCard({
  state,
  contestOver,
  secondsLeft,
  progress,
  error,
  justVoted,
  held,
  receipt,
  thanks,
  share,
  onDismissThanks,
  action,
  onVote,
}: FreeVoteCardProps) {
  const heldNow = justVoted && held;
  const thanked = !heldNow && !contestOver && thanks !== null;
  return (
    <section className="free-vote card" aria-labelledby="free-vote-title">
      <h2 id="free-vote-title" className="free-vote__title">
        {t.title}
      </h2>
      {contestOver ? (
        <button type="button" className="button button--primary free-vote__button" disabled>
          {t.contestOver}
        </button>
      ) : state === 'waiting' ? (
        <CooldownRing secondsLeft={secondsLeft} progress={progress} />
      ) : (
        <form
          method="post"
          action={action}
          onSubmit={(event) => {
            event.preventDefault();
            onVote();
          }}
        >
          <button type="submit" className="button button--primary free-vote__button" disabled={state === 'voting'}>
            {state === 'voting' ? t.voting : t.vote}
          </button>
        </form>
      )}
      {heldNow ? (
        <div className="free-vote__held" role="status">
          <p>
            <strong>{HELD.title}</strong>
          </p>
          <p>{HELD.why}</p>
          <p>{HELD.when}</p>
        </div>
      ) : (
        !contestOver && (
          <p className={`free-vote__hint${thanked ? ' free-vote__hint--thanks' : ''}`} role="status">
            {thanked ? thanks : t.hint}
          </p>
        )
      )}
      {thanked && (
        <div className="free-vote__share">
          <ShareActions path={share.path} text={share.text} compact />
          <button type="button" className="free-vote__dismiss" aria-label={t.closeThanks} onClick={onDismissThanks}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
      {justVoted && receipt && (
        <p className="free-vote__receipt">
          {t.receipt(receipt.ledger_id)}{' '}
          <Link to={verifyUrl(receipt)} aria-label={t.verifyReceipt(receipt.ledger_id)}>
            {t.verify}
          </Link>
        </p>
      )}
      {error && (
        <p className="free-vote__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
