import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareActions, whatsAppShareUrl } from './share-actions';

const TEXT = 'Votez pour Awa !';

describe('ShareActions', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'share');
  });

  it('offers WhatsApp first, with the message and the page’s full address', () => {
    render(<ShareActions path="/vote/1/7" text={TEXT} />);
    const link = screen.getByRole('link', { name: 'Partager sur WhatsApp' });
    expect(link).toHaveAttribute('href', whatsAppShareUrl(TEXT, `${window.location.origin}/vote/1/7`));
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toBe(
      `https://wa.me/?text=${TEXT} ${window.location.origin}/vote/1/7`,
    );
    // No system share sheet in this browser: no button for it.
    expect(screen.queryByRole('button', { name: 'Autres applications' })).not.toBeInTheDocument();
  });

  it('opens the system share sheet where the browser has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareActions path="/vote/1/7" text={TEXT} />);
    await userEvent.click(screen.getByRole('button', { name: 'Autres applications' }));
    expect(share).toHaveBeenCalledWith({ title: TEXT, text: TEXT, url: `${window.location.origin}/vote/1/7` });
  });

  it('compact: one button, the system share sheet where there is one, else WhatsApp', async () => {
    const { unmount } = render(<ShareActions path="/vote/1/7" text={TEXT} compact />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Partager sur WhatsApp']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();

    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareActions path="/vote/1/7" text={TEXT} compact />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Partager' }));
    expect(share).toHaveBeenCalledWith({ title: TEXT, text: TEXT, url: `${window.location.origin}/vote/1/7` });
  });

  it('copies the link and says so, then lets it be read when the copy fails', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValueOnce(undefined);
    render(<ShareActions path="/vote/1/7" text={TEXT} />);
    await user.click(screen.getByRole('button', { name: 'Copier le lien' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/vote/1/7`);
    expect(await screen.findByText('Lien copié !')).toBeInTheDocument();

    writeText.mockRejectedValueOnce(new Error('refusé'));
    await user.click(screen.getByRole('button', { name: 'Copier le lien' }));
    expect(await screen.findByText('Copie impossible : sélectionnez le lien ci-dessous.')).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(screen.getByRole('textbox', { name: 'Copier le lien' })).toHaveValue(`${window.location.origin}/vote/1/7`);
  });
});
