import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { makeParticipant } from '@/test/factories';
import { freeVoteCooldownKey } from '../hooks/use-free-vote';
import { rememberVoteIntent } from '../hooks/vote-intent';
import { VotePage } from './vote-page';

/** What the live feed shows: nothing by default; a test may give it lines (and re-render). */
const live = vi.hoisted(() => ({
  ranking: null as { secure_id: string; baby_name: string; rank: number | null; vote_count: number }[] | null,
  version: -1,
}));
vi.mock('@/lib/live-ranking', () => ({
  useLiveRanking: () => ({
    ranking: live.ranking,
    total: live.ranking?.length ?? 0,
    version: live.version,
    highlighted: new Set(),
    status: live.ranking ? 'live' : 'connecting',
    resync: () => undefined,
  }),
}));

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const BOTH_CHANNELS = { sms: { short_code: '7575', keyword: 'VOTE' }, ussd: { service_code: '*384*7#' } };

/** Answers the participant, packs and (when given) the contest's channels reads; votes get `voteAnswer`. */
function stubApi(voteAnswer: () => Promise<Response>, participant = makeParticipant(), channels?: object) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path.endsWith('/vote')) return voteAnswer();
    if (path === '/api/payments/packs') return Promise.resolve(json([]));
    if (path === '/api/contests/participants/7') return Promise.resolve(json(participant));
    if (channels && path === '/api/contests/contests/1/channels') return Promise.resolve(json(channels));
    return Promise.resolve(json({ detail: 'not found' }, 404));
  });
}

/** Any other page: where the vote page sent the visitor. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

function renderVotePage(path = '/vote/1/7') {
  const router = createMemoryRouter(
    [
      { path: '/vote/:contestId/:participantId', element: <VotePage /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('VotePage', () => {
  beforeEach(() => authStore.save('token'));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    sessionStorage.clear();
    live.ranking = null;
    live.version = -1;
  });

  it('says the parameters are invalid when they are not numbers', () => {
    renderVotePage('/vote/abc/7');
    expect(screen.getByRole('heading', { name: 'Page non trouvée' })).toBeInTheDocument();
    expect(screen.getByText('Les paramètres de la page sont invalides.')).toBeInTheDocument();
  });

  it('is the not-found page when the participant is not in the contest the address names', async () => {
    stubApi(() => Promise.resolve(json({}, 500)));
    renderVotePage('/vote/999/7');
    expect(await screen.findByRole('heading', { name: 'Participant non trouvé' })).toBeInTheDocument();
    expect(screen.getByText("Ce participant n'existe pas ou ne participe plus à ce concours.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voter gratuitement' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('vote-count')).not.toBeInTheDocument();
  });

  it('adds the vote at once and takes it back when the server refuses it', async () => {
    let refuse: (response: Response) => void = () => {};
    stubApi(() => new Promise((resolve) => (refuse = resolve)));
    renderVotePage();
    expect(await screen.findByTestId('vote-count')).toHaveTextContent('41');

    await userEvent.click(screen.getByRole('button', { name: 'Voter gratuitement' }));
    expect(screen.getByTestId('vote-count')).toHaveTextContent('42');
    expect(screen.getByRole('button', { name: 'Vote en cours...' })).toBeDisabled();

    refuse(json({ detail: 'Erreur interne' }, 500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur interne');
    expect(screen.getByTestId('vote-count')).toHaveTextContent('41');
    expect(screen.getByRole('button', { name: 'Voter gratuitement' })).toBeEnabled();
  });

  it('counts down to the next_vote_at the server answers, and keeps it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const nextVoteAt = '2026-11-22T10:10:00.000Z';
    const fetch = stubApi(() =>
      Promise.resolve(
        json({ id: 1, participant: 7, contest: 1, vote_count: 42, next_vote_at: nextVoteAt, detail: 'Merci' }, 201),
      ),
    );
    renderVotePage();
    await userEvent.click(await screen.findByRole('button', { name: 'Voter gratuitement' }));

    expect(await screen.findByRole('timer')).toHaveTextContent('10:00');
    expect(screen.getByTestId('vote-count')).toHaveTextContent('42');
    const stored = JSON.parse(localStorage.getItem(freeVoteCooldownKey(1, 7))!) as { until: number };
    expect(stored.until).toBe(Date.parse(nextVoteAt));
    const voteRequest = fetch.mock.calls.map(([input]) => input as Request).find((r) => r.method === 'POST');
    expect(voteRequest?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    await act(() => vi.advanceTimersByTimeAsync(65_000));
    expect(screen.getByRole('timer')).toHaveTextContent('08:55');
  });

  it("counts down the server's wait when this device's clock is off", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-22T10:25:00Z'));
    const answer = { id: 1, participant: 7, contest: 1, vote_count: 42, next_vote_at: '2026-11-22T10:10:00.000Z' };
    stubApi(() =>
      Promise.resolve(json({ ...answer, detail: 'Merci' }, 201, { Date: 'Sun, 22 Nov 2026 10:00:00 GMT' })),
    );
    renderVotePage();
    await userEvent.click(await screen.findByRole('button', { name: 'Voter gratuitement' }));

    expect(await screen.findByRole('timer')).toHaveTextContent('10:00');
  });

  it('sends one Idempotency-Key per click, the same on a retry after a network failure', async () => {
    const answer = { id: 1, participant: 7, contest: 1, vote_count: 42, next_vote_at: '', detail: 'Merci' };
    let attempts = 0;
    const fetch = stubApi(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(json(answer, 201));
    });
    renderVotePage();
    await userEvent.click(await screen.findByRole('button', { name: 'Voter gratuitement' }));
    expect(await screen.findByTestId('vote-count', {}, { timeout: 3_000 })).toHaveTextContent('42');
    await vi.waitFor(() => expect(attempts).toBe(2), { timeout: 3_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Voter gratuitement' }));
    await vi.waitFor(() => expect(attempts).toBe(3));

    const keys = fetch.mock.calls
      .map(([input]) => input as Request)
      .filter((request) => request.method === 'POST')
      .map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  const votedTo = (count: number) =>
    json(
      {
        id: 1,
        participant: 7,
        contest: 1,
        vote_count: count,
        next_vote_at: new Date(Date.now() + 600_000).toISOString(),
      },
      201,
    );
  const freeVoteCard = () => within(screen.getByRole('region', { name: 'Vote gratuit' }));

  it('thanks the voter with the place the vote made once the live ranking counts it, with a share button', async () => {
    stubApi(() => Promise.resolve(votedTo(42)));
    live.ranking = [{ secure_id: 'abc123def456', baby_name: 'Awa', rank: 3, vote_count: 41 }];
    renderVotePage();
    await userEvent.click(await screen.findByRole('button', { name: 'Voter gratuitement' }));

    // Until the live ranking counts the vote, its place is not known yet.
    const thanks = await freeVoteCard().findByText('Merci pour votre vote !');
    expect(thanks).toHaveAttribute('role', 'status');
    expect(thanks).toHaveClass('free-vote__hint--thanks');
    expect(freeVoteCard().getByRole('link', { name: 'Partager sur WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(`${window.location.origin}/vote/1/7`)) as string,
    );

    live.ranking = [{ secure_id: 'abc123def456', baby_name: 'Awa', rank: 1, vote_count: 42 }];
    expect(await freeVoteCard().findByText('Merci ! Awa passe 1re', {}, { timeout: 2_000 })).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('says the place is kept when the vote leaves it unchanged', async () => {
    stubApi(() => Promise.resolve(votedTo(42)));
    live.ranking = [{ secure_id: 'abc123def456', baby_name: 'Awa', rank: 3, vote_count: 41 }];
    renderVotePage();
    await userEvent.click(await screen.findByRole('button', { name: 'Voter gratuitement' }));
    await freeVoteCard().findByText('Merci pour votre vote !');
    live.ranking = [{ secure_id: 'abc123def456', baby_name: 'Awa', rank: 3, vote_count: 42 }];
    expect(await freeVoteCard().findByText('Merci ! Awa reste 3e', {}, { timeout: 2_000 })).toBeInTheDocument();
  });

  it('lets the thanks be closed, leaving the countdown', async () => {
    stubApi(() => Promise.resolve(votedTo(42)));
    renderVotePage();
    await userEvent.click(await screen.findByRole('button', { name: 'Voter gratuitement' }));
    await freeVoteCard().findByText('Merci pour votre vote !');
    await userEvent.click(freeVoteCard().getByRole('button', { name: 'Fermer le message de remerciement' }));
    expect(freeVoteCard().queryByText(/Merci/)).not.toBeInTheDocument();
    expect(freeVoteCard().queryByRole('link', { name: 'Partager sur WhatsApp' })).not.toBeInTheDocument();
    expect(freeVoteCard().getByRole('timer')).toBeInTheDocument();
  });

  it('shows the vote’s receipt after the vote, with a link to check it on /verifier', async () => {
    const leafHash = 'ab'.repeat(32);
    stubApi(() =>
      Promise.resolve(
        json(
          {
            id: 91,
            receipt: { ledger_id: 91, leaf_hash: leafHash },
            participant: 7,
            contest: 1,
            vote_count: 42,
            next_vote_at: new Date(Date.now() + 600_000).toISOString(),
          },
          201,
        ),
      ),
    );
    renderVotePage();
    expect(screen.queryByText(/Reçu n°/)).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Voter gratuitement' }));

    expect(await screen.findByText(/Reçu n° 91/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vérifier le reçu n° 91' })).toHaveAttribute(
      'href',
      `/verifier?recu=91&empreinte=${leafHash}`,
    );
  });

  it('says a held vote is being checked, why and what happens next, and shows it beside the unchanged count', async () => {
    stubApi(() =>
      Promise.resolve(
        json(
          {
            id: 92,
            receipt: { ledger_id: 92, leaf_hash: 'cd'.repeat(32) },
            participant: 7,
            contest: 1,
            vote_count: 41,
            next_vote_at: new Date(Date.now() + 600_000).toISOString(),
            status: 'held',
            detail: 'Vote reçu, en vérification',
          },
          202,
        ),
      ),
    );
    renderVotePage();
    await userEvent.click(await screen.findByRole('button', { name: 'Voter gratuitement' }));

    expect(await screen.findByText('Vote reçu, en vérification')).toBeInTheDocument();
    expect(screen.getByText(/nous vérifions ce vote avant de le compter/)).toBeInTheDocument();
    expect(screen.getByText(/s'il est validé, il s'ajoute au compteur/)).toBeInTheDocument();
    expect(screen.queryByText('Merci pour votre vote !')).not.toBeInTheDocument();
    expect(screen.getByTestId('vote-count')).toHaveTextContent('41');
    expect(screen.getByText('+ 1 vote en vérification')).toBeInTheDocument();
  });

  it('names the contest with a link, the time left and the ranking, and offers to share the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const participant = makeParticipant();
    stubApi(() => Promise.reject(new Error('no vote')), {
      ...participant,
      contest_details: {
        ...participant.contest_details,
        title: 'Concours des Étoiles',
        end_date: '2026-11-24T14:30:00Z',
      },
    });
    renderVotePage();

    expect(await screen.findByRole('link', { name: 'Concours des Étoiles' })).toHaveAttribute(
      'href',
      `/concours/${participant.contest_details.id}/participants`,
    );
    expect(screen.getByText('Fin dans 2 j 4 h')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir le classement' })).toHaveAttribute(
      'href',
      `/concours/${participant.contest_details.id}/classement`,
    );
    expect(screen.getByRole('heading', { name: 'Partager cette page' })).toBeInTheDocument();
    const whatsApp = screen.getByRole('link', { name: 'Partager sur WhatsApp' });
    expect(decodeURIComponent(whatsApp.getAttribute('href') ?? '')).toBe(
      `https://wa.me/?text=Votez pour Awa au concours « Concours des Étoiles » sur Bébé Star ! Code de vote : 4821 ${window.location.origin}/vote/${participant.contest}/${participant.id}`,
    );
  });

  it('says under the vote code how to vote by SMS and USSD, and the shared message says the SMS to send', async () => {
    const participant = makeParticipant();
    stubApi(() => Promise.reject(new Error('no vote')), participant, BOTH_CHANNELS);
    renderVotePage();

    const ways = await screen.findByRole('list', { name: 'Voter sans smartphone' });
    expect(ways).toHaveTextContent('Par SMS : envoyez VOTE 4821 au 7575');
    expect(ways).toHaveTextContent('Par USSD : composez *384*7#, puis 1 et le code');
    const whatsApp = screen.getByRole('link', { name: 'Partager sur WhatsApp' });
    expect(decodeURIComponent(whatsApp.getAttribute('href') ?? '')).toBe(
      `https://wa.me/?text=Votez pour Awa au concours « Concours » sur Bébé Star ! Code de vote : 4821. Pas de smartphone ? Envoyez VOTE 4821 au 7575. ${window.location.origin}/vote/${participant.contest}/${participant.id}`,
    );
  });

  it('resumes the countdown from the stored wait, then lets the user vote again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    localStorage.setItem(
      freeVoteCooldownKey(1, 7),
      JSON.stringify({ from: Date.now() - 7 * 60_000, until: Date.now() + 3 * 60_000 }),
    );
    stubApi(() => Promise.resolve(json({}, 201)));
    renderVotePage();
    expect(await screen.findByRole('timer')).toHaveTextContent('03:00');

    await act(() => vi.advanceTimersByTimeAsync(180_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voter gratuitement' })).toBeEnabled();
  });

  it('waits as long as the server says when it refuses a vote too soon', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi(() =>
      Promise.resolve(
        json(
          { detail: 'Veuillez attendre 10 mn pour voter à nouveau ou acheter un pack de votes', retry_after: 240 },
          429,
          { 'Retry-After': '240' },
        ),
      ),
    );
    renderVotePage();
    await userEvent.click(await screen.findByRole('button', { name: 'Voter gratuitement' }));

    expect(await screen.findByRole('timer')).toHaveTextContent('04:00');
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Veuillez attendre 10 mn');
    expect(screen.getByTestId('vote-count')).toHaveTextContent('41');
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('sends an anonymous visitor to the phone sign-in, with the contest’s country, without voting', async () => {
    authStore.clear();
    const fetch = stubApi(() => Promise.resolve(json({}, 201)));
    renderVotePage();
    await userEvent.click(await screen.findByRole('button', { name: 'Voter gratuitement' }));
    const target = new URL((await screen.findByTestId('elsewhere')).textContent!, 'http://site.test');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('returnUrl')).toBe('/vote/1/7');
    expect(target.searchParams.get('pays')).toBe('Sénégal');
    expect(fetch.mock.calls.some(([input]) => (input as Request).method === 'POST')).toBe(false);
  });

  it('casts the vote asked for as soon as the visitor is back signed in, without a second tap', async () => {
    rememberVoteIntent(7);
    const fetch = stubApi(() =>
      Promise.resolve(
        json({ id: 1, participant: 7, contest: 1, vote_count: 42, next_vote_at: '', detail: 'Merci' }, 201),
      ),
    );
    renderVotePage();
    await vi.waitFor(() => expect(screen.getByTestId('vote-count')).toHaveTextContent('42'));
    expect(fetch.mock.calls.filter(([input]) => (input as Request).method === 'POST')).toHaveLength(1);
    expect(sessionStorage.getItem('free_vote_intent')).toBeNull();
  });

  it('casts nothing for an intent kept for another participant', async () => {
    rememberVoteIntent(8);
    const fetch = stubApi(() => Promise.resolve(json({}, 201)));
    renderVotePage();
    expect(await screen.findByRole('button', { name: 'Voter gratuitement' })).toBeEnabled();
    expect(fetch.mock.calls.some(([input]) => (input as Request).method === 'POST')).toBe(false);
    expect(sessionStorage.getItem('free_vote_intent')).toBeNull();
  });

  it('sends an account without a confirmed number to confirm one, keeping the vote to cast on return', async () => {
    stubApi(() =>
      Promise.resolve(
        json({ detail: 'Confirmez votre numéro de téléphone pour voter gratuitement.', code: 'phone_required' }, 403),
      ),
    );
    renderVotePage();
    await userEvent.click(await screen.findByRole('button', { name: 'Voter gratuitement' }));
    const target = new URL((await screen.findByTestId('elsewhere')).textContent!, 'http://site.test');
    expect(target.pathname).toBe('/compte/telephone');
    expect(target.searchParams.get('returnUrl')).toBe('/vote/1/7');
    expect(JSON.parse(sessionStorage.getItem('free_vote_intent')!)).toMatchObject({ participantId: 7 });
  });

  it('shows the prize of the rank and disables voting once the contest is over', async () => {
    const participant = makeParticipant();
    const channels = stubApi(
      () => Promise.resolve(json({}, 201)),
      makeParticipant({ contest_details: { ...participant.contest_details, end_date: '2020-01-01T00:00:00Z' } }),
      BOTH_CHANNELS,
    );
    renderVotePage();
    expect(await screen.findByRole('button', { name: 'Le concours est terminé' })).toBeDisabled();
    expect(screen.getByText('2e PRIX')).toBeInTheDocument();
    expect(screen.getByText(/50\s000\sF\sCFA$/)).toBeInTheDocument();
    // Even with channels still known as open, an ended contest tells no way to vote by phone.
    await vi.waitFor(() =>
      expect(channels.mock.calls.map(([input]) => new URL((input as Request).url).pathname)).toContain(
        '/api/contests/contests/1/channels',
      ),
    );
    expect(screen.queryByText(/Par SMS/)).not.toBeInTheDocument();
  });
});
