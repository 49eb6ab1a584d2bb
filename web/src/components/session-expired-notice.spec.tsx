import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { renderPage } from '@/test/render-page';
import { SessionExpiredNotice } from './session-expired-notice';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A signed-in call whose token has expired and whose refresh is refused. */
async function expireTheSession() {
  authStore.save('expired', 'refresh-1');
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const request = input as Request;
    if (new URL(request.url).pathname === '/api/token/refresh')
      return Promise.resolve(json({ detail: 'Jeton invalide' }, 401));
    return Promise.resolve(
      request.headers.get('Authorization') ? json({ detail: 'Jeton expiré' }, 401) : json({ id: 7 }),
    );
  });
  await act(() => api.GET('/api/contests/participants/{id}', { params: { path: { id: 7 } } }));
}

describe('SessionExpiredNotice', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    authStore.expiryTold();
    authStore.clear();
  });

  it('says the session expired and leads to sign-in, back to this page afterwards', async () => {
    const { router } = renderPage(<SessionExpiredNotice />, {
      path: '/concours/:id/participants',
      entry: '/concours/4/participants?participant=12',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expireTheSession();

    expect(screen.getByRole('alert')).toHaveTextContent('Connexion expirée, veuillez vous reconnecter.');
    await userEvent.click(screen.getByRole('link', { name: 'Se reconnecter' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(
      '/concours/4/participants?participant=12',
    );
  });

  it('is gone once signed in again, or closed', async () => {
    renderPage(<SessionExpiredNotice />, { path: '/login' });
    await expireTheSession();
    expect(screen.getByRole('alert')).toHaveTextContent('Connexion expirée, veuillez vous reconnecter.');
    // On the sign-in page itself: the reason, without a link to the page already shown.
    expect(screen.queryByRole('link', { name: 'Se reconnecter' })).not.toBeInTheDocument();
    act(() => authStore.save('fresh', 'refresh-2'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await expireTheSession();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says nothing when the visitor signs out', () => {
    authStore.save('token', 'refresh-1');
    renderPage(<SessionExpiredNotice />, { path: '/' });
    act(() => authStore.clear());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
