import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <main id="main" tabIndex={-1}>
      <button type="button" onClick={() => setOpen(true)}>
        Nouveau concours
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Créer un nouveau concours">
        <input aria-label="Titre" />
      </Dialog>
    </main>
  );
}

describe('Dialog', () => {
  it('opens over a dimmed page without adding a <style> element (the CSP refuses them), and closes on a click on it', async () => {
    // The dimmed page takes clicks through its stylesheet's pointer-events, which the tests do not load.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Nouveau concours' }));
    expect(screen.getByRole('dialog', { name: 'Créer un nouveau concours' })).toBeVisible();
    expect(document.querySelectorAll('style')).toHaveLength(0);

    await user.click(document.querySelector('.dialog-overlay')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
