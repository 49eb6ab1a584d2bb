import { common as COMMON_TEXT } from '../messages/common';

/** What an announcement needs of a ranking line. */
export interface AnnouncedLine {
  secure_id: string;
  baby_name: string;
  rank: number | null;
}

/** The places a screen reader is told about: the podium's, on a ranking. */
export const PODIUM_SIZE = 3;
/** At most one announcement in this time; what changed meanwhile is told as it stands at the end. */
export const ANNOUNCEMENT_INTERVAL_MS = 10_000;

/** Places by secure_id, as last announced (or first seen). */
type Places = ReadonlyMap<string, number>;

export interface AnnouncerState {
  /** What a change is measured against; null until the ranking is first seen. */
  told: Places | null;
  /** When the last announcement was made. */
  toldAt: number | null;
}

export const FIRST_ANNOUNCER_STATE: AnnouncerState = { told: null, toldAt: null };

export interface AnnouncerStep {
  state: AnnouncerState;
  /** What to say now, or null. */
  message: string | null;
  /** When to look again: a change is held back by the interval. */
  retryAt: number | null;
}

/** The places that matter: the podium's, or only the followed participant's (its own page). */
function placesOf(lines: readonly AnnouncedLine[], followed: string | null): Places {
  const counted = lines.filter(
    (line): line is AnnouncedLine & { rank: number } =>
      line.rank !== null && (followed === null ? line.rank <= PODIUM_SIZE : line.secure_id === followed),
  );
  return new Map(counted.map((line) => [line.secure_id, line.rank]));
}

/**
 * The announcement a new state of the ranking calls for. Only places are told, never vote counts:
 * each participant now on the podium (or the followed one) whose place is not the one last told,
 * best place first, e.g. "Léa passe à la 2e place.". The first ranking seen is told nothing. Within
 * the interval after an announcement nothing is said; `retryAt` asks to look again at its end, when
 * the ranking as it then stands is compared with what was last told (a move undone meanwhile is
 * not told at all).
 */
export function nextAnnouncement(
  state: AnnouncerState,
  lines: readonly AnnouncedLine[],
  followed: string | null,
  now: number,
): AnnouncerStep {
  const quiet = (retryAt: number | null = null): AnnouncerStep => ({ state, message: null, retryAt });
  const places = placesOf(lines, followed);
  if (state.told === null) {
    return lines.length === 0 ? quiet() : { state: { ...state, told: places }, message: null, retryAt: null };
  }
  const told = state.told;
  const moved = [...places].filter(([id, rank]) => told.get(id) !== rank).sort((a, b) => a[1] - b[1]);
  if (moved.length === 0) return quiet();
  if (state.toldAt !== null && now - state.toldAt < ANNOUNCEMENT_INTERVAL_MS) {
    return quiet(state.toldAt + ANNOUNCEMENT_INTERVAL_MS);
  }
  const names = new Map(lines.map((line) => [line.secure_id, line.baby_name]));
  const message = moved.map(([id, rank]) => COMMON_TEXT.liveRanking.movedTo(names.get(id) ?? '', rank)).join(' ');
  return { state: { told: places, toldAt: now }, message, retryAt: null };
}
