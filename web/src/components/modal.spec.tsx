import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

function Page({ canClose = true, onClose = () => undefined }: { canClose?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Supprimer Binta
      </button>
      <a href="/concours">Concours</a>
      {open && (
        <Modal labelledBy="title" onClose={close} canClose={canClose}>
          <h2 id="title">Supprimer Binta ?</h2>
          <button type="button" onClick={close}>
            Annuler
          </button>
          <button type="button">Supprimer</button>
        </Modal>
      )}
    </main>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus and keeps Tab inside', async () => {
    render(<Page />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Supprimer Binta ?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    screen.getByRole('button', { name: 'Annuler' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Supprimer' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Supprimer' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Supprimer Binta' });
    await userEvent.click(opener);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stays open on Escape while it may not be closed', async () => {
    const onClose = vi.fn();
    render(<Page canClose={false} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer Binta' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
