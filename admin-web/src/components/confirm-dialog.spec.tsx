import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function PackRow() {
  const [asking, setAsking] = useState(false);
  return (
    <main id="main" tabIndex={-1}>
      <button type="button" onClick={() => setAsking(true)}>
        Supprimer le Pack Boost
      </button>
      {asking && (
        <ConfirmDialog
          title="Supprimer le pack ?"
          description="Le Pack Boost ne sera plus proposé."
          confirmLabel="Supprimer"
          pendingLabel="Suppression..."
          pending={false}
          onConfirm={() => setAsking(false)}
          onClose={() => setAsking(false)}
        />
      )}
    </main>
  );
}

describe('ConfirmDialog', () => {
  it('opens as a named modal dialog with focus inside, and gives focus back to its opener on Escape', async () => {
    render(<PackRow />);
    const opener = screen.getByRole('button', { name: 'Supprimer le Pack Boost' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Supprimer le pack ?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives focus back to its opener when its own action closes it', async () => {
    render(<PackRow />);
    const opener = screen.getByRole('button', { name: 'Supprimer le Pack Boost' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
