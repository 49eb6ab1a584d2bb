import { createHmac } from 'node:crypto';

/**
 * The key of public participant ids, derived from the server secret under its own label so that it
 * is never the token-signing key itself, and changes with it.
 */
export function secureIdKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('bebe-star/ranking/secure-id/v1').digest();
}

/**
 * The 12-character public id of a participant in a contest (the live feed carries it instead of
 * the participant id): the first 12 hex characters of HMAC-SHA256("contestId:participantId").
 */
export function secureId(key: Buffer, contestId: number, participantId: number): string {
  return createHmac('sha256', key).update(`${contestId}:${participantId}`).digest('hex').slice(0, 12);
}
