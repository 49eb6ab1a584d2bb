import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '@/lib/api/settings/site-settings';
import { clientWithSettings, TEST_SETTINGS } from '@/test/site-settings';
import { AuthPanel } from './auth-panel';

const renderPanel = (signIn: SiteSettings['sign_in']) =>
  render(
    <QueryClientProvider client={clientWithSettings({ sign_in: signIn })}>
      <AuthPanel />
    </QueryClientProvider>,
  );

describe('AuthPanel (the wizard’s sign-in step)', () => {
  it('offers Facebook sign-in, like the login page, when the deployment’s settings give an app id', () => {
    renderPanel({ ...TEST_SETTINGS.sign_in, facebook_app_id: '1234567890' });
    expect(screen.getByRole('button', { name: 'Continuer avec Facebook' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });

  it('offers only e-mail sign-in when no social provider is configured', () => {
    renderPanel({ google_client_id: null, facebook_app_id: null });
    expect(screen.queryByRole('button', { name: /Google|Facebook/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });
});
