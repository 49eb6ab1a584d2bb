import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { Injectable, SetMetadata } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '@app/config';
import { AppError, MESSAGES } from '@app/common';
import type { TokenPair } from './token.service';

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
  /** Readable by the back office's script, which echoes it in {@link CSRF_HEADER} (double submit). */
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
 * public address is https, and the CSRF value of the double submit.
 */
@Injectable()
export class AdminSessionCookies {
  private readonly secure: boolean;
  private readonly origins: Set<string>;

  constructor(private readonly config: AppConfig) {
    this.secure = config.publicWebUrl.startsWith('https:');
    this.origins = new Set([new URL(config.publicWebUrl).origin, ...config.http.corsOrigins]);
  }

  /**
   * Sets the tokens of a session; a new sign-in gets a new CSRF value, a refresh passes the
   * session's (requests in flight still carry it).
   */
  open(reply: FastifyReply, pair: TokenPair, csrf: string = randomBytes(32).toString('base64url')): void {
    const refreshSeconds = this.config.auth.refreshTokenTtlSeconds;
    const accessSeconds = this.config.auth.accessTokenTtlSeconds;
    void reply
      .setCookie(ADMIN_COOKIES.access, pair.access, this.options(BACK_OFFICE_PATH, true, accessSeconds))
      .setCookie(ADMIN_COOKIES.refresh, pair.refresh, this.options(SESSION_PATH, true, refreshSeconds))
      .setCookie(ADMIN_COOKIES.csrf, csrf, this.options(BACK_OFFICE_PATH, false, refreshSeconds));
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

  csrfValue(request: FastifyRequest): string | undefined {
    return request.cookies?.[ADMIN_COOKIES.csrf] || undefined;
  }

  /**
   * Why an unsafe call through the back office is refused as a possible cross-site request, or null:
   * an `Origin` other than this site's, or (but for the sign-in) a CSRF header that does not repeat
   * the CSRF cookie. SameSite=Strict already keeps the cookies off other sites' requests; this holds
   * where that does not (older browsers, a sibling subdomain).
   */
  forgeryRefusal(request: FastifyRequest, csrfExempt: boolean): AppError | null {
    if (!throughBackOffice(request) || SAFE_METHODS.has(request.method)) return null;
    const origin = request.headers.origin;
    if (origin !== undefined && !this.sameSite(origin, request.hostname)) {
      return AppError.forbidden(MESSAGES.auth.csrfFailed);
    }
    if (csrfExempt) return null;
    const cookie = request.cookies?.[ADMIN_COOKIES.csrf];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameText(cookie, header)) {
      return AppError.forbidden(MESSAGES.auth.csrfFailed);
    }
    return null;
  }

  /**
   * The public address or a CORS origin, or the host the request was sent to. By host name, as
   * SameSite does (a proxy may pass the host without its port).
   */
  private sameSite(origin: string, hostname: string): boolean {
    if (this.origins.has(origin)) return true;
    try {
      return new URL(origin).hostname === hostname;
    } catch {
      return false;
    }
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
