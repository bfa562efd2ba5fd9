import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../commands/domain-error';
import { WrongExpectedRevisionError } from '../event-store/event-store.port';
import { translateMongoError } from '../mongo/mongo-faults';
import { STORE_RETRY_AFTER_SECONDS, StoreUnavailableError } from '../store-unavailable';
import { httpStatusOf } from './error-status';
import { loggedPath } from '../logging/request-log';
import { SPA_SHELL } from './static-files';
import { loggedError } from '../logging/provider-error';

interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  problems?: string[];
}

const REASONS: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Please sign in to continue.',
  403: 'You do not have access to this.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  409: 'This was changed by another request. Please try again.',
  413: 'The request is too large.',
  415: 'The request must be sent as JSON.',
  429: 'Too many requests. Please wait a moment and try again.',
};

function fromHttpException(exception: HttpException): ErrorBody {
  const status = exception.getStatus();
  const response = exception.getResponse();
  let message = typeof response === 'string' ? response : (response as { message?: unknown }).message;
  if (Array.isArray(message)) message = message.join('; ');
  const problems = typeof response === 'object' ? (response as { problems?: string[] }).problems : undefined;
  const text = typeof message === 'string' && message ? message : (REASONS[status] ?? 'The request failed.');
  return { statusCode: status, error: text, message: text, ...(problems ? { problems } : {}) };
}

/**
 * The event store refuses a write before anything is stored, so nothing changed; the read and key
 * stores fail reads as well, where there is nothing to say about changes.
 */
function unavailableText(exception: StoreUnavailableError): string {
  if (exception.store === 'Event store') return 'The service cannot save changes right now. Nothing was changed; please try again shortly.';
  return 'The service is unavailable for a moment. Please try again shortly.';
}

/** Frontend routes are served by the single-page app: a browser navigating to them gets its shell. */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.startsWith('/api/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Every error leaves as JSON `{statusCode, error, message}` with a sentence a person can read.
 * Client mistakes are 4xx; a store that cannot write is 503; only real faults are 500, and logged.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    if (
      exception instanceof NotFoundException &&
      wantsPage(request) &&
      typeof reply.sendFile === 'function' &&
      process.env.DAILY_SERVE_FRONTEND !== 'off'
    ) {
      void reply.type('text/html').sendFile(SPA_SHELL);
      return;
    }
    // A driver error that escaped its store's translation is still a store that cannot be reached.
    exception = translateMongoError('Read store', exception);
    const body = this.toBody(exception, request);
    if (exception instanceof StoreUnavailableError) reply.header('retry-after', String(STORE_RETRY_AFTER_SECONDS));
    if (exception instanceof DomainError && exception.retryAfterSeconds)
      reply.header('retry-after', String(Math.ceil(exception.retryAfterSeconds)));
    if (body.statusCode === 429 && !reply.getHeader('retry-after')) reply.header('retry-after', '60');
    void reply.status(body.statusCode).send(body);
  }

  private toBody(exception: unknown, request: FastifyRequest): ErrorBody {
    if (exception instanceof HttpException) return fromHttpException(exception);
    if (exception instanceof DomainError)
      return { statusCode: httpStatusOf(exception), error: exception.message, message: exception.message };
    if (exception instanceof WrongExpectedRevisionError) return { statusCode: 409, error: REASONS[409], message: REASONS[409] };
    if (exception instanceof StoreUnavailableError) {
      this.logger.error(
        { err: loggedError(exception.cause ?? exception), reqId: request.id, url: loggedPath(request) },
        `${exception.store} unavailable: ${exception.message}`,
      );
      return { statusCode: 503, error: unavailableText(exception), message: unavailableText(exception) };
    }
    const fastifyStatus = (exception as { statusCode?: number }).statusCode;
    if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
      const text = REASONS[fastifyStatus] ?? (exception as Error).message;
      return { statusCode: fastifyStatus, error: text, message: text };
    }
    this.logger.error({ err: loggedError(exception), reqId: request.id, url: loggedPath(request) }, 'Unhandled error');
    const text = 'Something went wrong on our side. Please try again.';
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, error: text, message: text };
  }
}
