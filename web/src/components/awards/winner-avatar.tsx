import { useState } from 'react';
import './awards.css';

/** The colours of the initials (awards.css, `winner-avatar--tone-N`): classes, as the pages' CSP has no inline style. */
const TONES = 6;

/** The initials of a name ("Awa C." → "AC"). */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('') || '?';

/** Always the same colour for the same name. */
const toneOf = (name: string) => [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % TONES;

/** The winner's profile picture, else the baby's photo, else coloured initials. */
export function WinnerAvatar({ name, photos }: { name: string; photos: (string | null | undefined)[] }) {
  const [failed, setFailed] = useState<string[]>([]);
  const photo = photos.find((url): url is string => Boolean(url) && !failed.includes(url as string));
  if (photo) {
    return (
      <img
        className="winner-avatar"
        src={photo}
        alt=""
        loading="lazy"
        onError={() => setFailed((urls) => [...urls, photo])}
      />
    );
  }
  return (
    <span className={`winner-avatar winner-avatar--initials winner-avatar--tone-${toneOf(name)}`} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
