import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContestChannels } from '@/lib/api/channels/get-contest-channels';
import { makeParticipant } from '@/test/factories';
import { renderPage } from '@/test/render-page';
import { ParticipantDetail } from './participant-detail';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const BOTH_CHANNELS: ContestChannels = {
  sms: { short_code: '7575', keyword: 'VOTE' },
  ussd: { service_code: '*384*7#' },
};

function openDetail(participant = makeParticipant(), { ended = false, channels = BOTH_CHANNELS } = {}) {
  const api = stubApi({
    [`GET /api/contests/contests/${participant.contest}/channels`]: channels,
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
      ended={ended}
      known={participant}
      onClose={() => undefined}
    />,
    { path: '/' },
  );
  return api;
}

describe('a participant’s dialog', () => {
  it('shows the code to vote by phone and how to use it, and shares both with the link', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    openDetail(makeParticipant({ vote_code: '4821' }));

    expect(await screen.findByText('Code de vote :')).toHaveTextContent('Code de vote : 4821');
    const ways = await screen.findByRole('list', { name: 'Voter sans smartphone' });
    expect(ways).toHaveTextContent('Par SMS : envoyez VOTE 4821 au 7575');
    expect(screen.getByRole('link', { name: 'composez *384*7#' })).toHaveAttribute('href', 'tel:*384*7%23');
    await userEvent.click(screen.getByRole('button', { name: 'Partager' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Votez pour Awa sur Bébé Star !',
      text: 'Votez pour Awa sur Bébé Star ! Code de vote : 4821. Pas de smartphone ? Envoyez VOTE 4821 au 7575.',
      url: `${window.location.origin}/vote/1/7`,
    });
  });

  it('shares the code alone when the contest takes no votes by SMS', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    openDetail(makeParticipant({ vote_code: '4821' }), { channels: { ...BOTH_CHANNELS, sms: null } });

    expect(await screen.findByRole('link', { name: 'composez *384*7#' })).toBeInTheDocument();
    expect(screen.queryByText(/Par SMS/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Partager' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'Votez pour Awa sur Bébé Star ! Code de vote : 4821' }),
    );
  });

  it('asks for no channel once the contest is over', async () => {
    const api = openDetail(makeParticipant({ vote_code: '4821' }), { ended: true });
    expect(await screen.findByText('Code de vote :')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Voter sans smartphone' })).not.toBeInTheDocument();
    expect(api.calls('GET', '/api/contests/contests/1/channels')).toEqual([]);
  });

  it('shows no code line for a participant without one', async () => {
    openDetail(makeParticipant({ vote_code: null }));
    expect(await screen.findByRole('heading', { name: 'Awa' })).toBeInTheDocument();
    expect(screen.queryByText(/Code de vote/)).not.toBeInTheDocument();
  });
});
