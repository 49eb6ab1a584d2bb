import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { RegisterPage } from './register-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers the country list, and `register` for POST /api/user/register. */
function stubApi(register: () => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    if (path === '/api/user/register') return Promise.resolve(register());
    if (path === '/api/countries') return Promise.resolve(json([{ id: 1, name: 'Sénégal', city_count: 1 }]));
    return Promise.resolve(json([]));
  });
}

const registerCalls = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([input]) => new URL((input as Request).url).pathname === '/api/user/register');

function renderRegister() {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/', element: <p>Accueil</p> },
    ],
    { initialEntries: ['/register'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function fill(password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Prénom'), 'Aïcha');
  await user.type(screen.getByLabelText('Nom'), 'Diop');
  await user.type(screen.getByLabelText("Nom d'utilisateur"), 'aicha');
  await user.type(screen.getByLabelText('Adresse e-mail'), 'aicha@example.com');
  await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.type(screen.getByLabelText('Confirmer le mot de passe'), confirmation);
  await user.click(screen.getByRole('button', { name: "S'inscrire" }));
}

describe('RegisterPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    authStore.clear();
  });

  it('refuses a confirmation that differs from the password, under the confirmation field, without calling the API', async () => {
    const fetch = stubApi(() => json({}, 500));
    renderRegister();
    await fill('Bebe-Star-2026', 'Bebe-Star-2025');
    expect(screen.getByLabelText('Confirmer le mot de passe')).toHaveAccessibleDescription(
      'Les mots de passe ne correspondent pas',
    );
    expect(registerCalls(fetch)).toHaveLength(0);
  });

  it("shows the server's field errors under their fields", async () => {
    stubApi(() =>
      json(
        {
          email: ['Un utilisateur avec cette adresse e-mail existe déjà.'],
          password: ['Ce mot de passe est trop courant.'],
        },
        400,
      ),
    );
    renderRegister();
    await fill('Bebe-Star-2026', 'Bebe-Star-2026');
    expect(await screen.findByText('Un utilisateur avec cette adresse e-mail existe déjà.')).toBeVisible();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription(
      'Un utilisateur avec cette adresse e-mail existe déjà.',
    );
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
      'Au moins 8 caractères, pas uniquement des chiffres. Ce mot de passe est trop courant.',
    );
    expect(screen.getByLabelText('Confirmer le mot de passe')).not.toHaveAccessibleDescription();
  });

  it('signs the new account in and goes home', async () => {
    const fetch = stubApi(() =>
      json({ access_token: `h.${btoa(JSON.stringify({ user_id: 3 }))}.s`, refresh_token: 'r', user: { id: 3 } }, 201),
    );
    renderRegister();
    await fill('Bebe-Star-2026', 'Bebe-Star-2026');
    expect(await screen.findByText('Accueil')).toBeVisible();
    const body = (await (registerCalls(fetch)[0][0] as Request).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ email: 'aicha@example.com', username: 'aicha', confirm_password: 'Bebe-Star-2026' });
  });
});
