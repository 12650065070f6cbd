import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ROLES, type Role } from '@society/contracts';
import { GLOBAL_PREFIX } from '../../src/create-app';
import { IS_PUBLIC_KEY, ROLES_KEY } from '../../src/security/auth.decorators';
import type { Method } from './access';

/**
 * Who may call a route, as the guard reads it: 'public' (@Public), the roles of @Roles, or
 * 'any-user' (a valid token of any role; neither decorator).
 */
export type Access = 'public' | 'any-user' | readonly Role[];

export interface DiscoveredRoute {
  method: Method;
  /** Express pattern with the global prefix, e.g. /api/admin/users/:id */
  pattern: string;
  access: Access;
  /** Controller.handler, for messages. */
  handler: string;
}

const METHODS: Partial<Record<RequestMethod, Method>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.DELETE]: 'delete',
};

function joinPath(...parts: string[]): string {
  return `/${parts.flatMap((part) => part.split('/')).filter(Boolean).join('/')}`;
}

/**
 * Every route the running app's controllers declare, read from Nest's own metadata (the same the router
 * and the guard use), so a new route is covered the moment it exists.
 */
export function discoverRoutes(app: NestExpressApplication): DiscoveredRoute[] {
  const reflector = new Reflector();
  const scanner = new MetadataScanner();
  const routes: DiscoveredRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
      if (!controller) continue;
      const controllerPaths = [Reflect.getMetadata(PATH_METADATA, controller) as string | string[]].flat();
      for (const name of scanner.getAllMethodNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name] as object;
        const handlerPaths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (handlerPaths === undefined) continue; // not a route handler
        const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod;
        const method = METHODS[requestMethod];
        if (!method) throw new Error(`${controller.name}.${name}: method ${RequestMethod[requestMethod]} is not covered by the hardening suites`);
        const targets = [handler as () => unknown, controller];
        const isPublic = reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, targets);
        const roles = reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
        const access: Access = isPublic ? 'public' : roles ? roles : 'any-user';
        for (const base of controllerPaths) {
          for (const sub of [handlerPaths].flat()) {
            routes.push({ method, pattern: joinPath(GLOBAL_PREFIX, base, sub), access, handler: `${controller.name}.${name}` });
          }
        }
      }
    }
  }
  return routes.sort((a, b) => key(a).localeCompare(key(b)));
}

export function key(route: { method: string; pattern: string }): string {
  return `${route.method.toUpperCase()} ${route.pattern}`;
}

interface ExpressLayer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: ExpressLayer[] };
}

/** Nest's not-found fallback answers every method; it is not a route of ours. */
const EVERY_METHOD = 20;

/**
 * Every route on the Express router (nested routers included): Nest's, and any added straight to Express,
 * like the OpenAPI docs, which bypass Nest's guard.
 */
export function expressRoutes(app: NestExpressApplication): Array<{ method: string; pattern: string }> {
  const walk = (stack: ExpressLayer[]): Array<{ method: string; pattern: string }> =>
    stack.flatMap((layer) => {
      if (layer.handle?.stack) return walk(layer.handle.stack);
      const route = layer.route;
      if (!route) return [];
      const methods = Object.keys(route.methods).filter((method) => method !== '_all');
      if (methods.length >= EVERY_METHOD) return [];
      return methods.map((method) => ({ method, pattern: route.path }));
    });
  const express = app.getHttpAdapter().getInstance() as { router: { stack: ExpressLayer[] } };
  return walk(express.router.stack);
}

/** The roles a route's caller may have (every role for 'any-user', none for 'public'). */
export function allowedRoles(access: Access): readonly Role[] {
  if (access === 'public') return [];
  return access === 'any-user' ? ROLES : access;
}

/** Percent-encoded; lone surrogates (which no URL can carry) become U+FFFD as in any UTF-8 client. */
function encodeSegment(text: string): string {
  return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
}

/** A concrete path for a pattern: each :param and the *wildcard (its '/'-separated parts) replaced. */
export function concretePath(pattern: string, id: string, wildcard = 'gallery/missing.webp'): string {
  return pattern
    .replace(/:[A-Za-z]+/g, encodeSegment(id))
    .replace(/\*[A-Za-z]+/g, wildcard.split('/').map(encodeSegment).join('/'));
}
