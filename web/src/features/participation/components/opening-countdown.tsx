import { timeLeft, useNow } from '../../../components/countdown';
import { formatDateTime } from '../../../lib/format';
import { participation as PARTICIPATION_TEXT } from '../../../messages/participation';
import { openingLabel } from '../utils/opening-countdown';

/** Time left until the contest opens, ticking every second. */
export function OpeningCountdown({ start }: { start: string }) {
  const left = timeLeft(new Date(start), useNow());
  return (
    <div className={`opening${left.totalSeconds <= 0 ? ' opening--open' : ''}`}>
      <span className="opening__label">{PARTICIPATION_TEXT.preregistration.startsIn}</span>
      <strong className="opening__value" role="timer">
        {openingLabel(left)}
      </strong>
      <span className="opening__date">{formatDateTime(start)}</span>
    </div>
  );
}
