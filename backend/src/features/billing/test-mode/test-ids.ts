import { randomBytes } from 'node:crypto';

/**
 * Ids for the test provider's objects, shaped like Stripe's test-mode ids. The checkout session id
 * is also the only key to its test page, so it carries enough randomness not to be guessed.
 */
export function testId(prefix: 'cs_test' | 'cus_test' | 'evt_test' | 'ch_test' | 'seti_test', bytes = 18): string {
  return `${prefix}_${randomBytes(bytes).toString('base64url')}`;
}
