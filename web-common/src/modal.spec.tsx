// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal, ModalActions } from './modal';

afterEach(cleanup);

function Page({
  canClose = true,
  onClose = () => undefined,
  deletesOpener = false,
}: {
  canClose?: boolean;
  onClose?: () => void;
  deletesOpener?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <main id="main" tabIndex={-1}>
      {!deleted && (
        <button type="button" onClick={() => setOpen(true)}>
          Supprimer Binta
        </button>
      )}
      <a href="/concours">Concours</a>
      {open && (
        <Modal labelledBy="title" onClose={close} canClose={canClose}>
          <h2 id="title">Supprimer Binta ?</h2>
          <button type="button" onClick={close}>
            Annuler
          </button>
          <button
            type="button"
            onClick={() => {
              if (deletesOpener) setDeleted(true);
              close();
            }}
          >
            Supprimer
          </button>
        </Modal>
      )}
    </main>
  );
}

function NewContest({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <main id="main" tabIndex={-1}>
      <button type="button" onClick={() => setOpen(true)}>
        Nouveau concours
      </button>
      {open && (
        <Modal
          title="Créer un nouveau concours"
          description="Les dates sont à l’heure de Dakar."
          onClose={close}
          closeOnBackdropClick
          closeButton
        >
          <input aria-label="Titre" />
          <ModalActions onCancel={close}>
            <button type="submit">Créer</button>
          </ModalActions>
        </Modal>
      )}
    </main>
  );
}

const escape = () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus and keeps Tab inside', async () => {
    render(<Page />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Supprimer Binta ?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // No field to fill: the dialog itself, so that Enter does not delete.
    expect(document.activeElement).toBe(dialog);

    screen.getByRole('button', { name: 'Annuler' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Supprimer' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Annuler' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Supprimer' }));
  });

  it('closes on Escape, or on the cancel event, and gives focus back to the button that opened it', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Supprimer Binta' });
    await userEvent.click(opener);
    escape();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    await userEvent.click(opener);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus to the main area when the button that opened it is gone', async () => {
    render(<Page deletesOpener />);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer Binta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('stays open on Escape while it may not be closed', async () => {
    const onClose = vi.fn();
    render(<Page canClose={false} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer Binta' }));
    escape();
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('writes its title and description, focuses its first field, and closes on Annuler, × or a click outside', async () => {
    const onClose = vi.fn();
    render(<NewContest onClose={onClose} />);
    const open = () => userEvent.click(screen.getByRole('button', { name: 'Nouveau concours' }));

    await open();
    const dialog = screen.getByRole('dialog', { name: 'Créer un nouveau concours' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText(/heure de Dakar/).id);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Titre' }));
    // The native dialog lays itself out: no <style> element, which the back office's CSP refuses.
    expect(document.querySelectorAll('style')).toHaveLength(0);

    await userEvent.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
