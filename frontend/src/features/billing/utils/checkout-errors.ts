import { isApiError } from '@/lib/api-error';
import { serverMessage } from '@/lib/server-message';

export const checkoutMessages = {
  sessionFailed: 'Failed to create checkout session',
  subscribeFailed: 'Failed to start subscription process',
  foundingFailed: 'Failed to create founding member checkout',
  foundingStartFailed: 'Failed to start founding member checkout',
  noCheckoutUrl: 'No checkout URL received from server',
} as const;

/** Thrown when the server answered OK but gave no address to go to. */
export class MissingCheckoutUrlError extends Error {
  override readonly name = 'MissingCheckoutUrlError';
  constructor() {
    super(checkoutMessages.noCheckoutUrl);
  }
}

const snippetLength = 100;

/** Spec section 8 (Subscribe): the server's own error, a fixed text when it gave none, else the generic one. */
export function premiumCheckoutError(error: unknown): string {
  if (isApiError(error) && !error.isNetworkError) return serverMessage(error.body) ?? checkoutMessages.sessionFailed;
  return checkoutMessages.subscribeFailed;
}

/**
 * Spec section 8 (Founding checkout): a response that is not JSON (a proxy's error page, say) is
 * quoted with its status; a JSON one gives its error, or the fixed text.
 */
export function foundingCheckoutError(error: unknown): string {
  if (error instanceof MissingCheckoutUrlError) return error.message;
  if (!isApiError(error) || error.isNetworkError) return checkoutMessages.foundingStartFailed;
  if (typeof error.body === 'object' && error.body !== null) {
    return serverMessage(error.body) ?? checkoutMessages.foundingFailed;
  }
  const text = typeof error.body === 'string' ? error.body.trim() : '';
  const snippet = text.length > snippetLength ? `${text.slice(0, snippetLength)}...` : text || '...';
  return `Server error (${error.status}): ${snippet}`;
}
