import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Permission } from '../groups/permissions';

export interface AuthContext {
  userId: number;
  /** When the access token was issued (ms): a handler that checks revocation itself compares it. */
  tokenIssuedMs?: number;
  /** Signed in through the back office (a token of its audience): administrators' powers need it. */
  backOffice?: boolean;
}

export type AuthenticatedRequest = FastifyRequest & { auth?: AuthContext };

export const ADMIN_ONLY = 'adminOnly';

/**
 * Restricts a route to administrators holding `permission` (through one of their groups, or as
 * staff), checked on the server against the user's current record on every request.
 */
export const AdminOnly = (permission: Permission): MethodDecorator & ClassDecorator =>
  SetMetadata(ADMIN_ONLY, permission);

/** The token of an `Authorization: Bearer <token>` header, if the header is one. */
export const bearerToken = (header: string | undefined): string | undefined => header?.match(/^Bearer\s+(\S+)$/i)?.[1];

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
