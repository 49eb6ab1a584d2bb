import { createHmac, randomFillSync, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** The browser's verified device id: null when it sent none valid; undefined until checked. */
    deviceId: string | null | undefined;
  }
}

/** The cookie that names a browser (the phone, for the free-vote limits). */
export const DEVICE_COOKIE = 'bs_device';
/** Browsers keep a cookie 400 days at most. */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 3600;
/** Files (scripts, styles, photos, the service worker) are cached and shared: no cookie is set on them. */
const FILE_PATH = /\.[a-z0-9]+$/i;
const API_PATH = /^\/api(\/|$)/;
const READS = new Set(['GET', 'HEAD']);
/** A device id's random bits, and how many are drawn from the system's generator at a time (for 256 ids). */
const ID_BYTES = 16;
const RANDOM_POOL_BYTES = 256 * ID_BYTES;
/**
 * Client addresses whose hash is kept: behind a carrier's NAT thousands of phones share a few addresses,
 * and each of their votes would hash the same one again (an HMAC, about 3 µs of the vote path).
 */
const ADDRESS_HASHES_KEPT = 10_000;

/**
 * Whether an answer may give a device id: the site's pages, and every API answer that is one
 * person's anyway (a signed-in read, a vote, a sign-in…). Anonymous API reads (contests, rankings)
 * stay cacheable and shared, so they carry none; files neither.
 */
function givesDeviceId(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0];
  if (FILE_PATH.test(path)) return false;
  return !(API_PATH.test(path) && READS.has(request.method) && request.headers.authorization === undefined);
}

/**
 * Device ids: 128 random bits and their HMAC, so that an id counts only if this deployment issued it
 * (a script cannot make up a fresh phone for each vote). The API gives one to every browser on its
 * first answer that lacks one — the site's first page, or its first signed-in or writing API call
 * (see givesDeviceId) — as an HttpOnly,
 * SameSite=Lax cookie (Secure over https) kept 400 days. The ledger keeps a keyed hash of it, never
 * the id itself. An answer that sets one is `private`: a shared cache must never hand the same id to
 * everyone.
 */
@Injectable()
export class DeviceIds {
  private readonly signingKey: Buffer;
  private readonly hashKey: string;
  private readonly secure: boolean;
  /** Random bytes not yet given to an id: each byte serves one id only. */
  private readonly randomPool = Buffer.alloc(RANDOM_POOL_BYTES);
  private randomOffset = RANDOM_POOL_BYTES;
  private readonly addressHashes = new LRUCache<string, string>({ max: ADDRESS_HASHES_KEPT });

  constructor(config: AppConfig) {
    this.signingKey = createHmac('sha256', config.auth.jwtSecret).update('device-id').digest();
    this.hashKey = config.voting.ipHashSecret;
    this.secure = config.publicWebUrl.startsWith('https:');
  }

  /** A new signed id; the random bits come from a pool filled 256 ids at a time (one call instead of 256 on the vote path). */
  issue(): string {
    if (this.randomOffset === RANDOM_POOL_BYTES) {
      randomFillSync(this.randomPool);
      this.randomOffset = 0;
    }
    const id = this.randomPool.toString('base64url', this.randomOffset, this.randomOffset + ID_BYTES);
    this.randomOffset += ID_BYTES;
    return `${id}.${this.sign(id)}`;
  }

  /** The device id of a cookie value this deployment issued; null for none, or a made-up or altered one. */
  verify(value: string | undefined): string | null {
    if (!value) return null;
    const dot = value.indexOf('.');
    if (dot <= 0) return null;
    const id = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(this.sign(id));
    return signature.length === expected.length && timingSafeEqual(signature, expected) ? id : null;
  }

  /**
   * What the ledger keeps of a client address: a keyed hash, 32 hex characters; enough to group
   * votes by connection, not to find the person.
   */
  addressHash(ip: string): string {
    let hashed = this.addressHashes.get(ip);
    if (hashed === undefined) {
      hashed = createHmac('sha256', this.hashKey).update(ip).digest('hex').slice(0, 32);
      this.addressHashes.set(ip, hashed);
    }
    return hashed;
  }

  /** What the ledger keeps of a device: a keyed hash, 32 hex characters. */
  hash(id: string): string {
    return createHmac('sha256', this.hashKey).update(`device:${id}`).digest('hex').slice(0, 32);
  }

  /** Gives a device id to each browser that has none, on the API's answers and the site's pages. */
  register(fastify: FastifyInstance): void {
    const issued = new WeakSet<FastifyRequest>();
    fastify.decorateRequest('deviceId', undefined);
    fastify.addHook('onRequest', (request, reply, done) => {
      if (!givesDeviceId(request)) return done();
      request.deviceId = this.verify(request.cookies?.[DEVICE_COOKIE]);
      if (request.deviceId === null) {
        void reply.setCookie(DEVICE_COOKIE, this.issue(), {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: this.secure,
          maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
        });
        issued.add(request);
      }
      done();
    });
    fastify.addHook('onSend', (request, reply, payload, done) => {
      if (issued.has(request)) void reply.header('Cache-Control', 'private, no-cache');
      done(null, payload);
    });
  }

  /** The request's verified device id (null: none), checked once per request whoever asks. */
  deviceOf(request: FastifyRequest): string | null {
    if (request.deviceId === undefined) request.deviceId = this.verify(request.cookies?.[DEVICE_COOKIE]);
    return request.deviceId;
  }

  private sign(id: string): string {
    return createHmac('sha256', this.signingKey).update(id).digest('base64url').slice(0, 22);
  }
}
