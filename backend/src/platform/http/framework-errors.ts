import type { FastifyReply, FastifyRequest } from 'fastify';

const TEXTS: Record<number, string> = {
  400: 'The address is not valid.',
  414: 'A part of the address is too long.',
};

/**
 * Fastify refuses some addresses before any route runs (a malformed escape, an over-long path
 * parameter); without this they would answer in Fastify's own shape, echoing the address back.
 */
export function answerFrameworkError(error: { statusCode?: number }, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const text = TEXTS[status] ?? 'The request is not valid.';
  void reply.code(status).send({ statusCode: status, error: text, message: text });
}
