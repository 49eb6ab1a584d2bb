import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { Injectable, SetMetadata } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '@app/config';
import { AppError, MESSAGES } from '@app/common';
import { type TokenPair, TokenService } from './token.service';

/**
 * The back office's API: the routes of `/api/…`, reached as `/admin/api/…` so that the browser sends
 * the back office's cookies (all under `/admin`) to them and never to the public site's calls.
 */
export const BACK_OFFICE_API_PREFIX = '/admin/api';
const BACK_OFFICE_PATH = '/admin';
/** The refresh cookie goes to the session routes only (refresh, sign-out), not to every call. */
const SESSION_PATH = `${BACK_OFFICE_API_PREFIX}/admin/session`;

export const ADMIN_COOKIES = {
  access: 'bs_admin_access',
  refresh: 'bs_admin_refresh',
  /**
   * Readable by the back office's script, which echoes it in {@link CSRF_HEADER}: the session's own
   * value, derived from the session (no other session's value passes).
   */
  csrf: 'bs_admin_csrf',
} as const;
export const CSRF_HEADER = 'x-csrf-token';

/** Marks the sign-in: the one unsafe back-office call made before the CSRF cookie exists (Origin still checked). */
export const CSRF_EXEMPT = 'csrfExempt';
export const CsrfExempt = (): MethodDecorator => SetMetadata(CSRF_EXEMPT, true);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the request came through the back office's prefix: only then do its cookies count. */
export const throughBackOffice = (request: FastifyRequest): boolean =>
  request.originalUrl.startsWith(`${BACK_OFFICE_API_PREFIX}/`);

/** The back office's access token, from its cookie, on a request through `/admin/api`. */
export const backOfficeAccessToken = (request: FastifyRequest): string | undefined =>
  throughBackOffice(request) ? request.cookies?.[ADMIN_COOKIES.access] : undefined;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The back office's session cookies: HttpOnly tokens that no script of the origin can read (an XSS on
 * the public site cannot take an administrator's session away), SameSite=Strict, Secure when the
 * public address is https, and the session's CSRF value.
 */
@Injectable()
export class AdminSessionCookies {
  private readonly secure: boolean;
  /** The origins the back office is served from: the public address and the CORS list, whole (scheme, host, port). */
  private readonly origins: Set<string>;
  private readonly csrfKey: Buffer;

  constructor(
    private readonly config: AppConfig,
    private readonly tokens: TokenService,
  ) {
    this.secure = config.publicWebUrl.startsWith('https:');
    this.origins = new Set([new URL(config.publicWebUrl).origin, ...config.http.corsOrigins]);
    this.csrfKey = createHmac('sha256', config.auth.jwtSecret).update('admin-csrf').digest();
  }

  /**
   * Sets the tokens of a session and its CSRF value, derived from the session the access token names:
   * a new sign-in gets a new one, a refresh the session's own again (requests in flight still carry it).
   */
  open(reply: FastifyReply, pair: TokenPair): void {
    const session = this.tokens.adminSessionOf(pair.access);
    if (session === null) throw new Error('A back-office session is opened with a back-office token');
    const refreshSeconds = this.config.auth.refreshTokenTtlSeconds;
    const accessSeconds = this.config.auth.accessTokenTtlSeconds;
    void reply
      .setCookie(ADMIN_COOKIES.access, pair.access, this.options(BACK_OFFICE_PATH, true, accessSeconds))
      .setCookie(ADMIN_COOKIES.refresh, pair.refresh, this.options(SESSION_PATH, true, refreshSeconds))
      .setCookie(ADMIN_COOKIES.csrf, this.csrfOf(session), this.options(BACK_OFFICE_PATH, false, refreshSeconds));
  }

  clear(reply: FastifyReply): void {
    void reply
      .clearCookie(ADMIN_COOKIES.access, this.options(BACK_OFFICE_PATH, true))
      .clearCookie(ADMIN_COOKIES.refresh, this.options(SESSION_PATH, true))
      .clearCookie(ADMIN_COOKIES.csrf, this.options(BACK_OFFICE_PATH, false));
  }

  refreshToken(request: FastifyRequest): string | undefined {
    return request.cookies?.[ADMIN_COOKIES.refresh] || undefined;
  }

  /**
   * Why an unsafe call through the back office is refused as a possible cross-site request, or null:
   * an `Origin` that is not the public address or a CORS origin (whole: scheme, host and port; the
   * request's Host header, which the sender chooses, plays no part), or (but for the sign-in) a CSRF
   * header that is not the value of the session its cookies carry, in the CSRF cookie too.
   * SameSite=Strict already keeps the cookies off other sites' requests; this holds where that does
   * not (older browsers, a sibling subdomain that plants a cookie of its own session).
   */
  async forgeryRefusal(request: FastifyRequest, csrfExempt: boolean): Promise<AppError | null> {
    if (!throughBackOffice(request) || SAFE_METHODS.has(request.method)) return null;
    const origin = request.headers.origin;
    if (origin !== undefined && !this.origins.has(origin)) return AppError.forbidden(MESSAGES.auth.csrfFailed);
    if (csrfExempt) return null;
    const cookie = request.cookies?.[ADMIN_COOKIES.csrf];
    const header = request.headers[CSRF_HEADER];
    const session = await this.sessionOf(request);
    if (!session || !cookie || typeof header !== 'string') return AppError.forbidden(MESSAGES.auth.csrfFailed);
    const expected = this.csrfOf(session);
    return sameText(cookie, expected) && sameText(header, expected)
      ? null
      : AppError.forbidden(MESSAGES.auth.csrfFailed);
  }

  /** An HMAC of the session's id: only the server makes it, and it names that session alone. */
  private csrfOf(session: string): string {
    return createHmac('sha256', this.csrfKey).update(session).digest('base64url');
  }

  /**
   * The session the request's cookies carry: the access token's, or, once it has expired (the
   * refresh), the refresh token's.
   */
  private async sessionOf(request: FastifyRequest): Promise<string | null> {
    const access = request.cookies?.[ADMIN_COOKIES.access];
    const session = access ? this.tokens.adminSessionOf(access) : null;
    if (session !== null) return session;
    const refresh = this.refreshToken(request);
    return refresh ? this.tokens.adminSessionOfRefresh(refresh) : null;
  }

  private options(path: string, httpOnly: boolean, maxAgeSeconds?: number): CookieSerializeOptions {
    return {
      path,
      httpOnly,
      sameSite: 'strict',
      secure: this.secure,
      ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
    };
  }
}
