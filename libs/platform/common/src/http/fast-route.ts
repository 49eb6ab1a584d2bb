import { applyDecorators, Injectable, SetMetadata, type Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { getSchemaPath, type OpenAPIObject } from '@nestjs/swagger';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { sendError } from '../errors/all-exceptions.filter';
import { ParseIdPipe } from './parse-id.pipe';

const FAST_ROUTE = 'bebe-star:fast-route';

/** Who sent a request, from its bearer token's signature and expiry alone (no database, no Redis). */
export interface FastRouteCaller {
  userId: number;
  /** When the token was issued (ms): the handler checks its revocation itself, in its own round trip. */
  tokenIssuedMs: number;
  /** The account's confirmed phone number (its id) when the token was issued, if it had one. */
  phoneNumberId?: number;
  /** When that number was first confirmed (ms), if the token says. */
  numberSinceMs?: number;
}

/** How a fast route reads its caller: the identity lib provides it (`Authorization: Bearer …`). */
export abstract class FastRouteAuthenticator {
  abstract caller(authorization: string | undefined): FastRouteCaller | null;
}

export interface FastRouteDefinition {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';
  /** In the router's syntax (also Nest's), each `:name` an id. */
  path: string;
  /** Each path id and the French 404 of a value that is not one (read as every id of the API is). */
  ids: Record<string, string>;
  operationId: string;
  summary: string;
  tags: string[];
  /** Request headers the route reads, as the OpenAPI document lists them. */
  headers?: { name: string; description: string }[];
  /** Each status the route answers, and the class of its body. */
  responses: Record<number, { description: string; type: Type<object> }>;
}

export interface FastRouteInput {
  ids: Record<string, number>;
  /** Null without a valid token: the handler answers its own French 401 where it needs one. */
  caller: FastRouteCaller | null;
  request: FastifyRequest;
}

export interface FastRouteHandler {
  handle(input: FastRouteInput): Promise<{ status: number; body: unknown }>;
}

/**
 * Marks a provider as a route of a contest's peak, served by Fastify itself rather than through a
 * Nest controller: no guard, pipe and exception-zone chain per request, which cost about a third of a
 * free vote's API CPU (load-tests/RESULTS.md). {@link FastRoutes} does for each what that chain does
 * for a controller — ids read as `ParseIdPipe` reads them, the bearer token checked, errors answered
 * by `sendError` — and describes it in the OpenAPI document from this definition. Fastify's hooks
 * (security headers, CORS, request id, metrics) run for it as for every route, but those the
 * application turns off for its fast routes ({@link FastRoutes.register}).
 */
export const FastRoute = (definition: FastRouteDefinition) =>
  applyDecorators(Injectable(), SetMetadata(FAST_ROUTE, definition));

@Injectable()
export class FastRoutes {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly authenticator: FastRouteAuthenticator,
  ) {}

  /** Every `@FastRoute` definition of the application. */
  definitions(): FastRouteDefinition[] {
    return this.routes().map((route) => route.definition);
  }

  /** Every `@FastRoute` provider of the application, with its definition. */
  private routes(): { definition: FastRouteDefinition; handler: FastRouteHandler }[] {
    return this.discovery.getProviders().flatMap((wrapper) => {
      const definition = wrapper.metatype
        ? (Reflect.getMetadata(FAST_ROUTE, wrapper.metatype) as FastRouteDefinition | undefined)
        : undefined;
      return definition && wrapper.instance ? [{ definition, handler: wrapper.instance as FastRouteHandler }] : [];
    });
  }

  /** Adds every route to `fastify`, each with `options` (a plugin's route options, for one). */
  register(fastify: FastifyInstance, options: RouteShorthandOptions = {}): void {
    // No request logger of their own, hence no request line: thousands a second at a peak would drown
    // the log; the routes' metrics count them, and sendError logs an unexpected error with its id.
    const silent = fastify.log.child({}, { level: 'silent' });
    for (const { definition, handler } of this.routes()) {
      const ids = Object.entries(definition.ids).map(([name, message]) => [name, new ParseIdPipe(message)] as const);
      fastify.route<{ Params: Record<string, string> }>({
        ...options,
        method: definition.method,
        url: definition.path,
        childLoggerFactory: () => silent,
        handler: async (request, reply) => {
          try {
            const input: FastRouteInput = {
              ids: Object.fromEntries(ids.map(([name, pipe]) => [name, pipe.transform(request.params[name])])),
              caller: this.authenticator.caller(request.headers.authorization),
              request,
            };
            const { status, body } = await handler.handle(input);
            void reply.code(status);
            return body;
          } catch (error) {
            sendError(error, request, reply);
            return reply;
          }
        },
      });
    }
  }

  /** The response classes the OpenAPI document must describe (no controller names them). */
  models(): Type<object>[] {
    return this.routes().flatMap(({ definition }) => Object.values(definition.responses).map((entry) => entry.type));
  }

  /** Adds each route to the OpenAPI document, as the controllers' decorators describe theirs. */
  describe(document: OpenAPIObject): void {
    for (const { definition } of this.routes()) {
      const path = definition.path.replace(/:([a-z_]+)/gi, '{$1}');
      document.paths[path] = {
        ...document.paths[path],
        [definition.method.toLowerCase()]: {
          operationId: definition.operationId,
          summary: definition.summary,
          tags: definition.tags,
          security: [{ bearer: [] }],
          parameters: [
            ...Object.keys(definition.ids).map((name) => ({
              name,
              required: true,
              in: 'path' as const,
              schema: { type: 'number' as const },
            })),
            ...(definition.headers ?? []).map(({ name, description }) => ({
              name,
              in: 'header' as const,
              description,
              required: false,
              schema: { type: 'string' as const },
            })),
          ],
          responses: Object.fromEntries(
            Object.entries(definition.responses).map(([status, { description, type }]) => [
              status,
              { description, content: { 'application/json': { schema: { $ref: getSchemaPath(type) } } } },
            ]),
          ),
        },
      };
    }
  }
}
