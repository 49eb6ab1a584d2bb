import { useEffect, useRef, useState } from 'react';
import { type AnnouncedLine, FIRST_ANNOUNCER_STATE, nextAnnouncement } from '../lib/ranking-announcement';

/**
 * A polite live region, unseen, that tells screen readers the places that change in a live ranking:
 * the podium's, or only `followed`'s (a participant's page). The ranking itself is not a live region:
 * every vote would be read out.
 */
export function RankingAnnouncer({
  lines,
  followed = null,
}: {
  lines: readonly AnnouncedLine[];
  followed?: string | null;
}) {
  const [message, setMessage] = useState('');
  const state = useRef(FIRST_ANNOUNCER_STATE);
  const latest = useRef(lines);
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    latest.current = lines;
    const look = () => {
      retry.current = null;
      const step = nextAnnouncement(state.current, latest.current, followed, Date.now());
      state.current = step.state;
      if (step.message) setMessage(step.message);
      if (step.retryAt !== null) retry.current = setTimeout(look, step.retryAt - Date.now());
    };
    // A pending look reads the latest lines when its time comes.
    if (retry.current === null) look();
  }, [lines, followed]);

  useEffect(
    () => () => {
      if (retry.current !== null) clearTimeout(retry.current);
      retry.current = null;
    },
    [],
  );

  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
