import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, errorMessage } from '../../../lib/api-client';
import { voting as VOTING_TEXT } from '../../../messages/voting';
import { type Participant, participantQuery } from './get-participant';

/** The answer to a free vote (not typed in the API document). */
export interface FreeVoteAnswer {
  id: number;
  participant: number;
  contest: number;
  vote_count: number;
  next_vote_at: string;
  detail: string;
}

/** A refused free vote: its French message, and for a 429 how long to wait before the next one. */
export class VoteError extends ApiError {
  constructor(
    status: number,
    message: string,
    body: unknown,
    readonly retryAfterSeconds: number | null,
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

function retryAfterOf(response: Response, body: unknown): number | null {
  const fromBody = (body as { retry_after?: unknown } | undefined)?.retry_after;
  const seconds = typeof fromBody === 'number' ? fromBody : Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** POST /api/contests/participants/{id}/vote, replay-safe through its Idempotency-Key. */
export async function voteForParticipant(participantId: number, idempotencyKey: string): Promise<FreeVoteAnswer> {
  const result = await api.POST('/api/contests/participants/{id}/vote', {
    params: { path: { id: participantId }, header: { 'Idempotency-Key': idempotencyKey } },
  });
  const data = result.data as FreeVoteAnswer | undefined;
  if (result.response.ok && data) return data;
  const status = result.response.status;
  throw new VoteError(
    status,
    voteErrorMessage(status, result.error),
    result.error,
    status === 429 ? retryAfterOf(result.response, result.error) : null,
  );
}

/** A free vote; the participant's cached vote count takes the server's new count. */
export function useVoteForParticipant(participantId: number) {
  const queryClient = useQueryClient();
  return useMutation<FreeVoteAnswer, VoteError>({
    mutationFn: () => voteForParticipant(participantId, crypto.randomUUID()),
    onSuccess: (answer) => {
      queryClient.setQueryData<Participant>(participantQuery(participantId).queryKey, (current) =>
        current ? { ...current, vote_count: answer.vote_count, votes: answer.vote_count } : current,
      );
    },
  });
}
