import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config';
import { errSerializer } from './provider-error';

/** Never let a credential or personal detail reach a log line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  '*.phone',
  '*.email',
  '*.token',
  '*.access_token',
  '*.refresh_token',
  '*.password',
];

/**
 * Nest's logger writes through pino. The per-request middleware of nestjs-pino (a pino-http child
 * logger and an async-local store per request, run through @fastify/middie) cost about a third of
 * a small request's CPU, so it is not mounted (`forRoutes: []`); request lines come from a Fastify
 * hook instead (request-log.ts), and error lines carry the request id themselves.
 */
export function loggingModule(config: AppConfig) {
  return LoggerModule.forRoot({
    forRoutes: [],
    pinoHttp: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      // An error object logged whole would write out the request it failed on (credentials included).
      serializers: { err: errSerializer },
      transport: process.env.LOG_PRETTY === '1' ? { target: 'pino-pretty' } : undefined,
    },
  });
}
