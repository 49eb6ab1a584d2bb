import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteChildDialog } from './delete-child-dialog';

function renderDialog(onDelete: () => Promise<void>) {
  const onClose = vi.fn();
  render(<DeleteChildDialog name="Awa" onDelete={onDelete} onClose={onClose} />);
  return { onClose, user: userEvent.setup() };
}

describe('DeleteChildDialog', () => {
  it('enables the delete button only once the keyword is typed (any case), then deletes', async () => {
    const onDelete = vi.fn(() => Promise.resolve());
    const { user } = renderDialog(onDelete);
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    const confirm = screen.getByRole('button', { name: 'Supprimer définitivement' });
    const keyword = screen.getByLabelText('Pour confirmer, tapez « SUPPRIMER » ci-dessous.');
    expect(confirm).toBeDisabled();
    await user.type(keyword, 'supprime');
    expect(confirm).toBeDisabled();
    await user.type(keyword, 'r');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onDelete).toHaveBeenCalledOnce();
    expect(await screen.findByText('Awa a été supprimé(e).')).toBeVisible();
  });

  it('goes back to the confirmation with the error when the deletion fails', async () => {
    const { user } = renderDialog(() => Promise.reject(new Error('Erreur lors de la suppression')));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.type(screen.getByRole('textbox'), 'SUPPRIMER');
    await user.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors de la suppression');
    expect(screen.getByRole('button', { name: 'Supprimer définitivement' })).toBeEnabled();
  });

  it('closes itself three seconds after a successful deletion', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, onClose } = renderDialog(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.type(screen.getByRole('textbox'), 'SUPPRIMER');
    await user.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    await screen.findByText('Fermeture dans 3 s');
    for (let second = 0; second < 3; second += 1) await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(onClose).toHaveBeenCalled();
    vi.useRealTimers();
  });
});
