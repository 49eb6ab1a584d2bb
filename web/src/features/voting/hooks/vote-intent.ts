const KEY = 'free_vote_intent';
/** An intent older than this (a sign-in abandoned, then the page opened again later) casts nothing. */
const LIFETIME_MS = 15 * 60_000;

/**
 * "Voter gratuitement" tapped by someone who must first sign in or confirm a number: kept in this
 * tab's storage (never in the address, which a shared link would carry) so that the vote is cast
 * as soon as they are back on the participant's page.
 */
export function rememberVoteIntent(participantId: number): void {
  sessionStorage.setItem(KEY, JSON.stringify({ participantId, at: Date.now() }));
}

function readIntent(): { participantId?: unknown; at?: unknown } | null {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { participantId?: unknown; at?: unknown } | null;
  } catch {
    return null;
  }
}

/** Whether a fresh intent to vote for `participantId` was kept; it is used up either way. */
export function takeVoteIntent(participantId: number): boolean {
  const intent = readIntent();
  sessionStorage.removeItem(KEY);
  return (
    intent?.participantId === participantId && typeof intent.at === 'number' && Date.now() - intent.at < LIFETIME_MS
  );
}
