import type { FastifyInstance, FastifyRequest } from 'fastify';
import FindMyWay from 'find-my-way';

/** The methods of every route registered on an app, in a router of their own, to tell a missing path from a missing method. */
const tables = new WeakMap<FastifyInstance, { router: FindMyWay.Instance<FindMyWay.HTTPVersion.V1>; methods: Set<string> }>();

const TEXT = 'This method is not allowed here.';

/**
 * A request whose path exists under other methods is answered 405 with those methods in Allow,
 * rather than 404, before its body is read. Records each route as it is registered, so call it
 * before the routes are (Nest registers its controllers when the app is initialised). A browser
 * navigating to a path (GET with Accept: text/html, outside /api/) is left to the not-found
 * handler, which serves the web app's shell.
 */
export function answerMethodNotAllowed(fastify: FastifyInstance, options: { ignoreTrailingSlash: boolean }): void {
  const router = FindMyWay({ ignoreTrailingSlash: options.ignoreTrailingSlash });
  const methods = new Set<string>();
  tables.set(fastify, { router, methods });
  fastify.addHook('onRoute', (route) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      methods.add(method);
      // A path registered twice under one method (Fastify's automatic HEAD beside an explicit one) is known already.
      if (!router.find(method as FindMyWay.HTTPMethod, route.url)) router.on(method as FindMyWay.HTTPMethod, route.url, () => undefined);
    }
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!request.is404 || navigation(request)) return done();
    const allow = allowedMethods(request);
    if (allow.length === 0 || allow.includes(request.method)) return done();
    void reply.code(405).header('allow', allow.join(', ')).send({ statusCode: 405, error: TEXT, message: TEXT });
  });
}

function navigation(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api/') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/** The methods the request's path has, in the order of the HTTP specification's list; empty when the path has none. */
export function allowedMethods(request: FastifyRequest): string[] {
  const table = tables.get(request.server);
  if (!table) return [];
  const path = request.url.split('?')[0];
  return [...table.methods].filter((method) => table.router.find(method as FindMyWay.HTTPMethod, path) !== null).sort();
}
