import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render-page';
import type { VoterReceipt } from '../api/get-my-receipts';
import { MyVotesSection } from './my-votes-section';

const HASH = 'c'.repeat(64);

const receipt = (ledger_id: number, overrides: Partial<VoterReceipt> = {}): VoterReceipt => ({
  ledger_id,
  leaf_hash: HASH,
  kind: 'free',
  votes: 1,
  status: 'counted',
  at: '2026-11-24T09:00:00.000Z',
  contest_id: 4,
  contest_title: 'Concours Mixte — Tabaski',
  participant_id: 40,
  baby_name: 'Aïcha',
  ...overrides,
});

const open = (routes: Parameters<typeof stubApi>[0]) => {
  const api = stubApi(routes);
  renderPage(<MyVotesSection userId={5} />, { path: '/account' });
  return api;
};

describe('Mes votes', () => {
  it('lists each receipt, newest first: when, for whom, what became of it, and the way to check it', async () => {
    open({
      'GET /api/votes/receipts': {
        results: [
          receipt(31, { kind: 'paid', votes: 60 }),
          receipt(30, { kind: 'held', status: 'held' }),
          receipt(29, { kind: 'held', status: 'rejected' }),
          receipt(28, { status: 'reversed' }),
          receipt(27, { kind: 'paid', votes: 1, participant_id: 41, baby_name: 'Moussa', contest_id: 5 }),
        ],
        next_before: null,
      },
    });
    const list = await screen.findByRole('list', { name: 'Mes votes, du plus récent au plus ancien' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.my-vote__status')?.textContent)).toEqual([
      'Pack de 60 votes · compté',
      'Vote en vérification',
      'Vote gratuit · refusé',
      'Vote gratuit · annulé',
      'Pack de 1 vote · compté',
    ]);
    expect(within(items[0]).getByText(/24 novembre 2026/)).toBeInTheDocument();
    expect(within(items[0]).getByText(/Concours Mixte — Tabaski/)).toBeInTheDocument();
    expect(within(items[0]).getByRole('link', { name: 'Aïcha' })).toHaveAttribute('href', '/vote/4/40');
    expect(within(items[4]).getByRole('link', { name: 'Moussa' })).toHaveAttribute('href', '/vote/5/41');
    expect(within(items[0]).getByText(/Reçu n° 31/)).toBeInTheDocument();
    expect(within(items[0]).getByRole('link', { name: 'Vérifier le reçu n° 31' })).toHaveAttribute(
      'href',
      `/verifier?recu=31&empreinte=${HASH}`,
    );
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  });

  it('loads older receipts with "Voir plus", from the last page’s next_before', async () => {
    const api = open({
      'GET /api/votes/receipts': (request: Request) => {
        const before = new URL(request.url).searchParams.get('before');
        return json(
          before === null
            ? { results: [receipt(50), receipt(49)], next_before: 49 }
            : { results: [receipt(12, { baby_name: 'Fatou' })], next_before: null },
        );
      },
    });
    await screen.findByText(/Reçu n° 49/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Voir plus' }));
    await screen.findByText(/Reçu n° 12/);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(api.calls('GET', '/api/votes/receipts').map((url) => url.searchParams.get('before'))).toEqual([null, '49']);
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  });

  it('says so when the voter has not voted yet', async () => {
    open({ 'GET /api/votes/receipts': { results: [], next_before: null } });
    expect(await screen.findByText("Vous n'avez pas encore voté.")).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers to retry when the receipts cannot be read', async () => {
    open({ 'GET /api/votes/receipts': json({ detail: 'Erreur' }, 500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors du chargement de vos votes');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
