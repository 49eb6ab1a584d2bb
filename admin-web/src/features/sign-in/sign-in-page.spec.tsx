import { stubApi, json } from '@bebe-star/web-common/test/stub-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { makeUser, renderAdmin, signIn } from '@/test/render-admin';

describe('the sign-in page', () => {
  it('checks the form before sending it', async () => {
    const api = stubApi({});
    renderAdmin('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Adresse e-mail'), 'admin@');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByText('Saisissez une adresse e-mail valide.')).toBeVisible();
    expect(screen.getByText('Saisissez votre mot de passe.')).toBeVisible();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
  });

  it('shows the server’s refusal and keeps no session', async () => {
    stubApi({
      'POST /api/admin/session': json(
        { detail: "Aucun compte actif n'a été trouvé avec les identifiants fournis" },
        401,
      ),
    });
    renderAdmin('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Adresse e-mail'), 'admin@bebestar.local');
    await user.type(screen.getByLabelText('Mot de passe'), 'mauvais');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Aucun compte actif n'a été trouvé avec les identifiants fournis",
    );
    expect(localStorage.getItem('admin_session_user')).toBeNull();
  });

  it.each([
    ['the network fails', new TypeError('Failed to fetch')],
    ['the request times out', new DOMException('The operation timed out.', 'TimeoutError')],
  ])('says in French when %s', async (_case, error) => {
    stubApi({ 'POST /api/admin/session': () => Promise.reject(error) });
    renderAdmin('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Adresse e-mail'), 'admin@bebestar.local');
    await user.type(screen.getByLabelText('Mot de passe'), 'Admin-2026');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Problème de connexion. Vérifiez votre internet.');
  });

  it('sends a signed-in administrator on, never to another site', async () => {
    const admin = makeUser({ permissions: ['moderate_comments'] });
    stubApi({
      'GET /api/users/1': admin,
      'GET /api/contests/comments/flagged': { count: 0, next: null, previous: null, results: [], total_pages: 1 },
      'GET /api/contests/comments/stats': { total: 0, active: 0, pending: 0, flagged: 0 },
    });
    signIn(admin);
    const router = renderAdmin('/login?redirect=%2F%2Fevil.example%2Fphish');

    expect(await screen.findByRole('heading', { name: 'Gestion des commentaires' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/commentaires');
  });

  it('solves the proof of work a busy address is asked for, by itself, and signs in', async () => {
    const challenge = await createChallenge({ hmacKey: 'clé-de-test', maxnumber: 500 });
    const admin = makeUser({ permissions: ['moderate_comments'] });
    const api = stubApi({
      'POST /api/admin/session': (request) =>
        request.headers.get('X-Proof-Of-Work')
          ? json({ user_id: admin.id })
          : json({ detail: 'Vérification…', code: 'proof_of_work_required', challenge }, 429),
      [`GET /api/users/${admin.id}`]: admin,
      'GET /api/contests/comments/flagged': { count: 0, next: null, previous: null, results: [], total_pages: 1 },
      'GET /api/contests/comments/stats': { total: 0, active: 0, pending: 0, flagged: 0 },
    });
    renderAdmin('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Adresse e-mail'), 'admin@bebestar.local');
    await user.type(screen.getByLabelText('Mot de passe'), 'Admin-BebeStar-2026');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('heading', { name: 'Gestion des commentaires' })).toBeVisible();
    const attempts = api.requests.filter(
      (request) => request.method === 'POST' && new URL(request.url).pathname.includes('/api/admin/session'),
    );
    expect(attempts.map((request) => request.headers.has('X-Proof-Of-Work'))).toEqual([false, true]);
    expect(await api.bodies('/api/admin/session')).toEqual([
      { email: 'admin@bebestar.local', password: 'Admin-BebeStar-2026' },
      { email: 'admin@bebestar.local', password: 'Admin-BebeStar-2026' },
    ]);
  });
});
