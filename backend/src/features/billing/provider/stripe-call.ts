import { Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { DomainError } from '../../../platform/commands/domain-error';
import { loggedError } from '../../../platform/logging/provider-error';

const logger = new Logger('Stripe');

/** Stripe's "no such object" answer, which some reads treat as an ordinary outcome. */
export function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';
}

/**
 * Runs one Stripe request. A failure is logged with Stripe's details and reaches the person as a
 * 503 they can retry: nothing here has been changed when it happens.
 */
export async function stripeCall<T>(what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const details =
      error instanceof Stripe.errors.StripeError
        ? { type: error.type, code: error.code, status: error.statusCode, requestId: error.requestId }
        : {};
    logger.error({ err: loggedError(error), ...details }, `Stripe could not ${what}`);
    throw new DomainError(
      `The payment service could not ${what} just now. Nothing was charged; please try again in a moment.`,
      'unavailable',
    );
  }
}
