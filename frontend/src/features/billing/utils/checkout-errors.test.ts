import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-error';

import { foundingCheckoutError, MissingCheckoutUrlError, premiumCheckoutError } from './checkout-errors';

describe('premiumCheckoutError', () => {
  it('uses the server error, else the fixed text for a failed response', () => {
    expect(premiumCheckoutError(new ApiError(409, 'x', { message: 'You already have an active subscription.' }))).toBe(
      'You already have an active subscription.',
    );
    expect(premiumCheckoutError(new ApiError(500, 'x', undefined))).toBe('Failed to create checkout session');
  });

  it('falls back to the generic text when the server was not reached', () => {
    expect(premiumCheckoutError(new ApiError(0, 'offline'))).toBe('Failed to start subscription process');
    expect(premiumCheckoutError(new TypeError('boom'))).toBe('Failed to start subscription process');
  });
});

describe('foundingCheckoutError', () => {
  it('quotes a response that is not JSON with its status', () => {
    expect(foundingCheckoutError(new ApiError(502, 'x', '<html>Bad gateway</html>'))).toBe('Server error (502): <html>Bad gateway</html>');
    expect(foundingCheckoutError(new ApiError(502, 'x', 'a'.repeat(150)))).toBe(`Server error (502): ${'a'.repeat(100)}...`);
    expect(foundingCheckoutError(new ApiError(503, 'x', undefined))).toBe('Server error (503): ...');
  });

  it('uses the JSON error, else the fixed text', () => {
    expect(foundingCheckoutError(new ApiError(409, 'x', { error: 'You are already a founding member.' }))).toBe(
      'You are already a founding member.',
    );
    expect(foundingCheckoutError(new ApiError(400, 'x', {}))).toBe('Failed to create founding member checkout');
  });

  it('names a missing checkout URL, and anything else generically', () => {
    expect(foundingCheckoutError(new MissingCheckoutUrlError())).toBe('No checkout URL received from server');
    expect(foundingCheckoutError(new ApiError(0, 'offline'))).toBe('Failed to start founding member checkout');
  });
});
