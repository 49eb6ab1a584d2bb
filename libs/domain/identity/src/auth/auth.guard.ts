import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError, IS_PUBLIC, MESSAGES } from '@app/common';
import type { Permission } from '../groups/permissions';
import { AdminAccess } from './admin-access';
import { AdminSessionCookies, backOfficeAccessToken, CSRF_EXEMPT } from './admin-session';
import { ADMIN_ONLY, type AuthenticatedRequest, bearerToken } from './auth-context';
import { TokenService } from './token.service';

/**
 * Global guard. Every route needs a valid bearer token unless marked `@Public()`; on public routes a
 * valid token is still read and an invalid one ignored. Through `/admin/api` the token may come from
 * the back office's cookie instead, and unsafe calls must prove they come from the back office (CSRF).
 * `@AdminOnly(permission)` routes also need a back-office token (never one the public site holds) of
 * an active administrator holding that permission.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly access: AdminAccess,
    private readonly adminSession: AdminSessionCookies,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false;
    const adminOnly = this.reflector.getAllAndOverride<Permission | undefined>(ADMIN_ONLY, targets);
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();

    const forgery = await this.adminSession.forgeryRefusal(
      request,
      this.reflector.getAllAndOverride<boolean>(CSRF_EXEMPT, targets) ?? false,
    );
    if (forgery) throw forgery;

    const token = bearerToken(request.headers.authorization) ?? backOfficeAccessToken(request);
    const payload = token ? await this.tokens.verifyAccess(token) : null;
    if (payload) {
      request.auth = { userId: payload.user_id, tokenIssuedMs: payload.issued_ms, backOffice: payload.aud === 'admin' };
    }

    if (isPublic && !adminOnly) return true;
    if (!payload) {
      throw token
        ? AppError.unauthorized(MESSAGES.auth.tokenInvalid, 'token_not_valid')
        : AppError.unauthorized(MESSAGES.http.unauthenticated);
    }
    if (adminOnly) {
      const refusal = await this.access.refusal(payload.user_id, adminOnly);
      if (refusal) throw refusal;
      if (payload.aud !== 'admin') throw AppError.forbidden(MESSAGES.auth.backOfficeSessionRequired);
    }
    return true;
  }
}
