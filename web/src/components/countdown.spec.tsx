import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, timeLeft } from './countdown';

describe('timeLeft', () => {
  it('splits what is left into days, hours, minutes and seconds, never below zero', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(timeLeft(new Date('2026-11-24T13:04:05Z'), now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      totalSeconds: 2 * 86_400 + 3 * 3_600 + 4 * 60 + 5,
    });
    expect(timeLeft(new Date('2026-11-21T10:00:00Z'), now).totalSeconds).toBe(0);
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks every second, hides days when none are left and pulses in the last five minutes', () => {
    render(<Countdown end="2026-11-22T10:04:02Z" />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('Temps restant00h 04min 02s');
    expect(timer).toHaveClass('countdown--urgent');
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(timer).toHaveTextContent('00h 04min 00s');
  });

  it('shows days while more than a day is left', () => {
    render(<Countdown end="2026-11-25T12:00:00Z" />);
    expect(screen.getByRole('timer')).toHaveTextContent('3j 02h 00min 00s');
    expect(screen.getByRole('timer')).not.toHaveClass('countdown--urgent');
  });
});
