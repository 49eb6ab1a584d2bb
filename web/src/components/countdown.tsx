import { useEffect, useState } from 'react';
import { common as COMMON_TEXT } from '../messages/common';

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  totalSeconds: number;
}

/** What is left until `end` at `now`, never negative. */
export function timeLeft(end: Date, now: Date): TimeLeft {
  const totalSeconds = Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
    totalSeconds,
  };
}

/** The current time, ticking every `everyMs`. */
export function useNow(everyMs = 1_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * "Temps restant" with days (when any), hours, minutes and seconds; pulses in the last five minutes.
 * The server's render of it is some seconds old when the browser takes it over: the browser's clock
 * replaces it (suppressHydrationWarning), as it does every second after.
 */
export function Countdown({ end, label = COMMON_TEXT.remaining }: { end: string | Date; label?: string }) {
  const left = timeLeft(new Date(end), useNow());
  const t = COMMON_TEXT;
  const days = left.days > 0 ? `${left.days}${t.days} ` : '';
  return (
    <div
      className={`countdown${left.totalSeconds > 0 && left.totalSeconds < 300 ? ' countdown--urgent' : ''}`}
      role="timer"
      suppressHydrationWarning
    >
      <span className="countdown__label">{label}</span>
      <span className="countdown__value" suppressHydrationWarning>
        {`${days}${pad(left.hours)}${t.hours} ${pad(left.minutes)}${t.minutes} ${pad(left.seconds)}${t.seconds}`}
      </span>
    </div>
  );
}
