import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { REDIS } from '@app/redis';
import type Redis from 'ioredis';

/** Long enough for the socket's handshake that follows the request, short enough to be worthless later. */
const TICKET_TTL_SECONDS = 30;

const ticketKey = (ticket: string) => `auth:live-ticket:${createHash('sha256').update(ticket).digest('hex')}`;

/**
 * One-use tickets that open the back office's live feed. The back office's tokens are in HttpOnly
 * cookies its script cannot read, and the socket's handshake goes to `/socket.io`, outside the
 * cookies' path: the script asks for a ticket through the cookie-authenticated API and hands it to
 * the handshake, which spends it.
 */
@Injectable()
export class LiveTickets {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async issue(userId: number): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    await this.redis.set(ticketKey(ticket), String(userId), 'EX', TICKET_TTL_SECONDS);
    return ticket;
  }

  /** The user a ticket was issued to, once; null for an unknown, spent or expired ticket. */
  async redeem(ticket: string): Promise<number | null> {
    const userId = await this.redis.getdel(ticketKey(ticket));
    return userId === null ? null : Number(userId);
  }
}
