import { stubApi } from '@bebe-star/web-common/test/stub-api';
import type { components } from '@contracts/api-schema';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderAdmin, signIn } from '@/test/render-admin';

type Figures = components['schemas']['DashboardResponse'];

/** The socket the page opens: its options, and a way to play the server's messages. */
interface LiveSocketState {
  url: string;
  options: { auth?: unknown };
  handlers: Map<string, (payload?: unknown) => void>;
}
const live = vi.hoisted((): LiveSocketState => ({ url: '', options: {}, handlers: new Map() }));

vi.mock('socket.io-client', () => ({
  io: (url: string, options: { auth?: unknown }) => {
    live.url = url;
    live.options = options;
    live.handlers.clear();
    const socket = {
      on: (event: string, handler: (payload?: unknown) => void) => {
        live.handlers.set(event, handler);
        return socket;
      },
      connect: () => socket,
      disconnect: () => socket,
    };
    return socket;
  },
}));

const day = (date: string, cinetpay: number, paydunya: number, intouch: number) => ({
  date,
  revenue: cinetpay + paydunya + intouch,
  count: [cinetpay, paydunya, intouch].filter((amount) => amount > 0).length,
  by_provider: { cinetpay, paydunya, intouch },
});

const FIGURES: Figures = {
  users: { total: 1250, active: 1200 },
  contests: { total: 5, active: 2, draft: 1, pre_registration: 1, open: 2, closed: 1 },
  participants: 340,
  vote_packs: 4,
  votes: { free: 9000, paid: 3000, reversed: 25, held: 14, released: 3, rejected: 2, total: 11_975 },
  comments: { total: 80, to_moderate: 3, flagged: 2 },
  testimonials: 6,
  revenue: { total: 450_000, xof: 450_000, xaf: 0 },
  revenue_daily: [day('2026-11-23', 10_000, 0, 5000), day('2026-11-24', 0, 2500, 0)],
  payments: { pending: 2, succeeded: 120, flagged: 1, failed: 9 },
  claims: { pending: 1, paid: 2, rejected: 0 },
  held_votes: 14,
  open_disputes: 2,
  latest_votes_contest: null,
  notifications: {
    last_24h: { sent: 1520, failed: 3, pending: 1, quiet: 12, opted_out: 2, no_device: 5 },
    total: { sent: 48_000, failed: 40, pending: 4, quiet: 900, opted_out: 60, no_device: 150 },
    devices: 870,
  },
};

const CONTESTS = [
  { id: 3, title: 'Concours Filles — Printemps', status: 'closed' },
  { id: 7, title: 'Concours Mixte — Fête de l’indépendance', status: 'open' },
];

function openDashboard(url = '/tableau-de-bord', figures: Partial<Figures> = {}) {
  const admin = makeUser({ permissions: ['view_statistics'] });
  const api = stubApi({
    'GET /api/users/1': admin,
    'GET /api/admin/dashboard': { ...FIGURES, ...figures },
    'GET /api/admin/dashboard/votes-per-hour': [
      { hour: '2026-11-24T09:00:00.000Z', free: 40, paid: 10 },
      { hour: '2026-11-24T10:00:00.000Z', free: 12, paid: 0 },
    ],
    'GET /api/contests/contests': CONTESTS,
    'POST /api/admin/dashboard/live-ticket': { ticket: 'ticket-1' },
  });
  signIn(admin);
  renderAdmin(url);
  return api;
}

const card = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('div')!;

describe('the dashboard tab', () => {
  beforeEach(() => live.handlers.clear());

  it('shows the server’s figures in French, with the split of votes and the comments to moderate', async () => {
    openDashboard();
    await screen.findByRole('heading', { name: 'Tableau de bord' });
    await screen.findByText('Utilisateurs', { selector: 'dt' });
    expect(within(card('Utilisateurs')).getByText(/1\s250/)).toBeVisible();
    expect(within(card('Votes')).getByText(/9\s000 gratuits · 3\s000 payants · 25 annulés/)).toBeVisible();
    expect(within(card('Commentaires')).getByText('3 en attente de modération')).toBeVisible();
    expect(within(card('Recettes')).getByText(/450\s000\sF\sCFA/)).toBeVisible();
    expect(within(card('Concours actifs')).getByText('2')).toBeVisible();
  });

  it('counts the held votes and the open disputes, each with a link to where they are handled', async () => {
    openDashboard();
    await screen.findByText('Votes en vérification', { selector: 'dt' });
    expect(within(card('Votes en vérification')).getByText('14')).toBeVisible();
    expect(within(card('Votes en vérification')).getByRole('link', { name: 'Vérifier les votes' })).toHaveAttribute(
      'href',
      '/votes?view=held',
    );
    expect(within(card('Contestations ouvertes')).getByText('2')).toBeVisible();
    expect(within(card('Contestations ouvertes')).getByRole('link', { name: 'Répondre aux parents' })).toHaveAttribute(
      'href',
      '/votes?view=disputes',
    );
  });

  it('counts the notifications of the last 24 hours by outcome, those waiting and the subscribed devices', async () => {
    openDashboard();
    const section = await screen.findByRole('region', { name: 'Notifications' });
    const sent = within(section).getByText('Notifications envoyées (24 h)').closest('div')!;
    expect(within(sent).getByText(/1\s520/)).toBeVisible();
    expect(within(sent).getByText(/48\s000 depuis le début/)).toBeVisible();
    expect(within(card('Échecs (24 h)')).getByText('3')).toBeVisible();
    expect(within(card('Échecs (24 h)')).getByText('40 depuis le début')).toBeVisible();
    expect(within(card('En attente')).getByText('4')).toBeVisible();
    expect(within(card('Non envoyées (24 h)')).getByText('19')).toBeVisible();
    expect(within(card('Non envoyées (24 h)')).getByText('12 la nuit · 2 désactivées · 5 sans appareil')).toBeVisible();
    expect(within(card('Appareils abonnés')).getByText('870')).toBeVisible();
  });

  it('charts the contest of the newest vote, not the newest contest that has none yet', async () => {
    const api = openDashboard('/tableau-de-bord', { latest_votes_contest: 3 });
    await screen.findByText('Sur la période : 52 votes gratuits et 10 votes payants.');
    expect(
      api.calls('GET', '/api/admin/dashboard/votes-per-hour').map((url) => url.searchParams.get('contest')),
    ).toEqual(['3']);
    expect(screen.getByLabelText('Concours')).toHaveDisplayValue('Concours Filles — Printemps');
  });

  it('charts the first open contest before any vote, and another when the administrator picks it', async () => {
    const api = openDashboard();
    await screen.findByText('Sur la période : 52 votes gratuits et 10 votes payants.');
    expect(Object.fromEntries(api.calls('GET', '/api/admin/dashboard/votes-per-hour')[0].searchParams)).toEqual({
      contest: '7',
      hours: '48',
    });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Concours'), 'Concours Filles — Printemps');
    await user.selectOptions(screen.getByLabelText('Période'), '7 derniers jours');
    expect(Object.fromEntries(api.calls('GET', '/api/admin/dashboard/votes-per-hour').at(-1)!.searchParams)).toEqual({
      contest: '3',
      hours: '168',
    });
  });

  it('says the charts in words for screen readers: revenue per provider and day, payments by status', async () => {
    openDashboard();
    const revenue = await screen.findByRole('table', { name: 'Recettes par jour et par moyen de paiement' });
    const row = within(revenue).getByRole('row', { name: /2026-11-23/ });
    const amounts = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(amounts).toEqual(['10 000 F CFA', '0 F CFA', '5 000 F CFA', '15 000 F CFA']);
    expect(screen.getByText(/^Sur 30 jours : 17\s500\sF\sCFA\.$/)).toBeVisible();
    const payments = screen.getByRole('table', { name: 'Paiements par statut' });
    expect(within(payments).getByRole('row', { name: 'À vérifier 1' })).toBeInTheDocument();
  });

  it('connects to the administrators’ live feed with a one-use ticket and moves the counters it sends', async () => {
    openDashboard();
    await screen.findByText('Utilisateurs', { selector: 'dt' });
    expect(live.url).toBe(`${window.location.origin}/admin`);
    const auth = live.options.auth as (send: (data: unknown) => void) => void;
    let sent: unknown;
    auth((data) => (sent = data));
    await vi.waitFor(() => expect(sent).toEqual({ ticket: 'ticket-1' }));
    expect(screen.getByRole('status', { name: 'État du direct' })).toHaveTextContent('Connexion au direct…');

    act(() => live.handlers.get('connect')!());
    expect(screen.getByRole('status', { name: 'État du direct' })).toHaveTextContent('En direct');
    act(() =>
      live.handlers.get('dashboard_update')!({
        votes: { free: 9100, paid: 3020, reversed: 25, total: 12_095 },
        payments: { pending: 1, succeeded: 121, flagged: 1, failed: 9 },
        revenue: { total: 452_000, xof: 452_000, xaf: 0 },
        at: '2026-11-24T10:30:02.000Z',
      }),
    );
    expect(await within(card('Votes')).findByText(/12\s095/)).toBeVisible();
    expect(within(card('Recettes')).getByText(/452\s000\sF\sCFA/)).toBeVisible();
    expect(within(card('Utilisateurs')).getByText(/1\s250/)).toBeVisible();
  });

  it('says the live feed is unavailable when the server closes it, and connecting when the link drops', async () => {
    openDashboard();
    await screen.findByText('Utilisateurs', { selector: 'dt' });
    const badge = () => screen.getByRole('status', { name: 'État du direct' });
    act(() => live.handlers.get('connect')!());
    act(() => live.handlers.get('disconnect')!('transport close'));
    expect(badge()).toHaveTextContent('Connexion au direct…');
    act(() => live.handlers.get('connect')!());
    // The server closes the socket of an administrator who may no longer watch: no reconnection follows.
    act(() => live.handlers.get('disconnect')!('io server disconnect'));
    expect(badge()).toHaveTextContent('Direct indisponible');
  });
});
