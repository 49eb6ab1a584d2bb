import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Testimonial } from '@/lib/api/testimonials/get-testimonials';
import { authStore } from '@/lib/auth-store';
import { fakeAccessToken } from '@/test/factories';
import { renderPage } from '@/test/render-page';
import { TestimonialsSection } from './testimonials-section';

const makeTestimonial = (id: number, user = 100 + id): Testimonial => ({
  id,
  user,
  rating: 4,
  text: `Témoignage ${id}`,
  winner: id,
  winner_data: {
    id,
    rank: id === 2 ? 2 : 1,
    prize: 100_000,
    contest: 4,
    contest_title: 'Concours Mixte',
    participant_name: `Parent ${id}`,
    participant_baby_name: `Bébé ${id}`,
    participant: 140 + id,
    user_id: user,
    user_profile_picture: null,
    baby_photo: '',
  },
  is_hidden: false,
  created_at: '2026-11-24T10:00:00Z',
  updated_at: '2026-11-24T10:00:00Z',
});

const page = (results: Testimonial[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  total_pages: 1,
  current_page: 1,
  page_size: 6,
  results,
});

const renderSection = () => renderPage(<TestimonialsSection />, { path: '/' });

describe('TestimonialsSection', () => {
  afterEach(() => {
    authStore.clear();
    vi.restoreAllMocks();
  });

  it('shows six cards at most, the count, and a link to all of them', async () => {
    const fetch = stubApi({
      'GET /api/contests/feedback': page(
        [1, 2, 3, 4, 5, 6].map((id) => makeTestimonial(id)),
        9,
      ),
    });
    renderSection();
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(screen.getByText('9 témoignages')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir tous les témoignages (9)' })).toHaveAttribute(
      'href',
      '/temoignages-publics',
    );
    expect(screen.getByText('2e prix')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Note : 4 sur 5' })).toHaveLength(6);
    const request = fetch.mock.calls[0][0] as Request;
    expect(new URL(request.url).searchParams.get('page_size')).toBe('6');
  });

  it('shows placeholders while loading', () => {
    stubApi({ 'GET /api/contests/feedback': () => new Promise<Response>(() => undefined) });
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des témoignages...');
    expect(document.querySelectorAll('.testimonial-card--skeleton')).toHaveLength(6);
  });

  it('offers to leave one, to a signed-in parent only, when there is none', async () => {
    stubApi({ 'GET /api/contests/feedback': page([]) });
    renderSection();
    expect(await screen.findByText('Aucun témoignage pour le moment')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Laisser un témoignage' })).not.toBeInTheDocument();
  });

  it('links a signed-in parent to the testimonial form when there is none', async () => {
    authStore.save(fakeAccessToken(7));
    stubApi({ 'GET /api/contests/feedback': page([]) });
    renderSection();
    expect(await screen.findByRole('link', { name: 'Laisser un témoignage' })).toHaveAttribute('href', '/temoignages');
  });

  it('says when they cannot be read and tries again', async () => {
    let attempts = 0;
    stubApi({
      'GET /api/contests/feedback': () => {
        attempts += 1;
        return attempts === 1 ? json({ detail: 'Erreur' }, 500) : json(page([makeTestimonial(1)]));
      },
    });
    renderSection();
    const error = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(error).toHaveTextContent("Oops ! Une erreur s'est produite");
    await userEvent.click(within(error).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Témoignage 1')).toBeInTheDocument();
  });

  it('lets the author edit or delete their own card only', async () => {
    authStore.save(fakeAccessToken(101));
    stubApi({ 'GET /api/contests/feedback': page([makeTestimonial(1), makeTestimonial(2)]) });
    renderSection();
    const [mine, other] = await screen.findAllByRole('article');
    expect(within(mine).getByRole('link', { name: 'Modifier' })).toHaveAttribute('href', '/temoignages?edit=1');
    expect(within(mine).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    expect(within(other).queryByRole('link', { name: 'Modifier' })).not.toBeInTheDocument();
  });
});
