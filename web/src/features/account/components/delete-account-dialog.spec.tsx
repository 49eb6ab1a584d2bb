import { ApiError } from '@bebe-star/web-common/api-errors';
import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlashNotice } from '@/components/flash-notice';
import { authStore } from '@/lib/auth-store';
import { fakeAccessToken } from '@/test/factories';
import type { User } from '../api/update-profile';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DeleteAccountSection } from './delete-account-section';

const KEYWORD_LABEL = 'Pour confirmer, tapez « SUPPRIMER » ci-dessous.';
const CONFIRM = 'Supprimer définitivement mon compte';

function renderDialog(onDelete: () => Promise<string>) {
  const onClose = vi.fn();
  const onDone = vi.fn();
  render(<DeleteAccountDialog onDelete={onDelete} onClose={onClose} onDone={onDone} />);
  return { onClose, onDone, user: userEvent.setup() };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  authStore.clear();
});

describe('DeleteAccountDialog', () => {
  it('warns, then asks for the keyword and the password, deletes, and leaves after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onDelete = vi.fn(() => Promise.resolve('Votre compte et les données de vos enfants ont été supprimés.'));
    const { user, onDone } = renderDialog(onDelete);
    expect(screen.getByText(/Cette action est irréversible/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continuer' }));

    const confirm = screen.getByRole('button', { name: CONFIRM });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText(KEYWORD_LABEL), 'supprimer');
    expect(confirm).toBeEnabled();
    await user.type(screen.getByLabelText('Mot de passe'), 'Parent-2026');
    await user.click(confirm);

    expect(onDelete).toHaveBeenCalledWith({ password: 'Parent-2026', confirmation: 'supprimer' });
    expect(await screen.findByText('Votre compte et les données de vos enfants ont été supprimés.')).toBeVisible();
    expect(screen.getByText("Retour à l'accueil dans 3 s")).toBeVisible();
    for (let second = 0; second < 3; second += 1) await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(onDone).toHaveBeenCalledOnce();
    expect(onDone).toHaveBeenCalledWith('Votre compte et les données de vos enfants ont été supprimés.');
  });

  it('shows the server’s field errors under their fields and lets the user try again', async () => {
    const refusal = new ApiError(400, 'Le mot de passe actuel est incorrect.', {
      password: ['Le mot de passe actuel est incorrect.'],
      confirmation: ['Tapez SUPPRIMER pour confirmer la suppression du compte.'],
    });
    const { user, onDone } = renderDialog(() => Promise.reject(refusal));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.type(screen.getByLabelText(KEYWORD_LABEL), 'SUPPRIMER');
    await user.type(screen.getByLabelText('Mot de passe'), 'faux');
    await user.click(screen.getByRole('button', { name: CONFIRM }));

    expect(await screen.findByLabelText('Mot de passe')).toHaveAccessibleDescription(
      expect.stringContaining('Le mot de passe actuel est incorrect.') as string,
    );
    expect(screen.getByLabelText(KEYWORD_LABEL)).toHaveAccessibleDescription(
      'Tapez SUPPRIMER pour confirmer la suppression du compte.',
    );
    expect(screen.getByRole('button', { name: CONFIRM })).toBeEnabled();
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('DeleteAccountSection', () => {
  it('after the deletion, clears the session and shows the confirmation on the home page', async () => {
    const user = { id: 5, email: 'aminata@example.com' } as User;
    authStore.save(fakeAccessToken(user.id), 'refresh', { remember: true });
    const requests: unknown[] = [];
    stubApi({
      [`POST /api/users/${user.id}/delete_account`]: async (request: Request) => {
        requests.push(await request.json());
        return json({ detail: 'Votre compte et les données de vos enfants ont été supprimés.' });
      },
    });
    const router = createMemoryRouter(
      [
        { path: '/compte/settings', element: <DeleteAccountSection user={user} /> },
        { path: '/', element: <FlashNotice /> },
      ],
      { initialEntries: ['/compte/settings'] },
    );
    const queryClient = new QueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const clicks = userEvent.setup();
    await clicks.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    await clicks.click(screen.getByRole('button', { name: 'Continuer' }));
    await clicks.type(screen.getByLabelText(KEYWORD_LABEL), 'SUPPRIMER');
    await clicks.type(screen.getByLabelText('Mot de passe'), 'Parent-2026');
    await clicks.click(screen.getByRole('button', { name: CONFIRM }));
    await clicks.click(await screen.findByRole('button', { name: "Retour à l'accueil" }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Votre compte et les données de vos enfants ont été supprimés.',
    );
    expect(router.state.location.pathname).toBe('/');
    expect(authStore.get()).toBeNull();
    expect(requests).toEqual([{ password: 'Parent-2026', confirmation: 'SUPPRIMER' }]);
  });
});
