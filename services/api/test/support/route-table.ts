import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { IS_PUBLIC } from '@app/common';
import { ADMIN_ONLY, type Permission } from '@app/identity';
import { FREE_VOTE_PATH } from '@app/voting';

/** Who may call a route, as its decorators say. */
export type RouteRule = { kind: 'public' } | { kind: 'signed-in' } | { kind: 'admin'; permission: Permission };

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** With Nest's parameters, e.g. `/api/contests/babies/:id`. */
  path: string;
  rule: RouteRule;
}

const join = (...parts: string[]) =>
  `/${parts
    .map((part) => part.replace(/^\/|\/$/g, ''))
    .filter(Boolean)
    .join('/')}`;

/** Routes served by Fastify itself rather than by a Nest controller, with the rule their handler applies. */
const FASTIFY_ROUTES: Route[] = [{ method: 'POST', path: FREE_VOTE_PATH, rule: { kind: 'public' } }];

/**
 * Every HTTP route of the application, read from Nest's controllers and the metadata the auth guard
 * reads, and the routes Fastify serves itself.
 */
export function routeTable(app: NestFastifyApplication): Route[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const reflector = app.get(Reflector);
  const routes: Route[] = [...FASTIFY_ROUTES];
  for (const wrapper of discovery.getControllers()) {
    const { instance, metatype } = wrapper;
    if (!instance || !metatype) continue;
    const bases = [Reflect.getMetadata(PATH_METADATA, metatype) as string | string[]].flat();
    const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name] as () => unknown;
      const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (paths === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod] as Route['method'];
      const permission = reflector.getAllAndOverride<Permission | undefined>(ADMIN_ONLY, [handler, metatype]);
      const isPublic = reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, [handler, metatype]);
      const rule: RouteRule = permission
        ? { kind: 'admin', permission }
        : isPublic
          ? { kind: 'public' }
          : { kind: 'signed-in' };
      for (const base of bases)
        for (const path of [paths].flat()) routes.push({ method, path: join(base, path), rule });
    }
  }
  return routes;
}
