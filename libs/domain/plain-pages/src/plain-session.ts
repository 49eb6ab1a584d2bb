import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { AppError } from '@app/common';
import { PLAIN_PATH } from '@app/contracts';
import { type AccessTokenPayload, AuthService, type TokenPair, TokenService } from '@app/identity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

export const PLAIN_COOKIES = {
  /** This browser's visit of the pages (random): the forms' token is derived from it and the account. */
  visit: 'bs_simple',
  /** The site's access token, HttpOnly, kept as long as it lives: most requests need no refresh. */
  access: 'bs_simple_acces',
  /** The refresh token: once the access token has expired, it gets a new pair (rotated, reuse-checked). */
  refresh: 'bs_simple_renouv',
  /** The number a code was just sent to, and the first name given, between the sign-in's two forms. */
  pending: 'bs_simple_numero',
} as const;

/** The signed-in voter of a page without script, as an access token names it. */
export interface PlainVoter {
  userId: number;
  /** When the access token was issued (ms): the vote's reservation checks its revocation. */
  tokenIssuedMs: number;
  /** The account's confirmed phone number (its id), which the free vote needs. */
  phoneNumberId: number | undefined;
  /** When that number was first confirmed (ms), if the token says. */
  numberSinceMs: number | undefined;
}

/** A request's visit: who is signed in (null: a visitor), and the token its forms must bring back. */
export interface PlainVisit {
  voter: PlainVoter | null;
  formToken: string;
}

/** The number a sign-in code was sent to, and the first name given with it. */
export interface PendingSignIn {
  phone: string;
  firstName: string;
}

const VISIT_ID = /^[A-Za-z0-9_-]{22}$/;
const PENDING = z.object({ phone: z.string().max(32), firstName: z.string().max(150) });

/** Why an unsafe request of a page is refused: sent by another site, or without its form's token. */
export type Forgery = 'foreign' | 'token';

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const voterOf = (payload: AccessTokenPayload): PlainVoter => ({
  userId: payload.user_id,
  tokenIssuedMs: payload.issued_ms,
  phoneNumberId: payload.pn,
  numberSinceMs: payload.pns,
});

/**
 * The session of the pages without script: the site's own tokens (issued, refreshed and revoked by
 * libs/domain/identity as for the JavaScript site), kept in HttpOnly, SameSite=Lax cookies under
 * {@link PLAIN_PATH} (Secure over https) that no script reads and no API call carries. Each request
 * uses the access token while it lives, then rotates the refresh token once for a new pair.
 * Forms carry a token derived (HMAC, key from JWT_SECRET) from the visit's random id and the account,
 * checked on every POST with the Origin (or Referer) when the browser sends one: SameSite=Lax keeps the
 * cookies off other sites' POSTs, the token holds where a browser does not.
 */
@Injectable()
export class PlainSession {
  private readonly secure: boolean;
  private readonly origins: Set<string>;
  private readonly formKey: Buffer;
  private readonly refreshSeconds: number;
  private readonly accessSeconds: number;
  private readonly pendingSeconds: number;

  constructor(
    config: AppConfig,
    private readonly tokens: TokenService,
    private readonly auth: AuthService,
  ) {
    this.secure = config.publicWebUrl.startsWith('https:');
    this.origins = new Set([new URL(config.publicWebUrl).origin, ...config.http.corsOrigins]);
    this.formKey = createHmac('sha256', config.auth.jwtSecret).update('plain-pages-forms').digest();
    this.refreshSeconds = config.auth.refreshTokenTtlSeconds;
    this.accessSeconds = config.auth.accessTokenTtlSeconds;
    this.pendingSeconds = config.phoneSignIn.codeTtlSeconds;
  }

  /** The request's voter (its session renewed when its access token has expired) and its forms' token. */
  async visit(request: FastifyRequest, reply: FastifyReply): Promise<PlainVisit> {
    const voter = await this.voter(request, reply);
    let id = request.cookies?.[PLAIN_COOKIES.visit];
    if (!id || !VISIT_ID.test(id)) id = this.newVisit(reply);
    return { voter, formToken: this.tokenOf(id, voter) };
  }

  /**
   * Why a POST of a page is refused, or null: an Origin (else a Referer) that is not the site's, or a
   * form token that is not the one of this visit and account. An Origin of `null` tells nothing: the
   * site's `Referrer-Policy: no-referrer` makes browsers send that one for its own forms.
   */
  forgery(request: FastifyRequest, visit: PlainVisit, token: unknown): Forgery | null {
    const origin = request.headers.origin ?? originOf(request.headers.referer);
    if (origin !== undefined && origin !== 'null' && !this.origins.has(origin)) return 'foreign';
    return typeof token === 'string' && sameText(token, visit.formToken) ? null : 'token';
  }

  /** Signs the browser in with a new pair of the site's tokens; the visit starts anew (new forms' token). */
  open(reply: FastifyReply, pair: TokenPair): void {
    this.setTokens(reply, pair);
    this.newVisit(reply);
    this.forgetPending(reply);
  }

  /** Signs out: the sign-in's tokens are revoked everywhere, the cookies dropped, the visit started anew. */
  async close(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const refresh = request.cookies?.[PLAIN_COOKIES.refresh];
    if (refresh) await this.auth.logout(refresh).catch(ignoreUnauthorized);
    this.clearTokens(reply);
    this.newVisit(reply);
  }

  pending(request: FastifyRequest): PendingSignIn | null {
    const value = request.cookies?.[PLAIN_COOKIES.pending];
    if (!value) return null;
    try {
      const parsed = PENDING.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  rememberPending(reply: FastifyReply, pending: PendingSignIn): void {
    const value = Buffer.from(JSON.stringify(pending)).toString('base64url');
    void reply.setCookie(PLAIN_COOKIES.pending, value, this.options(this.pendingSeconds));
  }

  forgetPending(reply: FastifyReply): void {
    void reply.clearCookie(PLAIN_COOKIES.pending, this.options());
  }

  private async voter(request: FastifyRequest, reply: FastifyReply): Promise<PlainVoter | null> {
    const access = request.cookies?.[PLAIN_COOKIES.access];
    const payload = access ? await this.tokens.verifyAccess(access) : null;
    if (payload && payload.aud === undefined) return voterOf(payload);
    const refresh = request.cookies?.[PLAIN_COOKIES.refresh];
    if (!refresh) return null;
    try {
      const pair = await this.auth.refresh(refresh, request.ip);
      this.setTokens(reply, pair);
      return voterOf(this.tokens.verifySignature(pair.access)!);
    } catch (error) {
      // Signed out elsewhere, expired, or the account closed: a visitor from now on.
      if (!(error instanceof AppError) || error.status !== HttpStatus.UNAUTHORIZED) throw error;
      this.clearTokens(reply);
      return null;
    }
  }

  private tokenOf(visitId: string, voter: PlainVoter | null): string {
    return createHmac('sha256', this.formKey)
      .update(`${visitId}:${voter?.userId ?? ''}`)
      .digest('base64url');
  }

  private newVisit(reply: FastifyReply): string {
    const id = randomBytes(16).toString('base64url');
    void reply.setCookie(PLAIN_COOKIES.visit, id, this.options(this.refreshSeconds));
    return id;
  }

  private setTokens(reply: FastifyReply, pair: TokenPair): void {
    void reply
      .setCookie(PLAIN_COOKIES.access, pair.access, this.options(this.accessSeconds))
      .setCookie(PLAIN_COOKIES.refresh, pair.refresh, this.options(this.refreshSeconds));
  }

  private clearTokens(reply: FastifyReply): void {
    void reply.clearCookie(PLAIN_COOKIES.access, this.options()).clearCookie(PLAIN_COOKIES.refresh, this.options());
  }

  private options(maxAgeSeconds?: number): CookieSerializeOptions {
    return {
      path: PLAIN_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
    };
  }
}

function originOf(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

function ignoreUnauthorized(error: unknown): void {
  if (!(error instanceof AppError) || error.status !== HttpStatus.UNAUTHORIZED) throw error;
}
