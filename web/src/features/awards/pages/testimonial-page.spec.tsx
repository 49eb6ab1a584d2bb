import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Testimonial } from '@/lib/api/testimonials/get-testimonials';
import type { WonContest } from '@/lib/api/winners/get-my-wins';
import { authStore } from '@/lib/auth-store';
import { fakeAccessToken } from '@/test/factories';
import { renderPage } from '@/test/render-page';
import { TestimonialPage } from './testimonial-page';

const WINS: WonContest[] = [
  {
    id: 4,
    title: 'Concours Mixte',
    end_date: '2026-11-20T10:00:00Z',
    status: 'claimed',
    rank: 1,
    prize: 100_000,
    winner_id: 1,
    baby_name: 'Awa',
    photo_url: '',
    claim_status: 'paid',
    claim_deadline: '2026-12-20T10:00:00Z',
  },
  {
    id: 5,
    title: 'Concours Filles',
    end_date: '2026-10-15T10:00:00Z',
    status: 'expired',
    rank: 3,
    prize: 25_000,
    winner_id: 9,
    baby_name: 'Binta',
    photo_url: '',
    claim_status: null,
    claim_deadline: '2026-11-14T10:00:00Z',
  },
];

const MINE: Testimonial = {
  id: 12,
  user: 29,
  rating: 5,
  text: 'Une belle aventure !',
  winner: 1,
  winner_data: {
    id: 1,
    rank: 1,
    prize: 100_000,
    contest: 4,
    contest_title: 'Concours Mixte',
    participant_name: 'Awa C.',
    participant_baby_name: 'Awa',
    participant: 141,
    user_id: 29,
    user_profile_picture: null,
    baby_photo: '',
  },
  is_hidden: false,
  created_at: '2026-11-24T10:00:00Z',
  updated_at: '2026-11-24T10:00:00Z',
};

const page = (results: Testimonial[]) => ({
  count: results.length,
  next: null,
  previous: null,
  total_pages: 1,
  current_page: 1,
  page_size: 100,
  results,
});

const requests = (fetch: ReturnType<typeof stubApi>, method: string) =>
  fetch.mock.calls.map(([input]) => input as Request).filter((request) => request.method === method);

describe('TestimonialPage', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    authStore.clear();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks a visitor to sign in, then goes to the login page after 2 s', async () => {
    renderPage(<TestimonialPage />, { path: '/temoignages' });
    expect(screen.getByRole('alert')).toHaveTextContent('Vous devez être connecté pour laisser un témoignage');
    await act(() => vi.advanceTimersByTimeAsync(1_900));
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/login?returnUrl=%2Ftemoignages');
  });

  it('tells a parent without wins that only winners may write, then goes to the account after 3 s', async () => {
    authStore.save(fakeAccessToken(29));
    stubApi({ 'GET /api/contests/contests/my-wins': [], 'GET /api/contests/feedback': page([]) });
    renderPage(<TestimonialPage />, { path: '/temoignages' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Seuls les gagnants peuvent laisser un témoignage');
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/account');
  });

  it('sends the rating, the message and the win not yet told about, thanks, then goes home after 4 s', async () => {
    authStore.save(fakeAccessToken(29));
    const fetch = stubApi({
      'GET /api/contests/contests/my-wins': WINS,
      'GET /api/contests/feedback': page([MINE]),
      'POST /api/contests/feedback': json({ ...MINE, id: 13, winner: 9, rating: 4 }, 201),
    });
    renderPage(<TestimonialPage />, { path: '/temoignages' });

    expect(await screen.findByText('Pour Binta — Concours Filles')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 étoile' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer mon témoignage' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Le message est requis.');
    expect(requests(fetch, 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: '4 étoiles' }));
    await userEvent.type(screen.getByPlaceholderText('Partagez votre expérience avec nous...'), '  Merci à tous !  ');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer mon témoignage' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Merci ! Votre témoignage a été envoyé avec succès. Il sera visible dans la section témoignages.',
    );
    await expect(requests(fetch, 'POST')[0].json()).resolves.toEqual({ rating: 4, text: 'Merci à tous !', winner: 9 });
    await act(() => vi.advanceTimersByTimeAsync(3_900));
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent(/^\/$/);
  });

  it('shows the server’s refusal of a testimonial', async () => {
    authStore.save(fakeAccessToken(29));
    stubApi({
      'GET /api/contests/contests/my-wins': WINS,
      'GET /api/contests/feedback': page([]),
      'POST /api/contests/feedback': json({ detail: 'Vous avez déjà laissé un témoignage pour ce gain.' }, 400),
    });
    renderPage(<TestimonialPage />, { path: '/temoignages' });
    await userEvent.selectOptions(await screen.findByLabelText('Gain concerné'), 'Binta — 3e prix — Concours Filles');
    await userEvent.type(screen.getByLabelText('Message'), 'Bravo');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer mon témoignage' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vous avez déjà laissé un témoignage pour ce gain.');
  });

  it('opens the testimonial of ?edit= in place, saves it and says so for 4 s', async () => {
    authStore.save(fakeAccessToken(29));
    const fetch = stubApi({
      'GET /api/contests/contests/my-wins': WINS,
      'GET /api/contests/feedback': page([MINE]),
      'PATCH /api/contests/feedback/12': json({ ...MINE, rating: 3, text: 'Une très belle aventure !' }),
    });
    renderPage(<TestimonialPage />, { path: '/temoignages', entry: '/temoignages?edit=12' });

    const item = (await screen.findByRole('heading', { name: 'Mes témoignages' })).parentElement!;
    const message = await within(item).findByLabelText('Message');
    expect(message).toHaveValue('Une belle aventure !');
    await userEvent.click(within(item).getByRole('radio', { name: '3 étoiles' }));
    await userEvent.clear(message);
    await userEvent.type(message, 'Une très belle aventure !');
    await userEvent.click(within(item).getByRole('button', { name: 'Sauvegarder' }));

    expect(await within(item).findByRole('status')).toHaveTextContent('Témoignage modifié avec succès !');
    await expect(requests(fetch, 'PATCH')[0].json()).resolves.toEqual({ rating: 3, text: 'Une très belle aventure !' });
    expect(within(item).queryByRole('button', { name: 'Sauvegarder' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(within(item).queryByRole('status')).not.toBeInTheDocument();
  });

  it('deletes a testimonial only after the confirm dialog', async () => {
    authStore.save(fakeAccessToken(29));
    let deleted = false;
    const fetch = stubApi({
      'GET /api/contests/contests/my-wins': WINS,
      'GET /api/contests/feedback': () => json(page(deleted ? [] : [MINE])),
      'DELETE /api/contests/feedback/12': () => {
        deleted = true;
        return json({ detail: 'Témoignage supprimé avec succès !' });
      },
    });
    renderPage(<TestimonialPage />, { path: '/temoignages' });
    const item = (await screen.findByRole('heading', { name: 'Mes témoignages' })).parentElement!;

    await userEvent.click(await within(item).findByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer le témoignage' });
    expect(dialog).toHaveTextContent('Êtes-vous sûr de vouloir supprimer ce témoignage ?');
    expect(dialog).toHaveTextContent('Cette action est irréversible.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests(fetch, 'DELETE')).toHaveLength(0);

    await userEvent.click(within(item).getByRole('button', { name: 'Supprimer' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Supprimer le témoignage' })).getByRole('button', {
        name: 'Supprimer',
      }),
    );
    expect(await within(item).findByRole('status')).toHaveTextContent('Témoignage supprimé avec succès !');
    await waitFor(() => expect(within(item).getByText("Vous n'avez encore aucun témoignage.")).toBeInTheDocument());
    expect(requests(fetch, 'DELETE')).toHaveLength(1);
  });
});
