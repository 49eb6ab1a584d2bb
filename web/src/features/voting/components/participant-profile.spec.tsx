import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeParticipant } from '@/test/factories';
import { formatAge, ParticipantProfile } from './participant-profile';

afterEach(cleanup);

describe('the vote page’s profile', () => {
  it('shows gender, age and place from the public answer, which has no date of birth', () => {
    const participant = makeParticipant();
    expect(participant.baby_details).not.toHaveProperty('date_of_birth');
    render(<ParticipantProfile participant={participant} votes={41} rank={2} live={false} highlighted={false} />);
    expect(screen.getByText('Fille · 2 ans et 8 mois · Dakar, Sénégal')).toBeInTheDocument();
  });

  it('shows the code to vote by phone, when the participant has one', () => {
    render(<ParticipantProfile participant={makeParticipant()} votes={41} rank={2} live={false} highlighted={false} />);
    expect(screen.getByText('Code de vote :')).toHaveTextContent('Code de vote : 4821');
    cleanup();
    render(
      <ParticipantProfile
        participant={makeParticipant({ vote_code: null })}
        votes={41}
        rank={2}
        live={false}
        highlighted={false}
      />,
    );
    expect(screen.queryByText(/Code de vote/)).not.toBeInTheDocument();
  });

  it('says under the vote code how to vote with it by SMS and USSD, when the contest takes votes so', () => {
    const channels = { sms: { short_code: '7575', keyword: 'VOTE' }, ussd: { service_code: '*384*7#' } };
    const profile = (vote_code: string | null) => (
      <ParticipantProfile
        participant={makeParticipant({ vote_code })}
        votes={41}
        rank={2}
        live={false}
        highlighted={false}
        phoneChannels={channels}
      />
    );
    render(profile('4821'));
    expect(screen.getByRole('link', { name: 'envoyez VOTE\u00a04821 au\u00a07575' })).toHaveAttribute(
      'href',
      'sms:7575?body=VOTE%204821',
    );
    expect(screen.getByRole('link', { name: 'composez *384*7#' })).toBeInTheDocument();
    cleanup();
    render(profile(null));
    expect(screen.queryByRole('list', { name: 'Voter sans smartphone' })).not.toBeInTheDocument();
  });

  it('says the age in months under a year, in years and months after', () => {
    expect([0, 1, 11, 12, 13, 24, 167].map((months) => formatAge(months))).toEqual([
      "moins d'un mois",
      '1 mois',
      '11 mois',
      '1 an',
      '1 an et 1 mois',
      '2 ans',
      '13 ans et 11 mois',
    ]);
  });

  it('leaves the age out when the baby’s profile was deleted', () => {
    const participant = makeParticipant();
    const deleted = { ...participant, baby_details: { ...participant.baby_details, gender: null, age_months: null } };
    render(<ParticipantProfile participant={deleted} votes={0} rank={null} live={false} highlighted={false} />);
    expect(screen.getByText('Dakar, Sénégal')).toBeInTheDocument();
  });
});
