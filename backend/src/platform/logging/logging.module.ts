import type { IncomingMessage } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config';

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

export function loggingModule(config: AppConfig) {
  return LoggerModule.forRoot({
    // Page-view tracking is the hottest path and carries nothing worth a log line per request;
    // its failures still reach the error filter's log.
    exclude: [{ method: RequestMethod.POST, path: 'api/analytics/events' }],
    pinoHttp: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      customProps: (req: IncomingMessage) => ({ correlationId: (req as { id?: string }).id }),
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url?.split('?')[0] }),
      },
      autoLogging: { ignore: (req: IncomingMessage) => req.url === '/health' },
      transport: process.env.LOG_PRETTY === '1' ? { target: 'pino-pretty' } : undefined,
    },
  });
}
