import type { FastifyInstance } from 'fastify';
import { PinoLogger } from 'nestjs-pino';

/** Too frequent to be worth a line each: health probes and page-view tracking. */
function isQuiet(method: string, path: string): boolean {
  return path === '/health' || (method === 'POST' && path === '/api/analytics/events');
}

/**
 * One structured line per finished request, with the request id that is also sent back as
 * `x-request-id` and recorded as the correlation id of every event the request causes.
 */
export function registerRequestLog(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const logger = PinoLogger.root;
    if (logger?.isLevelEnabled('info')) {
      const path = request.url.split('?')[0];
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
