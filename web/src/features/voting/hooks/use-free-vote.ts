import { ApiError, messageOf } from '@bebe-star/web-common/api-errors';
import { useEffect, useState } from 'react';
import { useNow } from '@/components/countdown';
import { useHydrated } from '@/lib/hydrated';
import { voting as VOTING_TEXT } from '@/messages/voting';
import { useVoteForParticipant, VoteError } from '../api/vote-for-participant';

const POPUP_MS = 4_000;

/** The wait before the next free vote, as the server set it: since when, and until when (epoch ms). */
interface Cooldown {
  from: number;
  until: number;
}

/** The spec's stored "last free vote time", kept per contest and participant with the server's next vote time. */
export const freeVoteCooldownKey = (contestId: number, participantId: number) =>
  `last_free_vote_time_${contestId}_${participantId}`;

function readCooldown(key: string): Cooldown | null {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<Cooldown> | null;
    return typeof value?.from === 'number' && typeof value.until === 'number' && value.until > value.from
      ? { from: value.from, until: value.until }
      : null;
  } catch {
    return null;
  }
}

/** The free vote's refusal of an account without a confirmed phone number: it confirms one, then votes. */
const isPhoneRequired = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 403 &&
  (error.body as { code?: unknown } | null)?.code === 'phone_required';

/** `starting`: the page is the server's, its code has not taken it over yet (a click would do nothing). */
export type FreeVoteState = 'starting' | 'available' | 'voting' | 'waiting';

/**
 * The free vote of one participant: the request (one Idempotency-Key per click), the wait that
 * follows it until the `next_vote_at` the server answers (or that its 429 gives), and the messages.
 * The site keeps no cooldown length of its own: the server's rules decide.
 */
export function useFreeVote(contestId: number, participantId: number) {
  const key = freeVoteCooldownKey(contestId, participantId);
  const [stored, setCooldown] = useState(() => readCooldown(key));
  // The wait is kept in this browser's storage: shown once the page is the browser's.
  const hydrated = useHydrated();
  const cooldown = hydrated ? stored : null;
  const [popup, setPopup] = useState<string | null>(null);
  const mutation = useVoteForParticipant(participantId);
  useNow();

  useEffect(() => {
    if (!popup) return;
    const timer = setTimeout(() => setPopup(null), POPUP_MS);
    return () => clearTimeout(timer);
  }, [popup]);

  const waitUntil = (until: number | null) => {
    const from = Date.now();
    if (until === null || !Number.isFinite(until) || until <= from) return;
    localStorage.setItem(key, JSON.stringify({ from, until }));
    setCooldown({ from, until });
  };

  /**
   * Votes; `onVoted` receives the server's new vote count and whether the vote was held for checking,
   * `onPhoneRequired` runs when the account must first confirm a phone number (403 `phone_required`).
   */
  const vote = (onVoted?: (voteCount: number, held: boolean) => void, onPhoneRequired?: () => void) => {
    setPopup(null);
    mutation.mutate(crypto.randomUUID(), {
      onSuccess: (answer) => {
        waitUntil(answer.nextVoteAt);
        onVoted?.(answer.vote_count, answer.status === 'held');
      },
      onError: (error) => {
        if (isPhoneRequired(error)) onPhoneRequired?.();
        if (error instanceof VoteError && error.status === 429) {
          waitUntil(error.nextVoteAt);
          setPopup(error.message);
        }
      },
    });
  };

  // Read at render (re-rendered every second by useNow) so the count starts at once from the vote time.
  const now = Date.now();
  const secondsLeft = cooldown ? Math.max(0, Math.ceil((cooldown.until - now) / 1000)) : 0;
  const state: FreeVoteState = mutation.isPending
    ? 'voting'
    : secondsLeft > 0
      ? 'waiting'
      : hydrated
        ? 'available'
        : 'starting';
  const failed =
    mutation.isError &&
    !(mutation.error instanceof ApiError && mutation.error.status === 429) &&
    !isPhoneRequired(mutation.error);
  const error = failed ? messageOf(mutation.error, VOTING_TEXT.voteErrors.generic) : null;

  return {
    state,
    secondsLeft,
    /** Share of the wait already waited, 0 to 1. */
    progress: cooldown ? Math.min(1, Math.max(0, (now - cooldown.from) / (cooldown.until - cooldown.from))) : 1,
    /** +1 shown on the count while the vote is on its way; gone again if it fails. */
    pendingVotes: mutation.isPending ? 1 : 0,
    justVoted: mutation.isSuccess,
    /** The vote just cast was received but held for checking (202): not counted yet. */
    held: mutation.data?.status === 'held',
    /** The accepted vote's receipt, to check on /verifier once the log has signed it. */
    receipt: mutation.data?.receipt ?? null,
    error,
    popup,
    closePopup: () => setPopup(null),
    vote,
  };
}
