import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route's schema as declared (zod, through fastify-type-provider-zod), for tests that generate input. */
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
}

const registries = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Records every route registered from now on, so the access-matrix test enumerates routes from Fastify itself and a
 * new route cannot be forgotten. Must run before any route or plugin is registered: onRoute only sees later routes.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  registries.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD twin for every GET; it runs the same handler.
      if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
    }
  });
}

/** The routes of an app built by buildApp, in registration order. */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes = registries.get(app);
  if (!routes) throw new Error('recordRoutes() was not called on this app');
  return [...routes];
}
