import type { PrizeClaim } from '@/lib/api/prize-claims/prize-claims';

/** What an administrator decides about a pending claim. */
export type ClaimDecision = 'pay' | 'reject';

/** How a decision dialog ended: the decided claim, or why nothing was decided (already decided elsewhere). */
export type DecisionResult = { ok: true; claim: PrizeClaim } | { ok: false; message: string };
