import { makeContest } from '@bebe-star/web-common/test/fixtures';
import { createQueryClient } from '@bebe-star/web-common/query-client';
import { hydrate } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { createRouter } from '@/app/router';
import { readServerState } from '@/app/server-state';
import { render } from '@/entry-server';
import type { Contest } from '@/lib/api/contests/get-contest';
import type { VotePack } from '@/lib/api/payments/get-vote-packs';
import { TEST_SETTINGS } from '@/test/site-settings';

const CONTESTS: Contest[] = [
  // Near midnight: 22 November in UTC, 23 November in Douala.
  makeContest({ end_date: '2026-12-22T23:30:00.000Z' }),
];

const pack = (overrides: Partial<VotePack>): VotePack => ({
  id: 1,
  name: 'Pack Boost',
  description: '',
  votes_count: 60,
  price: 2000,
  promotion_price: 1500,
  promotion_start_date: '2026-11-20T00:00:00Z',
  promotion_end_date: '2026-11-25T00:00:10Z',
  promotion_description: '',
  is_promotion_active: true,
  current_price: 1500,
  discount_percentage: 25,
  promotion_status: 'active',
  created_at: '2026-11-01T00:00:00Z',
  ...overrides,
});

/** An active promotion ending on 25 November, and one starting on 24 November. */
const PACKS: VotePack[] = [
  pack({ id: 1 }),
  pack({
    id: 2,
    name: 'Pack Star',
    price: 5000,
    current_price: 5000,
    promotion_price: 4000,
    promotion_start_date: '2026-11-24T00:00:10Z',
    promotion_end_date: '2026-11-30T00:00:00Z',
    is_promotion_active: false,
    discount_percentage: 0,
    promotion_status: 'upcoming',
  }),
];

const ANSWERS: Record<string, unknown> = {
  '/api/settings': TEST_SETTINGS,
  '/api/contests/contests/in-progress': CONTESTS,
  '/api/payments/packs': PACKS,
  '/api/contests/feedback': {
    count: 0,
    next: null,
    previous: null,
    total_pages: 1,
    current_page: 1,
    page_size: 6,
    results: [],
  },
};

/** The API as the render reaches it: its answers above, a 404 for anything else. */
function transport(request: Request): Promise<Response> {
  const answer = ANSWERS[new URL(request.url).pathname.replace(/\/$/, '')];
  return Promise.resolve(
    answer === undefined
      ? new Response(JSON.stringify({ detail: 'Introuvable' }), { status: 404 })
      : new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }),
  );
}

let root: Root | null = null;

/**
 * Renders `/` on the server (in UTC) at `serverAt`, puts it in the document, then takes it over at
 * `browserAt` in Douala as main.tsx does; returns the page the server sent and what React reported as recoverable errors
 * (hydration mismatches among them).
 */
async function renderThenHydrate(serverAt: string, browserAt: string): Promise<{ sent: string; errors: unknown[] }> {
  vi.stubEnv('TZ', 'UTC');
  vi.setSystemTime(new Date(serverAt));
  const page = await render(new Request('http://localhost/'), transport);
  expect(page.status).toBe(200);
  const sent = page.root ?? '';
  document.body.innerHTML = sent;

  vi.stubEnv('TZ', 'Africa/Douala');
  vi.setSystemTime(new Date(browserAt));
  const state = readServerState();
  const queryClient = createQueryClient();
  if (state) hydrate(queryClient, state.queries);
  const router = await createRouter(queryClient, state?.router);
  const errors: unknown[] = [];
  await act(() => {
    root = hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <App queryClient={queryClient} router={router} fromServer />,
      { onRecoverableError: (error) => errors.push(error) },
    );
    return Promise.resolve();
  });
  return { sent, errors };
}

describe('the home page rendered on the server, then taken over by a browser in Douala with a later clock', () => {
  beforeAll(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });
  afterAll(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('is taken over a minute later without a mismatch, then counts down on the browser’s clock', async () => {
    const { sent, errors } = await renderThenHydrate('2026-11-22T10:00:30Z', '2026-11-22T10:01:30Z');
    expect(sent).toContain('2j 13h 59m restants');
    expect(sent).toContain('Commence dans 1j 13h 59m');
    expect(errors).toEqual([]);
    expect(await screen.findByText('2j 13h 58m restants')).toBeInTheDocument();
    expect(screen.getByText('Commence dans 1j 13h 58m')).toBeInTheDocument();
  });

  it('is taken over across midnight in Douala without a mismatch', async () => {
    const { sent, errors } = await renderThenHydrate('2026-11-22T22:59:40Z', '2026-11-22T23:00:40Z');
    expect(sent).toContain('2j 1h 0m restants');
    expect(sent).toContain('Fin le 22 décembre 2026');
    expect(errors).toEqual([]);
    expect(await screen.findByText('2j 0h 59m restants')).toBeInTheDocument();
    expect(screen.getByText('Fin le 23 décembre 2026')).toBeInTheDocument();
  });

  it('is taken over across midnight in UTC without a mismatch', async () => {
    const { sent, errors } = await renderThenHydrate('2026-11-22T23:59:40Z', '2026-11-23T00:00:40Z');
    expect(sent).toContain('2j 0h 0m restants');
    expect(errors).toEqual([]);
    expect(await screen.findByText('1j 23h 59m restants')).toBeInTheDocument();
    expect(screen.getByText('Commence dans 0j 23h 59m')).toBeInTheDocument();
  });

  it.each([
    ['in Douala', '2026-12-31T22:59:40Z', '2026-12-31T23:00:40Z'],
    ['in UTC', '2026-12-31T23:59:40Z', '2027-01-01T00:00:40Z'],
  ])('is taken over across New Year %s without a mismatch', async (_, serverAt, browserAt) => {
    const { errors } = await renderThenHydrate(serverAt, browserAt);
    expect(errors).toEqual([]);
    expect(screen.getAllByText('Terminé')).toHaveLength(1);
  });
});
