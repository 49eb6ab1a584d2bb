import type { VoteLeaf } from './leaf';

/** The rules a monitor replays over the log's leaves (those of `libs/domain/voting`'s free-vote rules). */
export const MONITOR_COOLDOWN_MS = 600_000;
export const MONITOR_FREE_VOTES_PER_DAY = 50;

/** What a monitor remembers of one contest between its runs. */
export interface ContestWatch {
  /** The last free (or held) vote of a voter for a participant: `<voter>:<participant>` → its time. */
  lastFree: Record<string, string>;
  /** Free (or held) votes of a voter on a UTC day: `<voter>:<YYYY-MM-DD>` → how many. */
  perDay: Record<string, number>;
  /** The contest's leaves' positions in the log, in order. */
  indices: number[];
}

export const emptyWatch = (): ContestWatch => ({ lastFree: {}, perDay: {}, indices: [] });

/** The voter a leaf names: the phone number (v2, v3) or the account (v1); null for a row without one. */
function voterOf(leaf: VoteLeaf): string | null {
  return leaf.v === 1 ? leaf.voter : leaf.number;
}

/**
 * Replays the free-vote rules and the close over a contest's next leaf; returns each breach in French.
 * `end` is the contest's end (ISO 8601), when known.
 */
export function replayLeaf(watch: ContestWatch, index: number, leaf: VoteLeaf, end: string | null): string[] {
  const breaches: string[] = [];
  watch.indices.push(index);
  const at = Date.parse(leaf.at);
  if (end !== null && (leaf.kind === 'free' || leaf.kind === 'held' || leaf.kind === 'paid') && at >= Date.parse(end)) {
    breaches.push(
      `Concours n° ${leaf.contest} : le vote n° ${leaf.id} (position ${index}) est enregistré le ${leaf.at}, à la fin du concours (${end}) ou après.`,
    );
  }
  const voter = voterOf(leaf);
  if ((leaf.kind === 'free' || leaf.kind === 'held') && voter !== null) {
    const pair = `${voter}:${leaf.participant}`;
    const last = watch.lastFree[pair];
    if (last !== undefined && at - Date.parse(last) < MONITOR_COOLDOWN_MS) {
      breaches.push(
        `Concours n° ${leaf.contest} : le votant ${voter.slice(0, 8)}… a voté gratuitement pour le participant n° ${leaf.participant} à ${last} puis à ${leaf.at} (vote n° ${leaf.id}), à moins de 10 minutes d'écart.`,
      );
    }
    watch.lastFree[pair] = leaf.at;
    const day = `${voter}:${leaf.at.slice(0, 10)}`;
    watch.perDay[day] = (watch.perDay[day] ?? 0) + 1;
    if (watch.perDay[day] === MONITOR_FREE_VOTES_PER_DAY + 1) {
      breaches.push(
        `Concours n° ${leaf.contest} : le votant ${voter.slice(0, 8)}… a plus de ${MONITOR_FREE_VOTES_PER_DAY} votes gratuits le ${leaf.at.slice(0, 10)} (vote n° ${leaf.id}).`,
      );
    }
  }
  return breaches;
}
