import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Comment } from '@/lib/api/comments/get-participant-comments';
import { authStore } from '@/lib/auth-store';
import { fakeAccessToken } from '@/test/factories';
import { CommentsWidget } from './comments-widget';

const PARTICIPANT = 7;
const READER = { id: 5, email: 'moussa@example.com', first_name: 'Moussa', last_name: 'Sow' };
const LIST = `GET /api/contests/participants/${PARTICIPANT}/comments`;
const CREATE = `POST /api/contests/participants/${PARTICIPANT}/comment`;

function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 1,
    text: 'Quel sourire !',
    participant: PARTICIPANT,
    user: 9,
    first_name: 'Awa',
    last_name: 'Ndiaye',
    is_edited: false,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    updated_at: new Date().toISOString(),
    ...overrides,
  };
}

const page = (results: Comment[], { current = 1, total = 1, count = results.length } = {}) => ({
  results,
  count,
  next: null,
  previous: null,
  total_pages: total,
  current_page: current,
  page_size: 10,
});

function signIn() {
  authStore.save(fakeAccessToken(READER.id), 'refresh');
  return { [`GET /api/users/${READER.id}`]: READER };
}

function renderWidget() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <CommentsWidget participantId={PARTICIPANT} /> }], {
    initialEntries: ['/concours/1/participants?participant=7'],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup() };
}

afterEach(() => {
  vi.restoreAllMocks();
  authStore.clear();
});

describe('CommentsWidget', () => {
  it('asks a visitor to sign in: disabled input, yellow notice, and the empty list', async () => {
    stubApi({ [LIST]: page([]) });
    renderWidget();
    expect(screen.getByRole('heading', { name: 'Laissez votre commentaire' })).toBeVisible();
    expect(await screen.findByText('Aucun commentaire pour le moment')).toBeVisible();
    const input = screen.getByRole('textbox', { name: 'Votre commentaire' });
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('placeholder', 'Connectez-vous pour commenter');
    expect(screen.getByText(/Connectez-vous pour pouvoir commenter/)).toHaveClass('comments__notice');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      `/login?returnUrl=${encodeURIComponent('/concours/1/participants?participant=7')}`,
    );
    expect(screen.getByRole('button', { name: 'Publier' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Signaler' })).not.toBeInTheDocument();
  });

  it('shows each comment with its author, its age and "modifié" once edited', async () => {
    stubApi({
      [LIST]: page([
        makeComment({
          id: 2,
          first_name: 'Fatou',
          last_name: 'Ba',
          created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
          is_edited: true,
        }),
        makeComment({ id: 1, created_at: new Date(Date.now() - 2 * 86400_000).toISOString() }),
      ]),
    });
    renderWidget();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Fatou Ba');
    expect(items[0]).toHaveTextContent('il y a 3 heures');
    expect(items[0]).toHaveTextContent('modifié');
    expect(items[1]).toHaveTextContent('Awa Ndiaye');
    expect(items[1]).toHaveTextContent('il y a 2 jours');
    expect(items[1]).not.toHaveTextContent('modifié');
    expect(screen.getByText('2 commentaires')).toBeVisible();
  });

  it('says when the comments cannot be loaded', async () => {
    stubApi({ [LIST]: json({ detail: 'Erreur du serveur.' }, 500) });
    renderWidget();
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les commentaires');
  });

  it('publishes a signed-in reader’s comment on top of the list', async () => {
    const posted: unknown[] = [];
    const comments = [makeComment()];
    stubApi({
      ...signIn(),
      [LIST]: () => json(page(comments)),
      [CREATE]: async (request: Request) => {
        const { text } = (await request.json()) as { text: string };
        posted.push({ text });
        const comment = makeComment({ id: 3, user: READER.id, first_name: 'Moussa', last_name: 'Sow', text });
        comments.unshift({ ...comment, created_at: new Date().toISOString() });
        return json(comments[0], 201);
      },
    });
    const { user } = renderWidget();
    await screen.findByText('Quel sourire !');
    const input = screen.getByRole('textbox', { name: 'Votre commentaire' });
    await screen.findByPlaceholderText('Tapez votre commentaire ici...');
    expect(screen.queryByText(/Connectez-vous pour pouvoir commenter/)).not.toBeInTheDocument();
    await user.type(input, '   ');
    expect(screen.getByRole('button', { name: 'Publier' })).toBeDisabled();
    await user.type(input, ' Bravo Awa ');
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    await screen.findByText('Bravo Awa');
    const first = screen.getAllByRole('listitem')[0];
    expect(within(first).getByText('Bravo Awa')).toBeVisible();
    expect(within(first).getByText("à l'instant")).toBeVisible();
    expect(posted).toEqual([{ text: 'Bravo Awa' }]);
    expect(input).toHaveValue('');
    expect(within(first).getByRole('button', { name: 'Modifier' })).toBeVisible();
    expect(within(first).getByRole('button', { name: 'Supprimer' })).toBeVisible();
    expect(within(first).queryByRole('button', { name: 'Signaler' })).not.toBeInTheDocument();
  });

  it('tells how long to wait when the reader has commented too often (429 + Retry-After)', async () => {
    stubApi({
      ...signIn(),
      [LIST]: page([]),
      [CREATE]: json({ detail: 'Trop de tentatives.' }, 429, { 'Retry-After': '95' }),
    });
    const { user } = renderWidget();
    const input = await screen.findByPlaceholderText('Tapez votre commentaire ici...');
    await user.type(input, 'Encore un');
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vous avez publié beaucoup de commentaires en peu de temps. Réessayez dans 2 minutes.',
    );
    expect(input).toHaveValue('Encore un');
  });

  it('lets the author edit and delete their own comment', async () => {
    let comments = [makeComment({ id: 4, user: READER.id, text: 'Premier jet' })];
    stubApi({
      ...signIn(),
      [LIST]: () => json(page(comments)),
      'PATCH /api/contests/comments/4': async (request: Request) => {
        const { text } = (await request.json()) as { text: string };
        comments = [{ ...comments[0], text, is_edited: true }];
        return json(comments[0]);
      },
      'DELETE /api/contests/comments/4': () => {
        comments = [];
        return json({ detail: 'Commentaire supprimé.' });
      },
    });
    const { user } = renderWidget();
    await screen.findByText('Premier jet');
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    const editor = screen.getByRole('textbox', { name: 'Modifier le commentaire' });
    await user.clear(editor);
    await user.type(editor, 'Version corrigée');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Version corrigée')).toBeVisible();
    expect(screen.getByText('modifié')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(screen.getByText('Supprimer ce commentaire ?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Oui, supprimer' }));
    expect(await screen.findByText('Aucun commentaire pour le moment')).toBeVisible();
  });

  it('lets another reader flag a comment once, after a confirmation', async () => {
    const flags: unknown[] = [];
    stubApi({
      ...signIn(),
      [LIST]: page([makeComment()]),
      'POST /api/contests/comments/1/flag': async (request: Request) => {
        flags.push(await request.json());
        return json({ detail: 'Merci, le commentaire a été signalé à notre équipe de modération.' });
      },
    });
    const { user } = renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Signaler' }));
    expect(screen.getByText('Signaler ce commentaire à la modération ?')).toBeVisible();
    await user.type(screen.getByLabelText('Motif (facultatif)'), 'Spam');
    await user.click(screen.getByRole('button', { name: 'Signaler' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Merci, le commentaire a été signalé');
    expect(screen.queryByRole('button', { name: 'Signaler' })).not.toBeInTheDocument();
    expect(screen.getByText('Signalé')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Modifier' })).not.toBeInTheDocument();
    expect(flags).toEqual([{ reason: 'Spam' }]);
  });

  it('loads older comments with "Voir plus"', async () => {
    stubApi({
      [LIST]: (request: Request) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? json(page([makeComment({ id: 1, text: 'Le plus ancien' })], { current: 2, total: 2, count: 2 }))
          : json(page([makeComment({ id: 2, text: 'Le plus récent' })], { current: 1, total: 2, count: 2 })),
    });
    const { user } = renderWidget();
    await screen.findByText('Le plus récent');
    await user.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(await screen.findByText('Le plus ancien')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  });

  it('renders markup in a comment as plain text: no script or image element is created', async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)> https://example.com';
    stubApi({ [LIST]: page([makeComment({ text: hostile })]) });
    const { container } = renderWidget();
    expect(await screen.findByText(hostile)).toBeVisible();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a[href="https://example.com"]')).toBeNull();
  });
});
