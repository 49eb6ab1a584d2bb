import { stubApi, type Handler, json } from '@bebe-star/web-common/test/stub-api';
import type { components } from '@contracts/api-schema';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderAdmin, signIn } from '@/test/render-admin';

type Comment = components['schemas']['AdminCommentResponse'];

const makeComment = (overrides: Partial<Comment> = {}): Comment => ({
  id: 31,
  text: '<img src=x onerror="alert(1)"> Arnaque, votez ailleurs',
  content: '<img src=x onerror="alert(1)"> Arnaque, votez ailleurs',
  participant: 140,
  user: 8,
  first_name: 'Moussa',
  last_name: 'Sow',
  username: 'moussa',
  author_name: 'Moussa Sow',
  author_email: 'moussa@example.com',
  is_edited: false,
  is_active: true,
  is_flagged: true,
  hidden_by_flags: false,
  flag_count: 2,
  baby_name: 'Awa',
  contest: 4,
  contest_title: 'Concours Filles',
  created_at: '2026-11-20T09:30:00.000Z',
  updated_at: '2026-11-20T09:30:00.000Z',
  ...overrides,
});

const page = (results: Comment[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
  total_pages: 1,
  current_page: 1,
  page_size: 20,
});

function openComments(url: string, routes: Record<string, Handler | Response | object> = {}) {
  const admin = makeUser();
  const api = stubApi({
    'GET /api/users/1': admin,
    'GET /api/contests/comments/flagged': page([makeComment()]),
    'GET /api/contests/comments': page([makeComment({ id: 32, is_flagged: false, text: 'Bravo !', flag_count: 0 })]),
    'GET /api/contests/comments/stats': { total: 12, active: 10, pending: 2, flagged: 1 },
    ...routes,
  });
  signIn(admin);
  const router = renderAdmin(url);
  return { api, router };
}

describe('the comments tab', () => {
  it('opens on the flagged comments, shows their text as text and each category’s count', async () => {
    const { api } = openComments('/commentaires');

    const card = await screen.findByRole('article', { name: 'Moussa Sow' });
    expect(within(card).getByText('<img src=x onerror="alert(1)"> Arnaque, votez ailleurs')).toBeVisible();
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByText('Signalé 2 fois')).toBeVisible();
    expect(within(card).getByText('20 novembre 2026 à 09:30')).toBeVisible();
    expect(api.calls('GET', '/api/contests/comments/flagged')).toHaveLength(1);
    expect(api.calls('GET', '/api/contests/comments')).toHaveLength(0);
    const categories = screen.getByRole('group', { name: 'Catégories de commentaires' });
    expect(within(categories).getByRole('button', { name: 'Signalés 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(categories).getByRole('button', { name: 'Tous 12' })).toBeVisible();
    expect(within(categories).getByRole('button', { name: 'Masqués 2' })).toBeVisible();
  });

  it('switches category and searches through the URL', async () => {
    const { api, router } = openComments('/commentaires');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Moussa Sow' });
    await user.click(screen.getByRole('button', { name: /^Masqués/ }));
    await user.type(screen.getByLabelText('Rechercher'), 'Awa');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));

    await vi.waitFor(() => expect(router.state.location.search).toBe('?status=hidden&search=Awa'));
    await vi.waitFor(() =>
      expect(Object.fromEntries(api.calls('GET', '/api/contests/comments').at(-1)!.searchParams)).toEqual({
        status: 'hidden',
        search: 'Awa',
        page: '1',
      }),
    );
  });

  it('hides a flagged comment, says so for 3 seconds and reloads the lists', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { api } = openComments('/commentaires', {
        'POST /api/contests/comments/31/hide': makeComment({ is_active: false }),
      });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const card = await screen.findByRole('article', { name: 'Moussa Sow' });
      await user.click(within(card).getByRole('button', { name: 'Masquer (Moussa Sow)' }));

      expect(await screen.findByText('Le commentaire a été masqué avec succès')).toBeVisible();
      expect(api.calls('POST', '/api/contests/comments/31/hide')).toHaveLength(1);
      await vi.waitFor(() => expect(api.calls('GET', '/api/contests/comments/stats').length).toBe(2));
      await act(() => vi.advanceTimersByTimeAsync(3100));
      expect(screen.queryByText('Le commentaire a été masqué avec succès')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('dismisses the flags and shows the spec’s error when an action fails', async () => {
    openComments('/commentaires', {
      'POST /api/contests/comments/31/unflag': makeComment({ is_flagged: false }),
      'POST /api/contests/comments/31/hide': json({ detail: 'Erreur interne' }, 500),
    });
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Moussa Sow' });
    await user.click(within(card).getByRole('button', { name: 'Ignorer le signalement (Moussa Sow)' }));
    expect(await screen.findByText('Le signalement a été supprimé avec succès')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Masquer (Moussa Sow)' }));
    expect(await screen.findByText('Erreur lors du masquage du commentaire')).toBeVisible();
  });

  it('offers to show a hidden comment again', async () => {
    openComments('/commentaires?status=hidden', {
      'GET /api/contests/comments': page([makeComment({ is_active: false, is_flagged: false })]),
    });
    const card = await screen.findByRole('article', { name: 'Moussa Sow' });
    expect(within(card).getByText('Masqué')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Réafficher (Moussa Sow)' })).toBeVisible();
    expect(within(card).queryByRole('button', { name: /Masquer/ })).toBeNull();
  });

  it('says when a category is empty', async () => {
    openComments('/commentaires', { 'GET /api/contests/comments/flagged': page([]) });
    expect(await screen.findByText('Aucun commentaire trouvé dans cette catégorie')).toBeVisible();
  });
});
