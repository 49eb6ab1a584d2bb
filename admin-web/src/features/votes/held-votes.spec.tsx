import { stubApi, json } from '@bebe-star/web-common/test/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HeldCluster, HeldCounts, HeldQueueVote, HeldVote } from '@/lib/api/votes/held-votes';
import { makeUser, renderAdmin, signIn } from '@/test/render-admin';

/** A connection's keyed hash, as the ledger stores it. */
const IP_HASH = '3f2a9c'.padEnd(32, '0');

const cluster = (overrides: Partial<HeldCluster> = {}): HeldCluster => ({
  key: '3f2a9c',
  label: 'Connexion 3f2a9c…',
  votes: 12,
  voters: 9,
  participants: 2,
  first_at: '2026-11-24T09:00:00.000Z',
  last_at: '2026-11-24T09:40:00.000Z',
  signals: [
    { code: 'busy_address', label: 'Adresse très active', votes: 12 },
    { code: 'young_account', label: 'Compte créé il y a moins d’une heure', votes: 7 },
  ],
  filter: { ip_hash: IP_HASH },
  ...overrides,
});

const heldVote = (id: number): HeldVote => ({
  id,
  created_at: '2026-11-24T09:00:00.000Z',
  contest_id: 4,
  participant_id: 40,
  participant_name: 'Aïcha',
  voter_id: 7,
  voter_email: 'awa@example.com',
  ip_hash: IP_HASH,
  device_hash: 'd'.repeat(32),
  signals: [{ code: 'busy_address', label: 'Adresse très active' }],
  reason: 'Adresse très active',
});

const COUNTS: HeldCounts = {
  total: 144,
  contests: [
    { contest_id: 4, contest_title: 'Concours Mixte — Tabaski', votes: 120, oldest_at: '2026-11-24T09:00:00.000Z' },
    { contest_id: 9, contest_title: 'Concours Garçons — Noël', votes: 24, oldest_at: '2026-11-25T09:00:00.000Z' },
  ],
};

const queueVote = (id: number, contest: { id: number; title: string }): HeldQueueVote => ({
  ...heldVote(id),
  contest_id: contest.id,
  contest_title: contest.title,
});

const page = <T,>(results: T[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  total_pages: 1,
  current_page: 1,
  page_size: 20,
  results,
});

function openHeldVotes(routes: Parameters<typeof stubApi>[0] = {}, url = '/votes?view=held&contest=4&by=address') {
  const admin = makeUser({ permissions: ['manage_votes'] });
  const api = stubApi({
    'GET /api/users/1': admin,
    'GET /api/contests/contests': [{ id: 4, title: 'Concours Mixte — Tabaski' }],
    'GET /api/contests/admin/held-votes/counts': COUNTS,
    'GET /api/contests/admin/held-votes': page([
      queueVote(21, { id: 4, title: 'Concours Mixte — Tabaski' }),
      queueVote(35, { id: 9, title: 'Concours Garçons — Noël' }),
    ]),
    'GET /api/contests/admin/contests/4/held-votes/clusters': [cluster()],
    'GET /api/contests/admin/contests/4/held-votes': {
      count: 2,
      next: null,
      previous: null,
      total_pages: 1,
      current_page: 1,
      page_size: 20,
      results: [heldVote(21), heldVote(22)],
    },
    ...routes,
  });
  signIn(admin);
  renderAdmin(url);
  return api;
}

describe('the held votes of the votes tab', () => {
  it('groups a contest’s held votes, and releases a cluster with the reason after a refetch', async () => {
    let decided = false;
    const api = openHeldVotes({
      'GET /api/contests/admin/contests/4/held-votes/clusters': () => json(decided ? [] : [cluster()]),
      'POST /api/contests/admin/contests/4/held-votes/decide': () => {
        decided = true;
        return json({ detail: '12 votes validés.', decided: 12, ids: [] }, 201);
      },
    });
    const user = userEvent.setup();
    const clusters = await screen.findByRole('list', {
      name: 'Groupes de votes en vérification, les plus nombreux d’abord',
    });
    expect(within(clusters).getByRole('heading', { name: 'Connexion 3f2a9c…' })).toBeVisible();
    expect(within(clusters).getByText('12 votes · 9 votants · 2 participants')).toBeVisible();
    expect(within(clusters).getByText('Adresse très active (12)')).toBeVisible();
    expect(within(clusters).getByText('Compte créé il y a moins d’une heure (7)')).toBeVisible();
    expect(
      Object.fromEntries(api.calls('GET', '/api/contests/admin/contests/4/held-votes/clusters')[0].searchParams),
    ).toEqual({ by: 'address' });

    await user.click(screen.getByRole('button', { name: 'Valider le groupe Connexion 3f2a9c…' }));
    const dialog = screen.getByRole('dialog', { name: 'Valider 12 votes du groupe Connexion 3f2a9c… ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(within(dialog).getByText('Indiquez le motif de la décision.')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Motif (inscrit au registre)'), 'Wi-Fi d’une école');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));

    expect(await screen.findByText('12 votes validés.')).toBeVisible();
    expect(await screen.findByText('Aucun vote en vérification pour ce concours.')).toBeVisible();
    expect(await api.bodies('/api/contests/admin/contests/4/held-votes/decide')).toEqual([
      { decision: 'release', reason: 'Wi-Fi d’une école', ip_hash: IP_HASH },
    ]);
  });

  it('lists a cluster’s votes on demand and rejects one of them', async () => {
    const api = openHeldVotes({
      'POST /api/contests/admin/contests/4/held-votes/decide': json(
        { detail: '1 vote rejeté.', decided: 1, ids: [9] },
        201,
      ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Voir les votes' }));
    const table = await screen.findByRole('table', { name: 'Votes du groupe Connexion 3f2a9c…' });
    expect(within(table).getAllByText('awa@example.com')).toHaveLength(2);
    expect(within(table).getAllByText('#40 — Aïcha')).toHaveLength(2);
    expect(Object.fromEntries(api.calls('GET', '/api/contests/admin/contests/4/held-votes')[0].searchParams)).toEqual({
      ip_hash: IP_HASH,
      page: '1',
      page_size: '20',
    });

    await user.click(within(table).getByRole('button', { name: 'Rejeter le vote #22' }));
    const dialog = screen.getByRole('dialog', { name: 'Rejeter le vote #22 ?' });
    await user.type(within(dialog).getByLabelText('Motif (inscrit au registre)'), 'Compte jetable');
    await user.click(within(dialog).getByRole('button', { name: 'Rejeter' }));
    expect(await screen.findByText('1 vote rejeté.')).toBeVisible();
    expect(await api.bodies('/api/contests/admin/contests/4/held-votes/decide')).toEqual([
      { decision: 'reject', reason: 'Compte jetable', vote_id: 22 },
    ]);
  });

  it('shows windows in local time and the server’s refusal of a decision in place', async () => {
    const api = openHeldVotes(
      {
        'GET /api/contests/admin/contests/4/held-votes/clusters': [
          cluster({
            key: '2026-11-24T09:00:00.000Z',
            label: '2026-11-24 09:00 UTC',
            filter: { from: '2026-11-24T09:00:00.000Z', to: '2026-11-24T09:10:00.000Z' },
          }),
        ],
        'POST /api/contests/admin/contests/4/held-votes/decide': json(
          { non_field_errors: ['Ces votes ont déjà été décidés.'] },
          400,
        ),
      },
      '/votes?view=held&contest=4&by=window',
    );
    const user = userEvent.setup();
    const name = 'De 24/11/2026 09:00 à 09:10';
    expect(await screen.findByRole('heading', { name })).toBeVisible();
    expect(api.calls('GET', '/api/contests/admin/contests/4/held-votes/clusters')[0].searchParams.get('by')).toBe(
      'window',
    );
    await user.click(screen.getByRole('button', { name: `Rejeter le groupe ${name}` }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Motif (inscrit au registre)'), 'Rafale');
    await user.click(within(dialog).getByRole('button', { name: 'Rejeter' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ces votes ont déjà été décidés.');
  });

  it('says so when a contest has no held vote', async () => {
    openHeldVotes({ 'GET /api/contests/admin/contests/4/held-votes/clusters': [] });
    expect(await screen.findByText('Aucun vote en vérification pour ce concours.')).toBeVisible();
  });

  it('opens on the queue of every contest, oldest first, with the count per contest and the tab’s badge', async () => {
    const api = openHeldVotes({}, '/votes');
    const table = await screen.findByRole('table', { name: 'Votes en vérification, les plus anciens d’abord' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2].textContent)).toEqual([
      'Concours Mixte — Tabaski',
      'Concours Garçons — Noël',
    ]);
    expect(within(rows[0]).getByRole('button', { name: 'Valider le vote #21' })).toBeVisible();
    expect(within(rows[0]).getByRole('button', { name: 'Rejeter le vote #21' })).toBeVisible();
    expect(screen.getByText('144 votes en attente de décision.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Votes en vérification (144)' })).toHaveAttribute('aria-pressed', 'true');

    const menu = screen.getByLabelText('Concours');
    expect(
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous les concours (144)', 'Concours Mixte — Tabaski (120)', 'Concours Garçons — Noël (24)']);
    expect(screen.getByLabelText('Regrouper par')).toBeDisabled();

    const votesTab = screen
      .getByRole('navigation', { name: 'Onglets de l’administration' })
      .querySelector('a[href$="/votes"]') as HTMLElement;
    expect(votesTab).toHaveAccessibleName('Votes');
    expect(votesTab).toHaveAccessibleDescription('144 votes en vérification');

    await userEvent.setup().selectOptions(menu, '9');
    await screen.findByRole('option', { name: 'Concours Garçons — Noël (24)', selected: true });
    const calls = api.calls('GET', '/api/contests/admin/held-votes');
    expect(Object.fromEntries(calls[calls.length - 1].searchParams)).toEqual({
      contest: '9',
      page: '1',
      page_size: '20',
    });
  });

  it('releases a selection of votes of two contests in one decision', async () => {
    const api = openHeldVotes(
      {
        'POST /api/contests/admin/held-votes/decide': json(
          { detail: '2 votes validés : comptés dans le classement.', decided: 2, ids: [90, 91] },
          201,
        ),
      },
      '/votes?view=held',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Sélectionner les votes de la page' }));
    const bar = screen.getByRole('region', { name: '2 votes sélectionnés' });
    await user.click(within(bar).getByRole('button', { name: 'Valider la sélection' }));
    const dialog = screen.getByRole('dialog', { name: 'Valider 2 votes sélectionnés ?' });
    await user.type(within(dialog).getByLabelText('Motif (inscrit au registre)'), 'Famille vérifiée');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('2 votes validés : comptés dans le classement.')).toBeVisible();
    expect(await api.bodies('/api/contests/admin/held-votes/decide')).toEqual([
      { decision: 'release', reason: 'Famille vérifiée', vote_ids: [21, 35] },
    ]);
  });

  it('rejects one vote of the queue from its row', async () => {
    const api = openHeldVotes(
      {
        'POST /api/contests/admin/held-votes/decide': json({ detail: '1 vote rejeté.', decided: 1, ids: [9] }, 201),
      },
      '/votes',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rejeter le vote #35' }));
    const dialog = screen.getByRole('dialog', { name: 'Rejeter le vote #35 ?' });
    await user.type(within(dialog).getByLabelText('Motif (inscrit au registre)'), 'Compte jetable');
    await user.click(within(dialog).getByRole('button', { name: 'Rejeter' }));
    expect(await screen.findByText('1 vote rejeté.')).toBeVisible();
    expect(await api.bodies('/api/contests/admin/held-votes/decide')).toEqual([
      { decision: 'reject', reason: 'Compte jetable', vote_ids: [35] },
    ]);
  });

  it('says so when nothing waits', async () => {
    openHeldVotes(
      {
        'GET /api/contests/admin/held-votes/counts': { total: 0, contests: [] },
        'GET /api/contests/admin/held-votes': page([]),
      },
      '/votes',
    );
    expect(await screen.findByText('Aucun vote en vérification : tout est traité.')).toBeVisible();
    expect(screen.getByText('Aucun vote n’attend de décision.')).toBeVisible();
  });
});
