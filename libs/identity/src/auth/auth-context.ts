import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Permission } from '../groups/permissions';

export interface AuthContext {
  userId: number;
  /** When the access token was issued (ms): a handler that checks revocation itself compares it. */
  tokenIssuedMs?: number;
}

export type AuthenticatedRequest = FastifyRequest & { auth?: AuthContext };

export const ADMIN_ONLY = 'adminOnly';

/**
 * Restricts a route to administrators holding `permission` (through one of their groups, or as
 * staff), checked on the server against the user's current record on every request.
 */
export const AdminOnly = (permission: Permission): MethodDecorator & ClassDecorator =>
  SetMetadata(ADMIN_ONLY, permission);

export const REVOCATION_CHECKED_BY_HANDLER = 'revocationCheckedByHandler';

/**
 * On a public route whose handler checks the token's revocation in its own Redis round trip (the free
 * vote, in its reservation script: `accessRevocationKey` shares the voter's hash slot), the guard
 * checks only the signature and expiry. Ignored on any other route.
 */
export const RevocationCheckedByHandler = (): MethodDecorator => SetMetadata(REVOCATION_CHECKED_BY_HANDLER, true);

/** The signed-in caller of a protected route. */
export const CurrentAuth = createParamDecorator((_: unknown, context: ExecutionContext): AuthContext => {
  const auth = context.switchToHttp().getRequest<AuthenticatedRequest>().auth;
  if (!auth) throw new Error('CurrentAuth used on a route without authentication');
  return auth;
});

/** The caller of a public route, when a valid token was sent. */
export const OptionalAuth = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthContext | undefined =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().auth,
);
