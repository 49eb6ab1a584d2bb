import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ParticipantSearch } from './participant-search';

describe('ParticipantSearch', () => {
  it('submits the trimmed term on Enter, ignores a blank one, and clears', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const { rerender } = render(<ParticipantSearch term="" onSearch={onSearch} count={70} searching={false} />);
    const box = screen.getByRole('searchbox', { name: 'Rechercher un participant' });
    expect(screen.getByText('70 participants')).toBeInTheDocument();

    await user.type(box, '   {Enter}');
    expect(onSearch).not.toHaveBeenCalled();

    await user.clear(box);
    await user.type(box, ' Awa {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('Awa');

    rerender(<ParticipantSearch term="Awa" onSearch={onSearch} count={1} searching={false} />);
    expect(screen.getByText('« Awa »')).toBeInTheDocument();
    expect(screen.getByText('1 participant')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Effacer la recherche' })[0]);
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('says "Recherche..." while the list loads', () => {
    render(<ParticipantSearch term="" onSearch={vi.fn()} count={0} searching />);
    expect(screen.getByText('Recherche...')).toBeInTheDocument();
  });
});
