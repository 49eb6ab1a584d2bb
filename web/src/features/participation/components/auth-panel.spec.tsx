import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('a refused sign-up', () => {
    afterEach(() => vi.restoreAllMocks());

    it('focuses the first field in error, so that « Créer mon compte » is seen to answer', async () => {
      renderPanel({ google_client_id: null, facebook_app_id: null });
      await userEvent.click(screen.getByRole('button', { name: 'Inscription' }));
      await userEvent.type(screen.getByLabelText('Prénom'), 'Mariam');
      await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
      expect(screen.getByLabelText('Nom')).toHaveFocus();
      expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('Ce champ est requis');
    });

    it('shows what the server refused under its field, focused', async () => {
      stubApi({ 'POST /api/user/register': json({ email: ['Cette adresse e-mail est déjà utilisée.'] }, 400) });
      renderPanel({ google_client_id: null, facebook_app_id: null });
      await userEvent.click(screen.getByRole('button', { name: 'Inscription' }));
      const values: [string, string][] = [
        ['Prénom', 'Mariam'],
        ['Nom', 'Koné'],
        ["Nom d'utilisateur", 'mariam'],
        ['Adresse e-mail', 'mariam@example.com'],
        ['Mot de passe', 'Soleil-Dakar-2026'],
        ['Confirmer le mot de passe', 'Soleil-Dakar-2026'],
      ];
      for (const [label, value] of values) await userEvent.type(screen.getByLabelText(label), value);
      await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
      const email = screen.getByLabelText('Adresse e-mail');
      await vi.waitFor(() => expect(email).toHaveFocus());
      expect(email).toHaveAccessibleDescription('Cette adresse e-mail est déjà utilisée.');
      expect(screen.getAllByRole('alert')).toHaveLength(1);
    });
  });
});
