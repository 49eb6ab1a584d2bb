import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeParticipant } from '@/test/factories';
import { renderPage } from '@/test/render-page';
import { ParticipantDetail } from './participant-detail';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function openDetail(participant = makeParticipant()) {
  stubApi({
    [`GET /api/contests/participants/${participant.id}`]: participant,
    [`GET /api/contests/participants/${participant.id}/comments`]: json({
      count: 0,
      total_pages: 1,
      current_page: 1,
      next: null,
      previous: null,
      results: [],
    }),
  });
  renderPage(
    <ParticipantDetail
      participantId={participant.id}
      contestId={participant.contest}
      ended={false}
      known={participant}
      onClose={() => undefined}
    />,
    { path: '/' },
  );
}

describe('a participant’s dialog', () => {
  it('shows the code to vote by phone, and shares it with the link', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    openDetail(makeParticipant({ vote_code: '4821' }));

    expect(await screen.findByText('Code de vote :')).toHaveTextContent('Code de vote : 4821');
    await userEvent.click(screen.getByRole('button', { name: 'Partager' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Votez pour Awa sur Bébé Star !',
      text: 'Votez pour Awa sur Bébé Star ! Code de vote : 4821',
      url: `${window.location.origin}/vote/1/7`,
    });
  });

  it('shows no code line for a participant without one', async () => {
    openDetail(makeParticipant({ vote_code: null }));
    expect(await screen.findByRole('heading', { name: 'Awa' })).toBeInTheDocument();
    expect(screen.queryByText(/Code de vote/)).not.toBeInTheDocument();
  });
});
