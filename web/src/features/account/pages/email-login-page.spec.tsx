import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { clientWithSettings } from '@/test/site-settings';
import { EmailLoginPage } from './email-login-page';

const accessToken = `header.${btoa(JSON.stringify({ user_id: 7 }))}.signature`;

function Landing() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

function renderLogin(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/login/email', element: <EmailLoginPage /> },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: [url] },
  );
  const client = clientWithSettings();
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function signIn(remember = true) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Adresse e-mail'), 'famille01@demo.bebestar.local');
  await user.type(screen.getByLabelText('Mot de passe'), 'Famille-BebeStar-2026');
  if (!remember) await user.click(screen.getByLabelText('Se souvenir de moi'));
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('EmailLoginPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    authStore.clear();
  });

  it('signs in and goes to the local returnUrl', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ access: accessToken, refresh: 'r1' }));
    renderLogin('/login/email?returnUrl=%2Fconcours%2F4%2Fparticipants%3Fparticipant%3D12');
    await signIn();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/concours/4/participants?participant=12');
    const request = fetch.mock.calls[0][0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/login');
    expect(localStorage.getItem('access_token')).toBe(accessToken);
    expect(localStorage.getItem('user_id')).toBe('7');
  });

  it('ignores a return path to another site and goes home; unremembered tokens end with the browser', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ access: accessToken, refresh: 'r1' }));
    renderLogin('/login/email?returnUrl=%2F%2Fevil.example%2Fphish');
    await signIn(false);
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
    expect(sessionStorage.getItem('access_token')).toBe(accessToken);
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('shows the server refusal and stays on the page', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json({ detail: "Aucun compte actif n'a été trouvé avec les identifiants fournis" }, 401),
    );
    renderLogin('/login/email');
    await signIn();
    expect(await screen.findByText("Aucun compte actif n'a été trouvé avec les identifiants fournis")).toBeVisible();
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('sends a signed-in visitor straight on to the return path', async () => {
    authStore.save(accessToken, 'r1', { remember: true });
    renderLogin('/login/email?returnUrl=%2Faccount');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/account');
  });

  it('renders no social buttons when no provider is configured', () => {
    renderLogin('/login/email');
    expect(screen.queryByRole('button', { name: /Google|Facebook/ })).toBeNull();
  });
});
