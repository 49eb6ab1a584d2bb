import { STATEMENT_SUMMARY } from '@bebe-star/web-common/test/fixtures';
import { stubApi, json } from '@bebe-star/web-common/test/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StatementLine } from '@/lib/api/votes/participant-statement';
import type { VoteDispute } from '@/lib/api/votes/vote-disputes';
import { makeUser, renderAdmin, signIn } from '@/test/render-admin';

const vote = (overrides: Partial<StatementLine> = {}): StatementLine => ({
  id: 14,
  kind: 'held',
  votes: 1,
  created_at: '2026-11-24T09:00:00.000Z',
  channel: 'sms',
  voter: 'awa@example.com',
  payment_reference: null,
  status: 'rejected',
  status_label: 'Refusé',
  reason: 'Votes en série depuis une même connexion',
  decided_at: '2026-11-24T10:00:00.000Z',
  contestable_id: 31,
  dispute: null,
  ...overrides,
});

const dispute = (overrides: Partial<VoteDispute> = {}): VoteDispute => ({
  id: 3,
  participant_id: 40,
  ledger_id: 31,
  message: 'Mon frère a voté depuis chez nous.',
  status: 'open',
  answer: null,
  answered_at: null,
  created_at: '2026-11-24T11:00:00.000Z',
  participant_name: 'Aïcha',
  contest_id: 4,
  user_email: 'khadija@example.com',
  answered_by: null,
  vote: vote(),
  ...overrides,
});

const page = <Row,>(results: Row[]) => ({
  count: results.length,
  next: null,
  previous: null,
  total_pages: 1,
  current_page: 1,
  page_size: 20,
  results,
});

function openVotes(routes: Parameters<typeof stubApi>[0], url: string) {
  const admin = makeUser({ permissions: ['manage_votes'] });
  const api = stubApi({
    'GET /api/users/1': admin,
    'GET /api/contests/contests': [{ id: 4, title: 'Concours Mixte — Tabaski' }],
    ...routes,
  });
  signIn(admin);
  renderAdmin(url);
  return api;
}

describe('the parents’ disputes of the votes tab', () => {
  it('lists the open disputes with the contested vote, and answers one', async () => {
    let answered = false;
    const api = openVotes(
      {
        'GET /api/contests/admin/vote-disputes': (request) =>
          json(page(new URL(request.url).searchParams.get('status') === 'open' && !answered ? [dispute()] : [])),
        'POST /api/contests/admin/vote-disputes/3/answer': () => {
          answered = true;
          return json(dispute({ status: 'answered', answer: 'Les votes restent refusés.' }));
        },
      },
      '/votes?view=disputes',
    );
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Contestations' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: "khadija@example.com, parent d'Aïcha" })).toBeVisible();
    expect(item).toHaveTextContent('Vote du 24/11/2026 09:00 · Gratuit · Refusé');
    expect(item).toHaveTextContent('Motif : Votes en série depuis une même connexion');
    expect(item).toHaveTextContent('Mon frère a voté depuis chez nous.');
    expect(api.calls('GET', '/api/contests/admin/vote-disputes')[0].searchParams.get('status')).toBe('open');

    await user.click(within(item).getByRole('button', { name: 'Répondre' }));
    expect(within(item).getByText('Écrivez votre réponse.')).toBeVisible();
    await user.type(within(item).getByLabelText('Votre réponse'), 'Les votes restent refusés.');
    await user.click(within(item).getByRole('button', { name: 'Répondre' }));
    expect(await screen.findByText('Réponse envoyée au parent.')).toBeVisible();
    expect(await screen.findByText('Aucune contestation ouverte.')).toBeVisible();
    expect(await api.bodies('/api/contests/admin/vote-disputes/3/answer')).toEqual([
      { answer: 'Les votes restent refusés.' },
    ]);
  });

  it('shows the answer of answered disputes', async () => {
    openVotes(
      {
        'GET /api/contests/admin/vote-disputes': page([
          dispute({
            status: 'answered',
            answer: 'Les votes restent refusés.',
            answered_at: '2026-11-25T08:00:00.000Z',
          }),
        ]),
      },
      '/votes?view=disputes&disputes=answered',
    );
    expect(await screen.findByText('Les votes restent refusés.')).toBeVisible();
    expect(screen.getByText('Répondue le 25/11/2026 08:00')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Répondues' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByLabelText('Votre réponse')).toBeNull();
  });
});

describe('a participant’s statement in the votes tab', () => {
  it('shows the statement beside the ledger, with the voters unmasked', async () => {
    openVotes(
      {
        'GET /api/contests/participants/40': { id: 40, baby_details: { name: 'Aïcha' }, vote_count: 19 },
        'GET /api/contests/participants/40/votes/summary': {
          participant_id: 40,
          free: 12,
          paid: 10,
          reversed: 3,
          total: 19,
        },
        'GET /api/contests/admin/participants/40/votes': page([]),
        'GET /api/contests/admin/votes/audit': page([]),
        'GET /api/contests/admin/participants/40/statement': STATEMENT_SUMMARY,
        'GET /api/contests/admin/participants/40/statement/votes': page([vote()]),
      },
      '/votes?view=ledger&contest=4&participant=40',
    );
    const statement = await screen.findByRole('region', { name: "Relevé des votes d'Aïcha" });
    const totals = await within(statement).findByLabelText('Totaux du relevé');
    expect(within(totals).getByText('En vérification').nextElementSibling).toHaveTextContent('2');
    expect(within(totals).getByText('Total (classement)').nextElementSibling).toHaveTextContent('19');
    const table = await within(statement).findByRole('table', {
      name: 'Votes reçus par le participant et ce qu’ils sont devenus, du plus récent au plus ancien',
    });
    expect(within(table).getByText('awa@example.com')).toBeVisible();
    expect(within(table).getByText('Refusé')).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Canal' })).toBeVisible();
    expect(within(table).getByText('SMS')).toBeVisible();
    expect(within(statement).getByRole('button', { name: 'Télécharger (CSV)' })).toBeEnabled();
  });
});
