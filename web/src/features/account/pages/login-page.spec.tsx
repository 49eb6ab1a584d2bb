import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { renderPage } from '@/test/render-page';
import { LoginPage } from './login-page';

const accessToken = `header.${btoa(JSON.stringify({ user_id: 7, pn: 3 }))}.signature`;
const sent = {
  detail: 'Code envoyé au +225 •••••• 03 04.',
  phone: '+2250701020304',
  masked_phone: '+225 •••••• 03 04',
  resend_after_seconds: 30,
};
const signedIn = { access_token: accessToken, refresh_token: 'r1', created: true, user: { id: 7 } };

const renderLogin = (entry: string) => renderPage(<LoginPage />, { path: '/login', entry });

describe('LoginPage (phone)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    authStore.clear();
  });

  it('sends a code to the number of the contest’s country, then signs in on the 6th digit and goes back', async () => {
    const api = stubApi({ 'POST /api/auth/phone/code': sent, 'POST /api/auth/phone/sign-in': signedIn });
    renderLogin(`/login?returnUrl=%2Fvote%2F1%2F7&pays=${encodeURIComponent("Côte d'Ivoire")}`);
    const user = userEvent.setup();

    expect(screen.getByRole('combobox', { name: 'Pays' })).toHaveValue('+225');
    const number = screen.getByLabelText('Votre numéro');
    expect(number).toHaveAttribute('autocomplete', 'tel');
    await user.type(number, '0701020304');
    expect(number).toHaveValue('07 01 02 0304');
    await user.type(screen.getByLabelText('Votre prénom'), 'Aya');
    await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));

    expect((await screen.findByText('+225 •••••• 03 04')).closest('p')).toHaveTextContent(
      'Code envoyé au +225 •••••• 03 04',
    );
    expect(await api.bodies('/api/auth/phone/code')).toEqual([{ phone: '+225 07 01 02 0304' }]);
    const code = screen.getByLabelText('Code reçu par SMS (6 chiffres)');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('button', { name: /^Renvoyer le code dans 0:(30|29)$/ })).toBeDisabled();
    await user.type(code, '123456');

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/vote/1/7');
    expect(await api.bodies('/api/auth/phone/sign-in')).toEqual([
      { phone: '+2250701020304', code: '123456', first_name: 'Aya' },
    ]);
    expect(localStorage.getItem('access_token')).toBe(accessToken);
  });

  it('shows the refusals in French under their field: the number, then a wrong code', async () => {
    let numberRefused = true;
    stubApi({
      'POST /api/auth/phone/code': () =>
        numberRefused
          ? ((numberRefused = false), json({ phone: ['Ce numéro n’est pas un numéro de mobile.'] }, 400))
          : json(sent),
      'POST /api/auth/phone/sign-in': json({ code: ['Code incorrect. Il vous reste 4 essais.'] }, 400),
    });
    renderLogin('/login');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));
    expect(screen.getByText('Saisissez votre numéro de téléphone.')).toBeVisible();

    await user.type(screen.getByLabelText('Votre numéro'), '2722400000');
    await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));
    expect(await screen.findByText('Ce numéro n’est pas un numéro de mobile.')).toBeVisible();
    expect(screen.getByLabelText('Votre numéro')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));
    await user.type(await screen.findByLabelText('Code reçu par SMS (6 chiffres)'), '000000');
    expect(await screen.findByText('Code incorrect. Il vous reste 4 essais.')).toBeVisible();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('asks the first name on the code screen when the number has no account yet', async () => {
    const api = stubApi({
      'POST /api/auth/phone/code': sent,
      'POST /api/auth/phone/sign-in': async (request) => {
        const body = (await request.json()) as { first_name?: string };
        return body.first_name ? json(signedIn) : json({ first_name: ['Indiquez votre prénom.'] }, 400);
      },
    });
    renderLogin('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Votre numéro'), '0701020304');
    await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));
    await user.type(await screen.findByLabelText('Code reçu par SMS (6 chiffres)'), '123456');
    expect(await screen.findByText('Indiquez votre prénom.')).toBeVisible();
    await user.type(screen.getByLabelText('Votre prénom'), 'Aya');
    await user.click(screen.getByRole('button', { name: 'Valider le code' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/$/);
    expect((await api.bodies('/api/auth/phone/sign-in')).at(-1)).toMatchObject({ first_name: 'Aya' });
  });

  it('goes back to change the number, keeps it typed, and links to the e-mail sign-in', async () => {
    stubApi({ 'POST /api/auth/phone/code': sent });
    renderLogin('/login?returnUrl=%2Faccount');
    const user = userEvent.setup();
    expect(screen.getByRole('link', { name: 'Se connecter avec une adresse e-mail' })).toHaveAttribute(
      'href',
      '/login/email?returnUrl=%2Faccount',
    );
    await user.type(screen.getByLabelText('Votre numéro'), '771234567');
    await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));
    await user.click(await screen.findByRole('button', { name: 'Changer de numéro' }));
    expect(screen.getByLabelText('Votre numéro')).toHaveValue('77 123 45 67');
  });
});
