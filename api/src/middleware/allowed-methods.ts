import { METHODS } from 'node:http';
import type { Request } from 'express';
import { OBJECT_ID_PATTERN } from './parse-object-id.pipe';

const MIDDLEWARE_METHOD_COUNT = METHODS.length;

interface RouteLayer {
  route?: { methods: Record<string, boolean> };
  match(path: string): false | { params: Record<string, unknown> };
}

/**
 * The methods some route answers at this request's path, from the Express router itself (so a route
 * added anywhere counts), or [] when no route has this path. HEAD comes with GET, as Express serves it.
 * An :id matches record ids only, as the routes' pipe and the OpenAPI document say: 'export.csv' is not
 * an id, so PUT /api/admin/donations/export.csv is a method that path lacks.
 */
export function allowedMethods(request: Request): string[] {
  const stack = (request.app as unknown as { router?: { stack: RouteLayer[] } }).router?.stack ?? [];
  const methods = new Set<string>();
  for (const layer of stack) {
    const route = layer.route;
    const matched = route ? layer.match(request.path) : false;
    if (!route || !matched || !hasRecordIdOrNone(matched.params)) continue;
    const handled = Object.keys(route.methods).filter((method) => route.methods[method]);
    // Nest mounts middleware (the request logger) as a route for every method Node knows: not an answer.
    if (handled.length >= MIDDLEWARE_METHOD_COUNT || handled.includes('_all')) continue;
    for (const method of handled) methods.add(method.toUpperCase());
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

export function hasRecordIdOrNone(params: Record<string, unknown> | undefined): boolean {
  return typeof params?.id !== 'string' || OBJECT_ID_PATTERN.test(params.id);
}
