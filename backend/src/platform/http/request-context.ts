import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { CommandContext, IdempotencyScope } from '../commands/command-context';
import type { EventSource } from '../event-store/event-envelope';

/** What the auth layer attaches to a signed-in request. */
export interface AuthenticatedUser {
  id: string;
  phone: string | null;
  roles: string[];
}

/** Keeps a caller's `x-request-id` when it is well-formed, so one id follows a request across services. */
export function requestIdFor(raw: IncomingMessage): string {
  const given = raw.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.-]{8,80}$/.test(given) ? given : randomUUID();
}

export function requestId(request: FastifyRequest): string {
  return request.id ?? randomUUID();
}

/** Builds the command context (actor, correlation id, source) from the HTTP request. */
export function contextFromRequest(request: FastifyRequest, source: EventSource = 'web'): CommandContext {
  const { user, idempotency } = request as unknown as { user?: AuthenticatedUser; idempotency?: IdempotencyScope };
  return {
    actor: user?.id ?? 'anonymous',
    correlationId: requestId(request),
    causationId: null,
    source,
    ...(idempotency ? { idempotency } : {}),
  };
}

export const Ctx = createParamDecorator((source: EventSource | undefined, execution: ExecutionContext): CommandContext => {
  return contextFromRequest(execution.switchToHttp().getRequest<FastifyRequest>(), source ?? 'web');
});
