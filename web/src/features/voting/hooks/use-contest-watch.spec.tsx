import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Participant } from '@/lib/api/participants/get-participant';
import { authStore } from '@/lib/auth-store';
import { fakeAccessToken } from '@/test/factories';
import { CONTEST_WATCH_MS, useContestWatch } from './use-contest-watch';

const NOW = new Date('2026-11-22T10:00:00Z');

const known = (overrides: Partial<Participant['contest_details']> = {}): Participant['contest_details'] => ({
  id: 3,
  title: 'Concours Filles',
  status: 'open',
  start_date: '2026-11-01T00:00:00Z',
  end_date: '2026-11-22T11:00:00Z',
  prize: 100_000,
  second_prize: 50_000,
  third_prize: 25_000,
  ...overrides,
});

const PRIZE = {
  can_claim: true,
  rank: 1,
  message: 'Vous pouvez récupérer votre lot.',
  winner_id: 12,
  prize: 100_000,
  claim_deadline: '2026-12-22T10:00:00Z',
  claim: null,
};

/** The contest as the API reads it (status and end date changeable), and the parent's prize once recorded. */
function stubWatchedContest(read = known()) {
  const contest = { ...read };
  let winnersRecorded = false;
  const fetch = stubApi({
    'GET /api/contests/contests/3': () => json(contest),
    'GET /api/contests/getmyprize/can-claim': () =>
      winnersRecorded ? json(PRIZE) : json({ detail: "Ce concours n'existe pas" }, 404),
  });
  const calls = (path: string) =>
    fetch.mock.calls.filter(([input]) => new URL((input as Request).url).pathname === path).length;
  return {
    close() {
      contest.status = 'closed';
      winnersRecorded = true;
    },
    contestReads: () => calls('/api/contests/contests/3'),
    prizeChecks: () => calls('/api/contests/getmyprize/can-claim'),
  };
}

function watch(contest = known()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useContestWatch(contest), { wrapper });
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useContestWatch', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    authStore.clear();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reads the contest every 120 s and, once it is closed, finds the parent’s prize', async () => {
    authStore.save(fakeAccessToken(7));
    const api = stubWatchedContest();
    const { result } = watch();
    await waitFor(() => expect(api.contestReads()).toBe(1));
    expect(result.current.finished).toBe(false);
    expect(api.prizeChecks()).toBe(0);

    api.close();
    await wait(CONTEST_WATCH_MS - 1_000);
    expect(api.contestReads()).toBe(1);
    await wait(1_000);
    await waitFor(() => expect(result.current.finished).toBe(true));
    expect(api.contestReads()).toBe(2);
    await waitFor(() => expect(result.current.prize).toEqual(PRIZE));
    expect(api.prizeChecks()).toBe(1);
  });

  it('counts the contest finished once its end date passed, and checks again when it is seen closed', async () => {
    authStore.save(fakeAccessToken(7));
    const contest = known({ end_date: '2026-11-22T10:01:00Z' });
    const api = stubWatchedContest(contest);
    const { result } = watch(contest);
    await waitFor(() => expect(api.contestReads()).toBe(1));
    expect(result.current.finished).toBe(false);

    await wait(CONTEST_WATCH_MS);
    await waitFor(() => expect(result.current.finished).toBe(true));
    await waitFor(() => expect(api.prizeChecks()).toBe(1));
    expect(result.current.prize).toBeNull();

    api.close();
    await wait(CONTEST_WATCH_MS);
    await waitFor(() => expect(result.current.prize).toEqual(PRIZE));
    expect(api.prizeChecks()).toBe(2);
  });

  it('never checks a visitor for a prize', async () => {
    const api = stubWatchedContest();
    api.close();
    const { result } = watch(known({ status: 'closed' }));
    await waitFor(() => expect(result.current.finished).toBe(true));
    await wait(CONTEST_WATCH_MS);
    expect(api.prizeChecks()).toBe(0);
    expect(result.current.prize).toBeNull();
  });
});
