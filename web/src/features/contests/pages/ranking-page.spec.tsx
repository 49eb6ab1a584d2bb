import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render-page';
import { RankingPage } from './ranking-page';

const liveFeeds = vi.hoisted(() => [] as (number | null)[]);
const feed = vi.hoisted((): { status: 'live' | 'offline' } => ({ status: 'live' }));
vi.mock('@/lib/live-ranking', () => ({
  useLiveRanking: (contestId: number | null) => {
    liveFeeds.push(contestId);
    return {
      ranking: null,
      total: 0,
      version: -1,
      highlighted: new Set(),
      status: feed.status,
      resync: () => undefined,
    };
  },
}));

const SHA = 'a'.repeat(64);
const KEY = 'b'.repeat(64);

const page = (names: [string, number, string?, string?][]) => ({
  count: names.length,
  next: null,
  previous: null,
  total_pages: 1,
  current_page: 1,
  page_size: 200,
  version: 1,
  results: names.map(([name, votes, city = 'Dakar', code], index) => ({
    rank: index + 1,
    participant_id: index + 1,
    secure_id: `s${index + 1}`,
    baby_name: name,
    photo_url: '',
    vote_count: votes,
    city,
    vote_code: code ?? `${1000 + index}`,
  })),
});

const DOSSIER_VERSION = {
  version: 2,
  created_at: '2026-11-20T10:30:00Z',
  leaves: 120,
  tree_size: 4000,
  file_sha256: SHA,
  file_url: '/api/contests/contests/4/results/dossier.json?version=2',
  pdf_url: '/api/contests/contests/4/results/dossier.pdf?version=2',
};

function openRanking(status: 'open' | 'closed', { dossier = false, entry = '/concours/4/classement' } = {}) {
  liveFeeds.length = 0;
  const api = stubApi({
    'GET /api/contests/contests/4': { id: 4, title: 'Concours Mixte', status, end_date: '2099-01-01T00:00:00Z' },
    'GET /api/contests/contests/4/ranking': page([
      ['Awa', 300],
      ['Moussa', 120],
    ]),
    'GET /api/contests/contests/4/ranking/free': page([
      ['Moussa', 90],
      ['Awa', 40],
    ]),
    'GET /api/contests/contests/4/results': dossier
      ? { contest_id: 4, key_fingerprint: KEY, latest: DOSSIER_VERSION, versions: [DOSSIER_VERSION] }
      : json({ detail: 'Le dossier de résultats de ce concours n’est pas encore prêt.' }, 404),
  });
  renderPage(<RankingPage />, { path: '/concours/:contestId/classement', entry });
  return api;
}

const names = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the ranking page', () => {
  afterEach(() => {
    feed.status = 'live';
    vi.useRealTimers();
    onlineManager.setOnline(true);
  });

  it('keeps its promise while the live feed is down: read again every 30 s, and as soon as the connection is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    feed.status = 'offline';
    const api = openRanking('open');
    expect(await screen.findByText('Hors ligne : classement actualisé toutes les 30 s')).toBeInTheDocument();
    const reads = () => api.calls('GET', '/api/contests/contests/4/ranking').length;
    await vi.waitFor(() => expect(reads()).toBe(1));

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await vi.waitFor(() => expect(reads()).toBe(2));

    act(() => onlineManager.setOnline(false));
    act(() => onlineManager.setOnline(true));
    await vi.waitFor(() => expect(reads()).toBe(3));
  });

  it('finds a participant among the same first names by city or vote code, each line showing its city', async () => {
    stubApi({
      'GET /api/contests/contests/4': {
        id: 4,
        title: 'Concours Mixte',
        status: 'open',
        end_date: '2099-01-01T00:00:00Z',
      },
      'GET /api/contests/contests/4/ranking': page([
        ['Awa', 300, 'Dakar', '4821'],
        ['Moussa', 120, 'Saint-Louis', '7310'],
        ['Awa', 90, 'Thiès', '51930'],
      ]),
    });
    renderPage(<RankingPage />, { path: '/concours/:contestId/classement', entry: '/concours/4/classement' });
    await screen.findByText('Moussa');
    expect(names()).toEqual(['1erAAwaDakar300 votes', '2eMMoussaSaint-Louis120 votes', '3eAAwaThiès90 votes']);
    const search = screen.getByRole('searchbox', { name: 'Rechercher un prénom, une ville ou un code de vote' });

    await userEvent.type(search, 'awa');
    await vi.waitFor(() => expect(names()).toEqual(['1erAAwaDakar300 votes', '3eAAwaThiès90 votes']));
    expect(screen.getByText('2 participants trouvés sur 3')).toHaveAttribute('role', 'status');

    await userEvent.type(search, ' thies');
    await vi.waitFor(() => expect(names()).toEqual(['3eAAwaThiès90 votes']));

    await userEvent.clear(search);
    await userEvent.type(search, '51 9');
    await vi.waitFor(() => expect(names()).toEqual(['3eAAwaThiès90 votes']));

    await userEvent.clear(search);
    await userEvent.type(search, 'Zeinab');
    expect(await screen.findByText('Aucun participant ne correspond à « Zeinab ».')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('reads the ranking once while the live feed is up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = openRanking('open');
    await screen.findByText('En direct');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.calls('GET', '/api/contests/contests/4/ranking')).toHaveLength(1);
  });

  it('shows every vote by default, live, and the free votes only once chosen, without the live feed', async () => {
    const api = openRanking('open');
    await screen.findByText('Awa');
    expect(screen.getByRole('radio', { name: 'Tous les votes' })).toBeChecked();
    expect(names()[0]).toContain('Awa');
    expect(screen.getByText('En direct')).toBeInTheDocument();
    expect(liveFeeds).toContain(4);

    liveFeeds.length = 0;
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Votes gratuits seulement' }));
    expect(await screen.findByText('Classement des votes gratuits : les packs payés n’y comptent pas.')).toBeVisible();
    await vi.waitFor(() => expect(names()[0]).toContain('Moussa'));
    expect(names()[0]).toContain('90 votes');
    expect(screen.queryByText('En direct')).not.toBeInTheDocument();
    expect(liveFeeds).toEqual([]);
    expect(api.calls('GET', '/api/contests/contests/4/ranking/free')[0]?.searchParams.get('page_size')).toBe('200');
    // An open contest has no dossier: it is not even asked for.
    expect(api.calls('GET', '/api/contests/contests/4/results')).toEqual([]);
  });

  it('opens on the free votes from a shared address', async () => {
    openRanking('open', { entry: '/concours/4/classement?votes=gratuits' });
    await screen.findByRole('heading', { name: 'Classement — Concours Mixte' });
    expect(screen.getByRole('radio', { name: 'Votes gratuits seulement' })).toBeChecked();
    await vi.waitFor(() => expect(names()[0]).toContain('Moussa'));
  });

  it("offers a closed contest's results dossier: version, downloads, hashes and the way to check it", async () => {
    openRanking('closed', { dossier: true });
    const dossier = await screen.findByRole('region', { name: 'Dossier de résultats' });
    expect(within(dossier).getByText(/^Version 2 du 20 novembre 2026/)).toBeInTheDocument();
    expect(within(dossier).getByRole('link', { name: 'Télécharger le PDF' })).toHaveAttribute(
      'href',
      DOSSIER_VERSION.pdf_url,
    );
    expect(within(dossier).getByRole('link', { name: 'Télécharger le fichier des votes (JSON)' })).toHaveAttribute(
      'href',
      DOSSIER_VERSION.file_url,
    );
    expect(within(dossier).getByText(SHA)).toBeInTheDocument();
    expect(within(dossier).getByText(KEY)).toBeInTheDocument();
    expect(within(dossier).getByRole('link', { name: 'Vérifier ce dossier' })).toHaveAttribute('href', '/verifier');
    expect(screen.queryByText('En direct')).not.toBeInTheDocument();
  });

  it('shows nothing of a dossier not made yet, and no error', async () => {
    const api = openRanking('closed');
    await screen.findByText('Awa');
    await vi.waitFor(() => expect(api.calls('GET', '/api/contests/contests/4/results')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Dossier de résultats' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).not.toContain('Vérifier ce dossier');
  });
});
