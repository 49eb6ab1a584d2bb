import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENT_INTERVAL_MS, type AnnouncedLine } from '../lib/ranking-announcement';
import { RankingAnnouncer } from './ranking-announcer';

const ranking = (...names: string[]): AnnouncedLine[] =>
  names.map((name, index) => ({ secure_id: name.toLowerCase(), baby_name: name, rank: index + 1 }));

describe('RankingAnnouncer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('is a polite status region, unseen and silent until a place on the podium changes', () => {
    const { rerender } = render(<RankingAnnouncer lines={ranking('Léa', 'Awa', 'Fatou', 'Binta')} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveClass('visually-hidden');
    expect(region).toBeEmptyDOMElement();

    rerender(<RankingAnnouncer lines={ranking('Léa', 'Awa', 'Binta', 'Fatou')} />);
    expect(region).toHaveTextContent('Binta passe à la 3e place.');
  });

  it('holds later changes back for ten seconds, then tells the ranking as it stands', () => {
    const { rerender } = render(<RankingAnnouncer lines={ranking('Léa', 'Awa', 'Fatou')} />);
    const region = screen.getByRole('status');
    rerender(<RankingAnnouncer lines={ranking('Awa', 'Léa', 'Fatou')} />);
    expect(region).toHaveTextContent('Awa passe à la première place. Léa passe à la 2e place.');

    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    rerender(<RankingAnnouncer lines={ranking('Fatou', 'Awa', 'Léa')} />);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    rerender(<RankingAnnouncer lines={ranking('Fatou', 'Léa', 'Awa')} />);
    expect(region).toHaveTextContent('Awa passe à la première place. Léa passe à la 2e place.');

    act(() => {
      vi.advanceTimersByTime(ANNOUNCEMENT_INTERVAL_MS - 2_001);
    });
    expect(region).toHaveTextContent('Awa passe à la première place. Léa passe à la 2e place.');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(region).toHaveTextContent('Fatou passe à la première place. Awa passe à la 3e place.');
  });

  it('tells a participant’s page only the followed participant’s place', () => {
    const { rerender } = render(
      <RankingAnnouncer lines={ranking('Léa', 'Awa', 'Fatou', 'Binta', 'Mariam')} followed="mariam" />,
    );
    const region = screen.getByRole('status');
    rerender(<RankingAnnouncer lines={ranking('Awa', 'Léa', 'Fatou', 'Binta', 'Mariam')} followed="mariam" />);
    expect(region).toBeEmptyDOMElement();
    rerender(<RankingAnnouncer lines={ranking('Awa', 'Léa', 'Fatou', 'Mariam', 'Binta')} followed="mariam" />);
    expect(region).toHaveTextContent('Mariam passe à la 4e place.');
  });
});
