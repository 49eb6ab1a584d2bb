import { ApiError, errorMessage } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contestKeys } from '@/lib/api/contests/contest-keys';
import type { Participant } from '@/lib/api/participants/get-participant';
import { participantKeys } from '@/lib/api/participants/participant-keys';
import { voting as VOTING_TEXT } from '@/messages/voting';

/** An accepted free vote and, on this device's clock (epoch ms), when the next one is allowed. */
export type FreeVote = components['schemas']['FreeVoteResponse'] & { nextVoteAt: number };

/** A refused free vote: its French message, and for a 429 when the next free vote is allowed. */
export class VoteError extends ApiError {
  constructor(
    status: number,
    message: string,
    body: unknown,
    /** Epoch milliseconds, from the server's answer (next_vote_at, else retry_after or Retry-After). */
    readonly nextVoteAt: number | null,
  ) {
    super(status, message, body);
    this.name = 'VoteError';
  }
}

const t = VOTING_TEXT.voteErrors;

function voteErrorMessage(status: number, body: unknown): string {
  const detail = errorMessage(body, '');
  if (status === 429) return detail || t.cooldown;
  if (status === 401) return t.unauthorized;
  if (status === 404) return t.notFound;
  if (status === 403) return t.forbidden;
  if (/already voted/i.test(detail)) return t.alreadyVoted;
  return detail || t.generic;
}

/** Past this gap with the server's Date header (whole seconds, plus the trip), this device's clock is off. */
const CLOCK_TOLERANCE_MS = 5_000;

/** A time of the server on this device's clock, so that a wrong clock still counts down the server's wait. */
function onDeviceClock(serverTime: number, response: Response): number {
  const serverNow = Date.parse(response.headers.get('Date') ?? '');
  const offset = Number.isFinite(serverNow) ? serverNow - Date.now() : 0;
  return Math.abs(offset) > CLOCK_TOLERANCE_MS ? serverTime - offset : serverTime;
}

function nextVoteAtOf(response: Response, body: unknown): number | null {
  const refusal = body as { next_vote_at?: unknown; retry_after?: unknown } | undefined;
  const at = typeof refusal?.next_vote_at === 'string' ? Date.parse(refusal.next_vote_at) : NaN;
  if (Number.isFinite(at)) return onDeviceClock(at, response);
  const seconds =
    typeof refusal?.retry_after === 'number' ? refusal.retry_after : Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Date.now() + seconds * 1000 : null;
}

/** POST /api/contests/participants/{id}/vote, replay-safe through its Idempotency-Key. */
export async function voteForParticipant(participantId: number, idempotencyKey: string): Promise<FreeVote> {
  const result = await api.POST('/api/contests/participants/{id}/vote', {
    params: { path: { id: participantId }, header: { 'Idempotency-Key': idempotencyKey } },
  });
  const data = result.data;
  if (result.response.ok && data) {
    return { ...data, nextVoteAt: onDeviceClock(Date.parse(data.next_vote_at), result.response) };
  }
  const status = result.response.status;
  throw new VoteError(
    status,
    voteErrorMessage(status, result.error),
    result.error,
    status === 429 ? nextVoteAtOf(result.response, result.error) : null,
  );
}

/** Attempts of one click when the network fails, all with the click's Idempotency-Key. */
const NETWORK_ATTEMPTS = 3;

/**
 * A free vote; the variable is the click's Idempotency-Key, so a retried request (lost answer, flaky
 * network) is the same vote, never a second one. The participant's cached count takes the new count,
 * and the lists of its contest that show counts (participants, ranking) are read again when next shown.
 */
export function useVoteForParticipant(participantId: number) {
  const queryClient = useQueryClient();
  return useMutation<FreeVote, Error, string>({
    mutationFn: (idempotencyKey) => voteForParticipant(participantId, idempotencyKey),
    retry: (failures, error) => !(error instanceof ApiError) && failures < NETWORK_ATTEMPTS - 1,
    onSuccess: (answer) => {
      queryClient.setQueryData<Participant>(participantKeys.detail(participantId), (current) =>
        current ? { ...current, vote_count: answer.vote_count, votes: answer.vote_count } : current,
      );
      void queryClient.invalidateQueries({ queryKey: contestKeys.participants(answer.contest) });
      void queryClient.invalidateQueries({ queryKey: contestKeys.ranking(answer.contest) });
    },
  });
}
