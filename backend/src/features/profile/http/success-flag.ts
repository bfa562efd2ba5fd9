import type { FastifyReply } from 'fastify';
import { DomainError } from '../../../platform/commands/domain-error';
import { httpStatusOf } from '../../../platform/http/error-status';

export interface FailedAnswer {
  success?: false;
  error: string;
  statusCode: number;
  message: string;
}

/**
 * The settings calls of spec section 7 answer `{success, error}`. A rule that says no keeps its
 * HTTP status and readable sentence, and also carries `success: false`, so clients that read either
 * convention understand it.
 */
export async function withSuccessFlag<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FailedAnswer> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const status = httpStatusOf(error);
    void reply.status(status);
    if (error.retryAfterSeconds) void reply.header('retry-after', String(Math.ceil(error.retryAfterSeconds)));
    return { success: false, error: error.message, statusCode: status, message: error.message };
  }
}
