import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PinoLogger } from 'nestjs-pino';

/** Too frequent to be worth a line each: health probes and page-view tracking. */
function isQuiet(method: string, path: string): boolean {
  return path === '/health' || (method === 'POST' && path === '/api/analytics/events');
}

/**
 * The path as a log line may show it: for a matched route its pattern (`/x/:sessionId`), never the
 * values in the path, some of which act as secrets (a test checkout's session id) and some name
 * people; the query string never. Only a path no route matched is shown as sent, to see probes.
 */
export function loggedPath(request: FastifyRequest): string {
  return request.is404 || !request.routeOptions.url ? request.url.split('?')[0] : request.routeOptions.url;
}

/**
 * One structured line per finished request, with the request id that is also sent back as
 * `x-request-id` and recorded as the correlation id of every event the request causes.
 */
export function registerRequestLog(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const logger = PinoLogger.root;
    if (logger?.isLevelEnabled('info')) {
      const path = loggedPath(request);
      if (!isQuiet(request.method, path)) {
        logger.info(
          // Plain keys: pino's standard req/res serializers expect Node's own objects.
          {
            reqId: request.id,
            method: request.method,
            url: path,
            statusCode: reply.statusCode,
            responseTime: Math.round(reply.elapsedTime),
          },
          'request completed',
        );
      }
    }
    done();
  });
}
