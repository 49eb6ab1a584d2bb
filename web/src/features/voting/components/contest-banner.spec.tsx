import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeParticipant } from '@/test/factories';
import { ContestBanner, formatTimeLeft } from './contest-banner';

const contest = (endDate: string) => ({
  ...makeParticipant().contest_details,
  end_date: endDate,
  status: 'open' as const,
});

describe('ContestBanner', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the two largest units of the time left', () => {
    expect(formatTimeLeft(2 * 86_400 + 4 * 3_600 + 59)).toBe('2 j 4 h');
    expect(formatTimeLeft(4 * 3_600 + 12 * 60)).toBe('4 h 12 min');
    expect(formatTimeLeft(12 * 60 + 30)).toBe('12 min 30 s');
  });

  it('counts down live, then says the contest is over', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    render(
      <MemoryRouter>
        <ContestBanner contest={contest('2026-11-22T10:00:02Z')} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Fin dans 0 min 2 s')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(screen.getByText('Terminé')).toBeInTheDocument();
  });
});
