import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { createChallenge } from 'altcha-lib/v1';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contestKeys } from '@/lib/api/contests/contest-keys';
import { participantQuery } from '@/lib/api/participants/get-participant';
import { makeParticipant } from '@/test/factories';
import { useVoteForParticipant } from './vote-for-participant';

function renderVote(queryClient: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useVoteForParticipant(7), { wrapper });
}

describe('useVoteForParticipant', () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives the participant everyone reads the new count and marks its contest's lists stale", async () => {
    const queryClient = new QueryClient();
    const participant = makeParticipant({ vote_count: 41, votes: 41 });
    queryClient.setQueryData(participantQuery(7).queryKey, participant);
    queryClient.setQueryData(contestKeys.participants(1), [participant]);
    queryClient.setQueryData(contestKeys.ranking(1), []);
    queryClient.setQueryData(contestKeys.participants(2), []);
    stubApi({
      'POST /api/contests/participants/7/vote': json(
        { id: 1, participant: 7, contest: 1, vote_count: 42, next_vote_at: '2026-11-22T10:10:00Z', detail: 'Merci' },
        201,
      ),
    });

    const { result } = renderVote(queryClient);
    act(() => result.current.mutate('click-1'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    expect(queryClient.getQueryData(participantQuery(7).queryKey)).toMatchObject({ vote_count: 42, votes: 42 });
    expect(queryClient.getQueryState(contestKeys.participants(1))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(contestKeys.ranking(1))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(contestKeys.participants(2))?.isInvalidated).toBe(false);
  });

  it("solves the challenge of a new phone's first vote by itself and sends the same vote again with it", async () => {
    const challenge = await createChallenge({ hmacKey: 'clé-de-test', maxnumber: 500 });
    const sent: { key: string | null; proof: boolean }[] = [];
    stubApi({
      'POST /api/contests/participants/7/vote': (request: Request) => {
        const proof = request.headers.get('X-Proof-Of-Work');
        sent.push({ key: request.headers.get('Idempotency-Key'), proof: proof !== null });
        if (!proof) {
          return json({ detail: 'Premier vote depuis cet appareil…', code: 'proof_of_work_required', challenge }, 429);
        }
        expect(JSON.parse(atob(proof))).toMatchObject({ signature: challenge.signature });
        return json(
          { id: 2, participant: 7, contest: 1, vote_count: 5, next_vote_at: '2026-11-22T10:10:00Z', detail: 'Merci' },
          201,
        );
      },
    });

    const { result } = renderVote(new QueryClient());
    act(() => result.current.mutate('click-2'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ vote_count: 5 });
    expect(sent).toEqual([
      { key: 'click-2', proof: false },
      { key: 'click-2', proof: true },
    ]);
  });
});
