import { Link } from 'react-router-dom';
import { timeLeft, useNow } from '@/components/countdown';
import type { Participant } from '@/lib/api/participants/get-participant';
import { common as COMMON_TEXT } from '@/messages/common';
import { voting as VOTING_TEXT } from '@/messages/voting';

const t = VOTING_TEXT.contest;

/** "2 j 4 h", "4 h 12 min", "12 min 30 s": the two largest units of what is left. */
export function formatTimeLeft(seconds: number): string {
  const { days, hours, minutes, seconds: rest } = timeLeft(new Date(seconds * 1000), new Date(0));
  const units = COMMON_TEXT;
  if (days > 0) return `${days} ${units.days} ${hours} ${units.hours}`;
  if (hours > 0) return `${hours} ${units.hours} ${minutes} ${units.minutes}`;
  return `${minutes} ${units.minutes} ${rest} ${units.seconds}`;
}

/** The contest a participant's page belongs to: its name (its page), the time left, and its ranking. */
export function ContestBanner({ contest }: { contest: Participant['contest_details'] }) {
  const left = timeLeft(new Date(contest.end_date), useNow()).totalSeconds;
  const over = contest.status === 'closed' || left === 0;
  return (
    <section className="contest-banner" aria-label={t.label}>
      <Link className="contest-banner__title" to={`/concours/${contest.id}/participants`}>
        {contest.title}
      </Link>
      <span className="contest-banner__time" suppressHydrationWarning>
        {over ? t.ended : t.endsIn(formatTimeLeft(left))}
      </span>
      <Link className="contest-banner__ranking" to={`/concours/${contest.id}/classement`}>
        {t.ranking}
      </Link>
    </section>
  );
}
