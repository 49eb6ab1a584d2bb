import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userKeys } from '@/lib/api/users/user-keys';
import { renderPage } from '@/test/render-page';
import { EmailConfirmationNotice } from '../components/email-confirmation-notice';
import { ConfirmEmailPage } from './confirm-email-page';

const PATH = '/confirm-email/:uid/:token';

describe('the e-mail confirmation link', () => {
  afterEach(() => vi.restoreAllMocks());

  it('confirms the address once the page is open and says so', async () => {
    const fetch = stubApi({
      'POST /api/user/confirm-email/Nw/abc-123': json({ detail: 'Votre adresse e-mail est confirmée. Merci !' }),
    });
    const { queryClient } = renderPage(<ConfirmEmailPage />, { path: PATH, entry: '/confirm-email/Nw/abc-123' });
    queryClient.setQueryData(userKeys.detail(7), { id: 7, email_confirmed: false });

    expect(await screen.findByText('Votre adresse e-mail est confirmée. Merci !')).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(1);
    // The profile kept said "not confirmed": the account page must not show it again.
    expect(queryClient.getQueryData(userKeys.detail(7))).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Aller à mon compte' })).toHaveAttribute('href', '/account');
  });

  it('shows the server’s refusal and where to ask for a new link', async () => {
    const detail = 'Le lien de confirmation est invalide ou a expiré. Demandez-en un nouveau depuis votre compte.';
    stubApi({ 'POST /api/user/confirm-email/Nw/vieux': json({ detail }, 400) });
    renderPage(<ConfirmEmailPage />, { path: PATH, entry: '/confirm-email/Nw/vieux' });

    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien depuis mon compte' })).toHaveAttribute(
      'href',
      '/account',
    );
  });
});

describe('the account page’s notice of an unconfirmed e-mail', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the link again once, and shows the server’s answer', async () => {
    const fetch = stubApi({
      'POST /api/user/confirm-email/resend': json(
        { detail: 'Un e-mail de confirmation a été envoyé à awa@example.com.' },
        202,
      ),
    });
    renderPage(<EmailConfirmationNotice email="awa@example.com" />, { path: '/account' });
    expect(screen.getByText(/Nous avons envoyé un lien à awa@example\.com/)).toBeVisible();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Renvoyer le lien' }));
    expect(await screen.findByText('Un e-mail de confirmation a été envoyé à awa@example.com.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Renvoyer le lien' })).toBeDisabled();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
