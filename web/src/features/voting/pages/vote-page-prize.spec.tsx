import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { fakeAccessToken, makeParticipant } from '@/test/factories';
import { renderPage } from '@/test/render-page';
import { VotePage } from './vote-page';

vi.mock('@/lib/live-ranking', () => ({
  useLiveRanking: () => ({
    ranking: null,
    total: 0,
    version: -1,
    highlighted: new Set(),
    status: 'connecting',
    resync: () => undefined,
  }),
}));

/** The second of a contest closed yesterday. */
const SECOND = makeParticipant({
  contest_details: { ...makeParticipant().contest_details, status: 'closed', end_date: '2026-11-21T18:00:00Z' },
});

function stubClosedContest(prize: Response) {
  return stubApi({
    'GET /api/contests/participants/7': SECOND,
    'GET /api/contests/contests/1': { ...SECOND.contest_details, status: 'closed' },
    'GET /api/payments/packs': [],
    'GET /api/contests/getmyprize/can-claim': prize,
  });
}

const renderVotePage = () => renderPage(<VotePage />, { path: '/vote/:contestId/:participantId', entry: '/vote/1/7' });

describe('VotePage once the contest is closed', () => {
  afterEach(() => {
    authStore.clear();
    vi.restoreAllMocks();
  });

  it('leads the podium’s participants to the prize claim', async () => {
    const fetch = stubClosedContest(json({ detail: 'Not found' }, 404));
    renderVotePage();
    const prize = await screen.findByRole('region', { name: '2e PRIX' });
    expect(within(prize).getByRole('link', { name: 'Récupérer mon lot' })).toHaveAttribute('href', '/recuperer-lot');
    expect(screen.getByRole('button', { name: 'Le concours est terminé' })).toBeDisabled();
    const checks = fetch.mock.calls.filter(([input]) => (input as Request).url.includes('can-claim'));
    expect(checks).toHaveLength(0);
  });

  it('congratulates the winning parent, with one way to the claim', async () => {
    authStore.save(fakeAccessToken(5));
    stubClosedContest(
      json({
        can_claim: true,
        rank: 2,
        message: 'Vous pouvez récupérer votre lot.',
        winner_id: 12,
        prize: 50_000,
        claim_deadline: '2026-12-21T18:00:00Z',
        claim: null,
      }),
    );
    renderVotePage();
    expect(
      await screen.findByText('Félicitations ! Votre enfant termine 2e de ce concours et remporte 50 000 F CFA.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Récupérer mon lot' })).toHaveLength(1);
  });
});
