import { stubApi } from '@bebe-star/web-common/test/stub-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderAdmin, signIn } from '@/test/render-admin';

const LIST = '/api/contests/participants';

const participant = {
  id: 40,
  contest: 4,
  country: 'Sénégal',
  city: 'Thiès',
  created_at: '2026-11-20T09:00:00.000Z',
  vote_code: '4821',
  vote_count: 1250,
  baby_details: {
    name: 'Aïcha',
    bio: 'Toujours souriante',
    gender: 'female',
    date_of_birth: '2024-03-01',
    age_months: 32,
    photo: '/media/a.webp',
    photo_urls: { thumbnail: '/media/a-t.webp', card: '/media/a.webp', full: '/media/a-f.webp' },
  },
};

function openParticipants(url: string) {
  const admin = makeUser({ permissions: ['manage_participants'] });
  const api = stubApi({
    'GET /api/users/1': admin,
    [`GET ${LIST}`]: { count: 1, next: null, previous: null, results: [participant] },
    'GET /api/contests/contests': [{ id: 4, title: 'Concours Filles — Printemps', status: 'open' }],
  });
  signIn(admin);
  renderAdmin(url);
  return api;
}

describe('the participants tab', () => {
  it('shows a card in French and asks the server for the search, contest and sort of the URL', async () => {
    const api = openParticipants('/participants?search=thi&contest=4&sort=votes');
    expect(await screen.findByRole('article', { name: 'Aïcha' })).toHaveTextContent(
      /2 ans.*1\s250 votes.*Code 4821.*ID 40/,
    );
    const params = () => api.calls('GET', LIST).map((url) => Object.fromEntries(url.searchParams));
    expect(params()).toContainEqual({ search: 'thi', contest: '4', ordering: '-votes', page: '1', page_size: '24' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Décroissant' }));
    expect(params().at(-1)).toEqual({ search: 'thi', contest: '4', ordering: 'votes', page: '1', page_size: '24' });
    expect(screen.queryByText('Total des votes')).not.toBeInTheDocument();
  });

  it('searches by vote code through the server, and shows the code when correcting a participant', async () => {
    const api = openParticipants('/participants');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Aïcha' });
    const search = screen.getByRole('searchbox', { name: 'Rechercher' });
    expect(search).toHaveAttribute('placeholder', 'Nom du bébé, pays, ville ou code de vote');
    await user.type(search, '4821');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    const params = () => api.calls('GET', LIST).map((url) => Object.fromEntries(url.searchParams));
    // The search goes into the address, then the list asks the server: wait for that request.
    await waitFor(() => expect(params().at(-1)).toMatchObject({ search: '4821' }));

    await user.click(screen.getByRole('button', { name: 'Modifier (Aïcha)' }));
    expect(await screen.findByRole('dialog', { name: 'Modifier le participant' })).toHaveAccessibleDescription(
      'Code de vote : 4821',
    );
  });

  it('names the contest on each card and counts the open contests without listing them', async () => {
    const admin = makeUser({ permissions: ['manage_participants', 'manage_contests'] });
    const open = Array.from({ length: 30 }, (_, index) => ({
      id: index + 4,
      title: `Concours ouvert n° ${index + 4}`,
      status: 'open',
    }));
    stubApi({
      'GET /api/users/1': admin,
      [`GET ${LIST}`]: { count: 1, next: null, previous: null, results: [participant] },
      'GET /api/contests/contests': [...open, { id: 90, title: 'Concours clos', status: 'closed' }],
    });
    signIn(admin);
    renderAdmin('/participants');

    const card = await screen.findByRole('article', { name: 'Aïcha' });
    expect(card).toHaveTextContent('Concours ouvert n° 4');
    expect(card).not.toHaveTextContent('Concours #4');
    const figure = screen.getByText('Concours actifs').closest('div');
    expect(figure).toHaveTextContent(/^Concours actifs30Ouverts aux votesVoir les concours ouverts$/);
    expect(screen.getByRole('link', { name: 'Voir les concours ouverts' })).toHaveAttribute(
      'href',
      '/concours?status=open',
    );
  });
});
