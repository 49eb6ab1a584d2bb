import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render-page';
import { ForgotPasswordPage } from './forgot-password-page';

async function askForLink() {
  renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Adresse e-mail'), 'awa@example.com');
  await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
}

describe('ForgotPasswordPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('confirms that the link is on its way', async () => {
    stubApi({ 'POST /api/forgot-password': json({ detail: 'ok' }) });
    await askForLink();
    expect(await screen.findByText('Un email avec les instructions a été envoyé à votre adresse.')).toBeVisible();
  });

  it.each([
    ['the network fails', new TypeError('NetworkError when attempting to fetch resource.')],
    ['the request times out', new DOMException('The operation timed out.', 'TimeoutError')],
  ])('says in French when %s, never the browser’s words', async (_case, error) => {
    stubApi({ 'POST /api/forgot-password': () => Promise.reject(error) });
    await askForLink();
    expect(await screen.findByText('Problème de connexion. Vérifiez votre internet.')).toBeVisible();
    expect(screen.queryByText(error.message)).toBeNull();
  });
});
