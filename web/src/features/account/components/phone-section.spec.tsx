import { stubApi } from '@bebe-star/web-common/test/stub-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { renderPage } from '@/test/render-page';
import { PhoneSection } from './phone-section';

const tokenWith = (claims: object) => `header.${btoa(JSON.stringify({ user_id: 7, ...claims }))}.signature`;

describe('PhoneSection', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    authStore.clear();
  });

  it('shows the confirmed number masked', () => {
    authStore.save(tokenWith({ pn: 3 }), 'r1', { remember: true });
    renderPage(<PhoneSection contactNumber="+2250701020304" country="Côte d'Ivoire" />, { path: '/account' });
    expect(screen.getByText('Numéro confirmé : +225 •••••• 03 04')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Changer de numéro' })).toBeVisible();
  });

  it('invites an account without a confirmed number to add one, through the account’s code routes', async () => {
    authStore.save(tokenWith({}), 'r1', { remember: true });
    const confirmedToken = tokenWith({ pn: 4 });
    const api = stubApi({
      'POST /api/user/phone/code': {
        detail: 'Code envoyé.',
        phone: '+221771234567',
        masked_phone: '+221 ••••• 45 67',
        resend_after_seconds: 30,
      },
      'POST /api/user/phone/confirm': { access_token: confirmedToken, refresh_token: 'r2', created: false, user: {} },
    });
    // A number typed in the profile, never confirmed, is not shown as confirmed.
    renderPage(<PhoneSection contactNumber="+221771234567" country="Sénégal" />, { path: '/account' });
    expect(screen.queryByText(/Numéro confirmé/)).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ajouter mon numéro' }));
    expect(screen.queryByLabelText('Votre prénom')).toBeNull();
    await user.type(screen.getByLabelText('Votre numéro'), '771234567');
    await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));
    await user.type(await screen.findByLabelText('Code reçu par SMS (6 chiffres)'), '654321');

    expect(await screen.findByText('Votre numéro est confirmé.')).toBeVisible();
    expect(screen.getByText('Numéro confirmé : +221 ••••• 45 67')).toBeVisible();
    expect(await api.bodies('/api/user/phone/confirm')).toEqual([{ phone: '+221771234567', code: '654321' }]);
    expect(authStore.get()?.accessToken).toBe(confirmedToken);
  });
});
