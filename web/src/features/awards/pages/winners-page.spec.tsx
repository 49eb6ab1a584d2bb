import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render-page';
import { WinnersPage } from './winners-page';

/** 17 closed contests; contest n ended on day n, so the newest has the highest id. */
const CONTESTS = Array.from({ length: 17 }, (_, index) => ({
  id: index + 1,
  title: `Concours ${index + 1}`,
  status: 'closed',
  end_date: `2026-03-${String(index + 1).padStart(2, '0')}T18:00:00Z`,
}));

/** Contest 9 gave the biggest prizes, contest 16 the next biggest. */
const firstPrize = (contestId: number) => (contestId === 9 ? 500_000 : contestId === 16 ? 300_000 : 100_000);

const winnersOf = (contestId: number) =>
  [1, 2, 3].map((position) => ({
    id: contestId * 10 + position,
    contest: contestId,
    contest_title: `Concours ${contestId}`,
    contest_end_date: CONTESTS[contestId - 1].end_date,
    position,
    rank: position,
    votes: 100 - position * 10,
    prize: position === 1 ? firstPrize(contestId) : 50_000 / (position - 1),
    participant: contestId * 100 + position,
    baby_name: `Bébé ${contestId}-${position}`,
    participant_name: 'Fatou N.',
    photo_url: '',
    country: 'Sénégal',
    participant_data: { user: 1, user_id: 1 },
    user: 1,
    user_id: 1,
    awarded_at: CONTESTS[contestId - 1].end_date,
  }));

const page = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  total_pages: 1,
  current_page: 1,
  page_size: 10,
  results,
});

/** The API of the podium; the winners' answers wait until `release()` when `hold` is set. */
function stubPodiumApi({ hold = false } = {}) {
  const waiting: (() => void)[] = [];
  const fetch = stubApi({
    'GET /api/contests/list-winners/totals': { contests: 17, winners: 51, prizes: 3_400_000 },
    'GET /api/contests/contests': [...CONTESTS].reverse(),
    'GET /api/contests/list-winners': (request: Request) => {
      const contestId = Number(new URL(request.url).searchParams.get('contest'));
      const answer = () => json(page(winnersOf(contestId)));
      return hold ? new Promise<Response>((resolve) => waiting.push(() => resolve(answer()))) : answer();
    },
  });
  const winnerRequests = () =>
    fetch.mock.calls
      .map(([input]) => new URL((input as Request).url))
      .filter((url) => url.pathname === '/api/contests/list-winners')
      .map((url) => Number(url.searchParams.get('contest')));
  return { winnerRequests, release: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

const podiumTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('WinnersPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the totals: contests, winners and francs distributed', async () => {
    stubPodiumApi();
    renderPage(<WinnersPage />, { path: '/gagnants' });
    expect(await screen.findByText('3 400 000 F CFA')).toBeInTheDocument();
    expect(screen.getByText('17')).toBeInTheDocument();
    expect(screen.getByText('51')).toBeInTheDocument();
  });

  it('reads the 15 most recent closed contests 3 at a time, newest first', async () => {
    const api = stubPodiumApi({ hold: true });
    renderPage(<WinnersPage />, { path: '/gagnants' });

    await waitFor(() => expect(api.winnerRequests()).toEqual([17, 16, 15]));
    api.release();
    await screen.findByRole('heading', { name: 'Concours 17' });
    await waitFor(() => expect(api.winnerRequests()).toHaveLength(6));
    expect(api.winnerRequests().slice(3)).toEqual([14, 13, 12]);

    for (let batch = 3; batch <= 5; batch += 1) {
      api.release();
      await waitFor(() => expect(api.winnerRequests()).toHaveLength(Math.min(batch * 3, 15)));
    }
    api.release();
    await screen.findByRole('heading', { name: 'Concours 3' }, { timeout: 5000 });
    expect(api.winnerRequests()).toEqual([17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(podiumTitles()).toEqual([17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((id) => `Concours ${id}`));
  });

  it('shows the three latest under "Récents" and the biggest prizes first under "Plus gros lots"', async () => {
    stubPodiumApi();
    renderPage(<WinnersPage />, { path: '/gagnants' });
    await screen.findByRole('heading', { name: 'Concours 3' }, { timeout: 5000 });

    await userEvent.click(screen.getByRole('tab', { name: 'Récents' }));
    expect(podiumTitles()).toEqual(['Concours 17', 'Concours 16', 'Concours 15']);

    await userEvent.click(screen.getByRole('tab', { name: 'Plus gros lots' }));
    expect(screen.getByRole('tab', { name: 'Plus gros lots' })).toHaveAttribute('aria-selected', 'true');
    expect(podiumTitles().slice(0, 3)).toEqual(['Concours 9', 'Concours 16', 'Concours 17']);
  });

  it('opens a winner in a dialog with the facts of the win', async () => {
    stubPodiumApi();
    renderPage(<WinnersPage />, { path: '/gagnants' });
    await userEvent.click(await screen.findByRole('button', { name: 'Voir Bébé 17-2, 2e place' }));

    const dialog = screen.getByRole('dialog', { name: 'Bébé 17-2' });
    expect(within(dialog).getByText('2e prix')).toBeInTheDocument();
    expect(within(dialog).getByText('50 000 F CFA')).toBeInTheDocument();
    expect(within(dialog).getByText('Concours 17')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Voir sa page' })).toHaveAttribute('href', '/vote/17/1702');
  });

  it('says so when no contest has winners yet', async () => {
    stubApi({
      'GET /api/contests/list-winners/totals': { contests: 0, winners: 0, prizes: 0 },
      'GET /api/contests/contests': [],
    });
    renderPage(<WinnersPage />, { path: '/gagnants' });
    expect(await screen.findByText('Aucun gagnant pour le moment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les concours' })).toHaveAttribute('href', '/concours');
    expect(screen.getByRole('link', { name: 'Lire les témoignages' })).toHaveAttribute('href', '/temoignages-publics');
  });
});
