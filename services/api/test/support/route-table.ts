import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastRoutes, IS_PUBLIC } from '@app/common';
import { ADMIN_ONLY, type Permission } from '@app/identity';

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

/**
 * Every HTTP route of the application, read from Nest's controllers and the metadata the auth guard
 * reads, and the fast routes (`@FastRoute`) Fastify serves itself.
 */
export function routeTable(app: NestFastifyApplication): Route[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const reflector = app.get(Reflector);
  // Fast routes read their caller themselves: anyone may call them, and each says who it serves.
  const routes: Route[] = app
    .get(FastRoutes)
    .definitions()
    .map(({ method, path }) => ({ method, path, rule: { kind: 'public' } }));
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
