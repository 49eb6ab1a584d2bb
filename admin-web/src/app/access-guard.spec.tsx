import { stubApi, json } from '@bebe-star/web-common/test/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CSRF, makeUser, renderAdmin, signIn } from '../test/render-admin';

const emptyPage = { count: 0, next: null, previous: null, results: [], total_pages: 1, current_page: 1, page_size: 20 };
const commentStats = { total: 0, active: 0, pending: 0, flagged: 0 };

describe('access to the back office', () => {
  it('asks a visitor to sign in, then takes an administrator to the page they asked for', async () => {
    const admin = makeUser({ id: 4 });
    const api = stubApi({
      'POST /api/admin/session': json({ user_id: 4 }),
      'GET /api/users/4': admin,
      'GET /api/contests/comments': emptyPage,
      'GET /api/contests/comments/stats': commentStats,
    });
    const router = renderAdmin('/commentaires?status=all');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Adresse e-mail'), 'admin@bebestar.local');
    await user.type(screen.getByLabelText('Mot de passe'), 'Admin-BebeStar-2026');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('heading', { name: 'Gestion des commentaires' })).toBeVisible();
    expect(router.state.location.search).toBe('?status=all');
    expect(await api.bodies('/api/admin/session')).toEqual([
      { email: 'admin@bebestar.local', password: 'Admin-BebeStar-2026' },
    ]);
    // The session's tokens are HttpOnly cookies: only the account is kept where a script reads.
    expect({ ...localStorage }).toEqual({ admin_session_user: '4' });
    expect(api.calls('GET', '/api/users/4')[0].pathname).toBe('/admin/api/users/4');
  });

  it('shows "Accès refusé" to a parent the server refuses a back-office session', async () => {
    stubApi({
      'POST /api/admin/session': json(
        { detail: 'Vous n’avez pas accès à cette page. Seuls les administrateurs peuvent y accéder.' },
        403,
      ),
    });
    renderAdmin('/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Adresse e-mail'), 'fatou@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'Bonjour-Bebe-2026');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Se connecter avec un autre compte' }));
    expect(await screen.findByRole('heading', { name: 'Connexion à l’administration' })).toBeVisible();
  });

  it('refuses a parent with the spec’s wording', async () => {
    const parent = makeUser({ id: 9, is_staff: false, is_admin: false, groups: [], permissions: [] });
    stubApi({ 'GET /api/users/9': parent });
    signIn(parent);
    renderAdmin('/reclamations-prix');

    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeVisible();
    expect(screen.getByText(/Seuls les administrateurs peuvent y accéder\./)).toBeVisible();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('lists only the tabs of the administrator’s permissions and opens the first one', async () => {
    const moderator = makeUser({ id: 5, is_staff: false, groups: ['Modérateurs'], permissions: ['moderate_comments'] });
    stubApi({
      'GET /api/users/5': moderator,
      'GET /api/contests/comments/flagged': emptyPage,
      'GET /api/contests/comments/stats': commentStats,
    });
    signIn(moderator);
    const router = renderAdmin('/');

    expect(await screen.findByRole('heading', { name: 'Gestion des commentaires' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/commentaires');
    const [sideBar] = screen.getAllByRole('navigation', { name: 'Onglets de l’administration' });
    expect(
      within(sideBar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Commentaires']);
  });

  it('refuses a tab opened by its address without its permission', async () => {
    const moderator = makeUser({ id: 5, is_staff: false, permissions: ['moderate_comments'] });
    const api = stubApi({ 'GET /api/users/5': moderator });
    signIn(moderator);
    renderAdmin('/reclamations-prix');

    expect(await screen.findByText('Votre compte n’a pas la permission d’ouvrir cet onglet.')).toBeVisible();
    expect(api.calls('GET', '/api/contests/admin/prize-claims')).toHaveLength(0);
  });

  it('renews an expired session once through the refresh route and replays the request', async () => {
    const admin = makeUser({ id: 4, permissions: ['moderate_comments'] });
    let expired = true;
    const api = stubApi({
      'GET /api/users/4': () => (expired ? json({ detail: 'Jeton expiré' }, 401) : json(admin)),
      'POST /api/admin/session/refresh': () => {
        expired = false;
        return json({ user_id: 4 });
      },
      'GET /api/contests/comments/flagged': emptyPage,
      'GET /api/contests/comments/stats': commentStats,
    });
    signIn(admin);
    renderAdmin('/commentaires');

    expect(await screen.findByRole('heading', { name: 'Gestion des commentaires' })).toBeVisible();
    const [refresh] = api.requests.filter((request) => request.url.endsWith('/admin/api/admin/session/refresh'));
    expect(refresh.headers.get('X-CSRF-Token')).toBe(CSRF);
    expect(refresh.credentials).toBe('same-origin');
    expect(api.calls('GET', '/api/users/4')).toHaveLength(2);
  });

  it('sends the CSRF value on unsafe calls only, and forgets tokens earlier versions stored', async () => {
    localStorage.setItem('admin_access_token', 'ancien');
    localStorage.setItem('admin_refresh_token', 'ancien');
    vi.resetModules();
    const { api: client } = await import('../lib/api-client');
    const api = stubApi({ 'GET /api/users/4': makeUser({ id: 4 }), 'DELETE /api/admin/session': { detail: 'ok' } });
    signIn(makeUser({ id: 4 }));
    await client.GET('/api/users/{id}', { params: { path: { id: 4 } } });
    await client.DELETE('/api/admin/session');

    expect(api.requests.map((request) => [request.method, request.headers.get('X-CSRF-Token')])).toEqual([
      ['GET', null],
      ['DELETE', CSRF],
    ]);
    expect(localStorage.getItem('admin_access_token')).toBeNull();
    expect(localStorage.getItem('admin_refresh_token')).toBeNull();
  });

  it('ends the session when the refresh token is refused, back to the sign-in page', async () => {
    stubApi({
      'GET /api/users/4': json({ detail: 'Jeton expiré' }, 401),
      'POST /api/admin/session/refresh': json({ detail: 'Jeton invalide' }, 401),
    });
    signIn(makeUser({ id: 4 }));
    renderAdmin('/commentaires');

    expect(await screen.findByRole('heading', { name: 'Connexion à l’administration' })).toBeVisible();
    expect(localStorage.getItem('admin_session_user')).toBeNull();
  });
});
