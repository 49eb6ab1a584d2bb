import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeParticipant } from '@/test/factories';
import { renderPage } from '@/test/render-page';
import { ParticipantsPage } from './participants-page';

const PARTICIPANTS = '/api/contests/contests/4/participants';
const COUNT = 25;

/** The contest's 25 participants, 20 per page as the server pages them; the queries are recorded. */
function openParticipants() {
  const queries: Record<string, string>[] = [];
  stubApi({
    'GET /api/contests/contests/4': {
      id: 4,
      title: 'Concours Mixte — Fête de l’indépendance',
      prize: 150_000,
      status: 'open',
      end_date: '2099-01-01T00:00:00Z',
    },
    'GET /api/countries': [
      { id: 1, name: 'Mali', city_count: 2 },
      { id: 2, name: 'Sénégal', city_count: 3 },
    ],
    [`GET ${PARTICIPANTS}`]: (request: Request) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const page = Number(query.page);
      const first = (page - 1) * 20;
      const results = Array.from({ length: Math.min(20, COUNT - first) }, (_, index) =>
        makeParticipant({
          id: first + index + 1,
          baby_details: { ...makeParticipant().baby_details, name: `Bébé ${first + index + 1}` },
        }),
      );
      return json({ count: COUNT, total_pages: 2, current_page: page, next: page < 2 ? 'next' : null, results });
    },
  });
  renderPage(<ParticipantsPage />, { path: '/concours/:contestId/participants', entry: '/concours/4/participants' });
  return queries;
}

describe('the participants of a contest', () => {
  it('downloads one page at a time, best-voted first, and the next one on "Voir plus"', async () => {
    const queries = openParticipants();
    await screen.findByText('Bébé 20');
    expect(screen.queryByText('Bébé 21')).not.toBeInTheDocument();
    expect(screen.getByText('25 participants')).toBeInTheDocument();
    expect(queries).toEqual([{ page: '1', page_size: '20', ordering: '-votes' }]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Voir plus de participants' }));
    await screen.findByText('Bébé 25');
    expect(queries.at(-1)).toEqual({ page: '2', page_size: '20', ordering: '-votes' });
    expect(screen.queryByRole('button', { name: 'Voir plus de participants' })).not.toBeInTheDocument();
  });

  it("loads the first row's photos at once and the others when they come near the screen", async () => {
    openParticipants();
    await screen.findByText('Bébé 20');
    const loading = screen.getAllByRole('img').map((photo) => photo.getAttribute('loading'));
    expect(loading).toEqual([...Array<string>(5).fill('eager'), ...Array<string>(15).fill('lazy')]);
  });

  it('asks the server for the filters, and types a city without a request per letter', async () => {
    const queries = openParticipants();
    await screen.findByText('Bébé 20');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Pays'), 'Sénégal');
    await user.selectOptions(screen.getByLabelText('Genre'), 'female');
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        page: '1',
        page_size: '20',
        ordering: '-votes',
        country: 'Sénégal',
        gender: 'female',
      }),
    );
    const before = queries.length;
    await user.type(screen.getByLabelText('Ville'), 'Thiès');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ city: 'Thiès', country: 'Sénégal' }));
    expect(queries.length - before).toBe(1);
  });

  it('shows the not-found page for a contest the API does not know, not an error', async () => {
    stubApi({ 'GET /api/contests/contests/999999': json({ detail: 'Concours introuvable.' }, 404) });
    renderPage(<ParticipantsPage />, {
      path: '/concours/:contestId/participants',
      entry: '/concours/999999/participants',
    });
    await screen.findByRole('heading', { name: 'Page non trouvée' });
    expect(screen.queryByText('Oups ! Une erreur est survenue')).not.toBeInTheDocument();
  });
});
