import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The panel, imported after the environment is set (the social buttons read it when loaded). */
async function renderPanel() {
  vi.resetModules();
  const { AuthPanel } = await import('./auth-panel');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthPanel />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllEnvs();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('AuthPanel (the wizard’s sign-in step)', () => {
  it('offers Facebook sign-in, like the login page, when an app id is configured', async () => {
    vi.stubEnv('VITE_FACEBOOK_APP_ID', '1234567890');
    await renderPanel();
    expect(screen.getByRole('button', { name: 'Continuer avec Facebook' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });

  it('offers only e-mail sign-in when no social provider is configured', async () => {
    vi.stubEnv('VITE_FACEBOOK_APP_ID', '');
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', '');
    await renderPanel();
    expect(screen.queryByRole('button', { name: /Google|Facebook/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });
});
