import { comments as COMMENTS_TEXT } from '@/messages/comments';

const relative = new Intl.RelativeTimeFormat('fr-FR', { numeric: 'always' });

/**
 * How long ago a comment was written: "à l'instant", then minutes under an hour, hours under a
 * day, then days ("il y a 5 minutes", "il y a 3 heures", "il y a 2 jours").
 */
export function relativeAge(date: string | Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - new Date(date).getTime()) / 60_000);
  if (minutes < 1) return COMMENTS_TEXT.justNow;
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return relative.format(-Math.floor(hours / 24), 'day');
}
