import { randomBytes } from 'node:crypto';

/**
 * Ids for the test provider's objects, shaped like Stripe's test-mode ids. The checkout session id
 * is also the only key to its test page, so it carries enough randomness not to be guessed.
 */
export function testId(prefix: 'cs_test' | 'cus_test' | 'evt_test' | 'ch_test' | 'seti_test' | 'pm_test', bytes = 18): string {
  return `${prefix}_${randomBytes(bytes).toString('base64url')}`;
}

/**
 * The id of the one warning test mode sends about a trial end: made from what it is about, so two
 * instances warning at once send the same event, which is applied once.
 */
export function trialWarningId(subscriptionId: string, trialEnd: number): string {
  return `evt_test_trial_will_end_${subscriptionId}_${trialEnd}`;
}
