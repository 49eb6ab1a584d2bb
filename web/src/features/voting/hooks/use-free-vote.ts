import { useEffect, useState } from 'react';
import { useNow } from '../../../components/countdown';
import { ApiError } from '../../../lib/api-client';
import { voting as VOTING_TEXT } from '../../../messages/voting';
import { useVoteForParticipant } from '../api/vote-for-participant';

/** One free vote per participant every ten minutes. */
export const FREE_VOTE_COOLDOWN_SECONDS = 600;
const POPUP_MS = 4_000;

/** The spec's "last free vote time", kept per contest and participant. */
export const lastFreeVoteKey = (contestId: number, participantId: number) =>
  `last_free_vote_time_${contestId}_${participantId}`;

function readLastVote(key: string): number | null {
  const value = Number(localStorage.getItem(key));
  return value > 0 ? value : null;
}

export type FreeVoteState = 'available' | 'voting' | 'waiting';

/**
 * The free vote of one participant: the request, the cooldown that follows it (from the stored last
 * vote time, or from the server's Retry-After when it refuses) and the messages to show.
 */
export function useFreeVote(contestId: number, participantId: number) {
  const key = lastFreeVoteKey(contestId, participantId);
  const [lastVoteAt, setLastVoteAt] = useState(() => readLastVote(key));
  const [popup, setPopup] = useState<string | null>(null);
  const mutation = useVoteForParticipant(participantId);
  useNow();

  useEffect(() => {
    if (!popup) return;
    const timer = setTimeout(() => setPopup(null), POPUP_MS);
    return () => clearTimeout(timer);
  }, [popup]);

  const remember = (at: number) => {
    localStorage.setItem(key, String(at));
    setLastVoteAt(at);
  };

  /** Votes; `onVoted` receives the server's new vote count. */
  const vote = (onVoted?: (voteCount: number) => void) => {
    setPopup(null);
    mutation.mutate(undefined, {
      onSuccess: (answer) => {
        remember(Date.now());
        onVoted?.(answer.vote_count);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) {
          const wait = error.retryAfterSeconds ?? FREE_VOTE_COOLDOWN_SECONDS;
          remember(Date.now() - (FREE_VOTE_COOLDOWN_SECONDS - wait) * 1000);
          setPopup(error.message);
        }
      },
    });
  };

  // Read at render (re-rendered every second by useNow) so the count starts at once from the vote time.
  const secondsLeft = lastVoteAt
    ? Math.max(0, Math.ceil((lastVoteAt + FREE_VOTE_COOLDOWN_SECONDS * 1000 - Date.now()) / 1000))
    : 0;
  const state: FreeVoteState = mutation.isPending ? 'voting' : secondsLeft > 0 ? 'waiting' : 'available';
  const failed = mutation.isError && !(mutation.error instanceof ApiError && mutation.error.status === 429);
  const error = failed
    ? mutation.error instanceof ApiError
      ? mutation.error.message
      : VOTING_TEXT.voteErrors.generic
    : null;

  return {
    state,
    secondsLeft,
    /** Share of the cooldown already waited, 0 to 1. */
    progress: Math.min(1, Math.max(0, 1 - secondsLeft / FREE_VOTE_COOLDOWN_SECONDS)),
    /** +1 shown on the count while the vote is on its way; gone again if it fails. */
    pendingVotes: mutation.isPending ? 1 : 0,
    justVoted: mutation.isSuccess,
    error,
    popup,
    closePopup: () => setPopup(null),
    vote,
  };
}
