import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeleteChildDialog } from './delete-child-dialog';

function renderDialog(onDelete: () => Promise<void>) {
  const onClose = vi.fn();
  render(<DeleteChildDialog name="Awa" onDelete={onDelete} onClose={onClose} />);
  return { onClose, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const waitSeconds = async (seconds: number) => {
  for (let second = 0; second < seconds; second += 1) await act(() => vi.advanceTimersByTimeAsync(1_000));
};

/** Past the warning: its button is usable after 5 seconds. */
async function passWarning(user: ReturnType<typeof userEvent.setup>) {
  await waitSeconds(5);
  await user.click(screen.getByRole('button', { name: 'Continuer' }));
}

describe('DeleteChildDialog', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('lets the user go on from the warning only after 5 seconds', async () => {
    const { user } = renderDialog(() => Promise.resolve());
    expect(screen.getByRole('button', { name: 'Continuer (5 s)' })).toBeDisabled();
    await waitSeconds(4);
    expect(screen.getByRole('button', { name: 'Continuer (1 s)' })).toBeDisabled();
    await waitSeconds(1);
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(screen.getByLabelText('Pour confirmer, tapez « supprimer » ci-dessous.')).toBeVisible();
  });

  it('enables the delete button only once "supprimer" is typed (any case), then deletes', async () => {
    const onDelete = vi.fn(() => Promise.resolve());
    const { user } = renderDialog(onDelete);
    await passWarning(user);
    const confirm = screen.getByRole('button', { name: 'Supprimer définitivement' });
    const keyword = screen.getByLabelText('Pour confirmer, tapez « supprimer » ci-dessous.');
    expect(confirm).toBeDisabled();
    await user.type(keyword, 'supprime');
    expect(confirm).toBeDisabled();
    await user.type(keyword, 'R');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onDelete).toHaveBeenCalledOnce();
    expect(await screen.findByText('Awa a été supprimé(e).')).toBeVisible();
  });

  it('confirms with Enter once the word matches', async () => {
    const onDelete = vi.fn(() => Promise.resolve());
    const { user } = renderDialog(onDelete);
    await passWarning(user);
    await user.type(screen.getByRole('textbox'), 'supprimer{Enter}');
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('goes back to the confirmation with the error when the deletion fails', async () => {
    const { user } = renderDialog(() => Promise.reject(new Error('Erreur lors de la suppression')));
    await passWarning(user);
    await user.type(screen.getByRole('textbox'), 'supprimer');
    await user.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors de la suppression');
    expect(screen.getByRole('button', { name: 'Supprimer définitivement' })).toBeEnabled();
  });

  it('closes itself three seconds after a successful deletion', async () => {
    const { user, onClose } = renderDialog(() => Promise.resolve());
    await passWarning(user);
    await user.type(screen.getByRole('textbox'), 'supprimer');
    await user.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    await screen.findByText('Fermeture dans 3 s');
    await waitSeconds(3);
    expect(onClose).toHaveBeenCalled();
  });
});
