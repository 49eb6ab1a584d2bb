import { timeLeft, useNow } from '@/components/countdown';
import { useDateFormats } from '@/lib/use-date-formats';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import { openingLabel } from '../utils/opening-countdown';

/** Time left until the contest opens, ticking every second (the browser's clock replaces the server's, as in Countdown). */
export function OpeningCountdown({ start }: { start: string }) {
  const left = timeLeft(new Date(start), useNow());
  const { formatDateTime } = useDateFormats();
  return (
    <div className={`opening${left.totalSeconds <= 0 ? ' opening--open' : ''}`} suppressHydrationWarning>
      <span className="opening__label">{PARTICIPATION_TEXT.preregistration.startsIn}</span>
      <strong className="opening__value" role="timer" suppressHydrationWarning>
        {openingLabel(left)}
      </strong>
      <span className="opening__date">{formatDateTime(start)}</span>
    </div>
  );
}
