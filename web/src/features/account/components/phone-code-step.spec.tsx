import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { renderPage } from '@/test/render-page';
import { PhoneCodeStep } from './phone-code-step';

const accessToken = `header.${btoa(JSON.stringify({ user_id: 7, pn: 3 }))}.signature`;
const sent = {
  detail: 'Code envoyé.',
  phone: '+221771234567',
  masked_phone: '+221 ••••• 45 67',
  resend_after_seconds: 30,
};

describe('PhoneCodeStep', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    authStore.clear();
  });

  it('asks for the first name the API asks for, under its field, then signs in with it', async () => {
    let attempts = 0;
    const api = stubApi({
      'POST /api/auth/phone/sign-in': () => {
        attempts += 1;
        return attempts === 1
          ? json({ first_name: ['Indiquez votre prénom pour créer votre compte.'] }, 400)
          : json({ access_token: accessToken, refresh_token: 'r1', created: true, user: { id: 7 } });
      },
    });
    const onDone = vi.fn();
    const onFirstName = vi.fn();
    renderPage(
      <PhoneCodeStep
        flow="sign-in"
        firstName=""
        sent={sent}
        onBack={vi.fn()}
        onResent={vi.fn()}
        onFirstName={onFirstName}
        onDone={onDone}
      />,
      { path: '/login' },
    );
    const user = userEvent.setup();
    const code = screen.getByLabelText('Code reçu par SMS (6 chiffres)');
    await user.type(code, '12a3456');
    expect(code).toHaveValue('123456');
    const name = await screen.findByLabelText('Votre prénom');
    expect(name).toHaveAccessibleDescription('Indiquez votre prénom pour créer votre compte.');
    await user.type(name, 'Awa');
    expect(onFirstName).toHaveBeenLastCalledWith('Awa');
    await user.click(screen.getByRole('button', { name: 'Valider le code' }));
    expect(await api.bodies('/api/auth/phone/sign-in')).toEqual([
      { phone: '+221771234567', code: '123456' },
      { phone: '+221771234567', code: '123456', first_name: 'Awa' },
    ]);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});
