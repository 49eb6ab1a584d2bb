import { stubApi } from '@bebe-star/web-common/test/stub-api';
import type { components } from '@contracts/api-schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderAdmin, signIn } from '@/test/render-admin';

type LedgerLine = components['schemas']['LedgerLineResponse'];

const line = (id: number, overrides: Partial<LedgerLine> = {}): LedgerLine => ({
  id,
  kind: 'free',
  weight: 1,
  created_at: '2026-11-24T09:00:00.000Z',
  channel: 'web',
  voter_id: 7,
  voter_email: 'faux@example.com',
  ip_hash: 'f'.repeat(32),
  device_hash: null,
  payment_id: null,
  reverses_id: null,
  reversed_by: null,
  decides_id: null,
  decided_by: null,
  signals: null,
  reason: null,
  actor_id: null,
  ...overrides,
});

function openVotes(url = '/votes?view=ledger&search=ai') {
  const admin = makeUser({ permissions: ['manage_votes'] });
  const api = stubApi({
    'GET /api/users/1': admin,
    'GET /api/contests/contests': [{ id: 4, title: 'Concours Mixte — Tabaski' }],
    'GET /api/contests/participants': {
      count: 1,
      next: null,
      previous: null,
      results: [{ id: 40, contest: 4, baby_details: { name: 'Aïcha' }, vote_count: 5 }],
    },
    'GET /api/contests/participants/40': { id: 40, contest: 4, baby_details: { name: 'Aïcha' }, vote_count: 5 },
    'GET /api/contests/participants/40/votes/summary': { participant_id: 40, free: 5, paid: 0, reversed: 0, total: 5 },
    'GET /api/contests/admin/participants/40/votes': {
      count: 2,
      next: null,
      previous: null,
      results: [line(12), line(11, { voter_id: null, voter_email: null, channel: 'ussd' })],
    },
    'GET /api/contests/admin/contests/4/votes/reversal-preview': {
      rows: 5,
      votes: 5,
      participants: [{ participant_id: 40, votes_now: 5, votes_after: 0, rank_now: 1, rank_after: null }],
    },
    'POST /api/contests/admin/contests/4/votes/reverse': {
      detail: '5 votes annulés.',
      reversed: 5,
      reversal_ids: [20],
    },
    'GET /api/contests/admin/votes/audit': { count: 0, next: null, previous: null, results: [] },
  });
  signIn(admin);
  renderAdmin(url);
  return api;
}

describe('the votes tab', () => {
  it('finds a participant by name or number across every contest, without choosing the contest first', async () => {
    const api = openVotes('/votes?view=ledger');
    const user = userEvent.setup();
    expect(await screen.findByRole('list', { name: 'Participants les plus votés, tous concours' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Concours' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un participant' }), '40{Enter}');
    const found = await screen.findByRole('list', {
      name: 'Participants trouvés dans tous les concours, les plus votés d’abord',
    });
    await user.click(
      await within(found).findByRole('button', { name: 'Aïcha — 5 votes Concours Mixte — Tabaski · n° 40' }),
    );
    expect(api.calls('GET', '/api/contests/participants').map((url) => url.searchParams.get('search'))).toEqual([
      null,
      '40',
    ]);
    expect(api.calls('GET', '/api/contests/participants').some((url) => url.searchParams.has('contest'))).toBe(false);
    expect(await screen.findByText('Visiteur')).toBeVisible();
  });

  it('finds the participant on the server, shows the consequence, then reverses the voter’s votes with the reason', async () => {
    const api = openVotes();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Aïcha — 5 votes/ }));
    expect(Object.fromEntries(api.calls('GET', '/api/contests/participants')[0].searchParams)).toEqual({
      search: 'ai',
      ordering: '-votes',
      page: '1',
      page_size: '10',
    });
    await screen.findByRole('heading', { name: "Registre des votes d'Aïcha" });
    expect(screen.getByText('Visiteur')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Tous ses votes (vote #12)' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Annuler tous les votes de faux@example.com dans ce concours ?',
    });
    expect(await within(dialog).findByText('Aïcha : 5 → 0 vote, rang 1 → non classé')).toBeVisible();
    expect(
      Object.fromEntries(api.calls('GET', '/api/contests/admin/contests/4/votes/reversal-preview')[0].searchParams),
    ).toEqual({
      voter_id: '7',
    });
    await user.type(within(dialog).getByLabelText('Motif (inscrit au journal)'), 'Comptes en série');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler les votes' }));
    await screen.findByText('5 votes annulés.');
    expect(await api.bodies('/api/contests/admin/contests/4/votes/reverse')).toEqual([
      { reason: 'Comptes en série', voter_id: 7 },
    ]);
  });

  it('shows the channel of each ledger line, and lists the lines of one channel on the server', async () => {
    const api = openVotes('/votes?participant=40');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', {
      name: 'Lignes du registre, de la plus récente à la plus ancienne',
    });
    expect(within(table).getByRole('columnheader', { name: 'Canal' })).toBeVisible();
    const channels = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2].textContent);
    expect(channels).toEqual(['Web', 'USSD']);
    expect(api.calls('GET', '/api/contests/admin/participants/40/votes')[0].searchParams.has('channel')).toBe(false);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Canal' }), 'SMS');
    await waitFor(() =>
      expect(api.calls('GET', '/api/contests/admin/participants/40/votes').at(-1)!.searchParams.get('channel')).toBe(
        'sms',
      ),
    );
    const filter = screen.getByRole('combobox', { name: 'Canal' });
    expect(filter).toHaveDisplayValue('SMS');
    await user.selectOptions(filter, 'Tous les canaux');
    expect(filter).toHaveDisplayValue('Tous les canaux');
    expect(
      api.calls('GET', '/api/contests/admin/participants/40/votes').map((url) => url.searchParams.get('channel')),
    ).toEqual([null, 'sms']);
  });
});
