import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { IS_PUBLIC } from '@app/common';
import { ADMIN_ONLY, DEVICE_COOKIE } from '@app/identity';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const API_PATH = /^\/api(\/|$)/;
const READS = new Set(['GET', 'HEAD']);

const joinPath = (...parts: string[]) =>
  `/${parts
    .map((part) => part.replace(/^\/|\/$/g, ''))
    .filter(Boolean)
    .join('/')}`;

/**
 * The GET routes whose answer is one user's, as Fastify names them (`/api/users/:id`): those of a
 * Nest controller that are not `@Public()`, or are `@AdminOnly`, the same metadata the auth guard reads.
 */
export function privateReadRoutes(app: NestFastifyApplication): Set<string> {
  const reflector = app.get(Reflector);
  const scanner = new MetadataScanner();
  const routes = new Set<string>();
  for (const { instance, metatype } of new DiscoveryService(app.get(ModulesContainer)).getControllers()) {
    if (!instance || !metatype) continue;
    const bases = [Reflect.getMetadata(PATH_METADATA, metatype) as string | string[]].flat();
    const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name] as () => unknown;
      const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (paths === undefined || Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.GET) continue;
      const targets = [handler, metatype];
      const isPublic = reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, targets) ?? false;
      const adminOnly = reflector.getAllAndOverride<string | undefined>(ADMIN_ONLY, targets) !== undefined;
      if (isPublic && !adminOnly) continue;
      for (const base of bases) for (const path of [paths].flat()) routes.add(joinPath(base, path));
    }
  }
  return routes;
}

/**
 * Whether an API answer is for one person only, so that no cache may keep it: the request carried
 * credentials (a bearer token, or a cookie other than the device id, which changes no answer: the
 * back office's session), or it changes something or hands out tokens (every method but GET and
 * HEAD: sign-in, refresh, votes…), or its route is an account or administration one (`privateReads`).
 */
export function isPrivateAnswer(request: FastifyRequest, privateReads: ReadonlySet<string>): boolean {
  return (
    request.headers.authorization !== undefined ||
    Object.keys(request.cookies ?? {}).some((name) => name !== DEVICE_COOKIE) ||
    !READS.has(request.method) ||
    privateReads.has(request.routeOptions.url ?? '')
  );
}

/**
 * `Cache-Control: no-store` on every private API answer (see isPrivateAnswer), whatever the route
 * set; the public ones keep their own caching and get `Vary: Authorization`, so that a cache never
 * hands the anonymous answer to a signed-in reader. The site's files and the photos are left as they
 * are: public, and cached on purpose.
 */
export function keepPrivateAnswersOutOfCaches(fastify: FastifyInstance, privateReads: ReadonlySet<string>): void {
  // A callback hook, not an async one: no promise per request (the free vote goes through it too).
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (!API_PATH.test(request.url)) return done(null, payload);
    if (isPrivateAnswer(request, privateReads)) {
      void reply.header('Cache-Control', 'no-store');
    } else {
      const vary = reply.getHeader('Vary');
      const names = typeof vary === 'string' ? vary.split(',').map((name) => name.trim().toLowerCase()) : [];
      if (!names.includes('authorization') && !names.includes('*')) {
        void reply.header('Vary', typeof vary === 'string' && vary !== '' ? `${vary}, Authorization` : 'Authorization');
      }
    }
    done(null, payload);
  });
}
