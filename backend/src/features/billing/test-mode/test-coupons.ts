import type { RetentionOfferTerms } from '../domain/retention-offer';
import type { DiscountTerms } from '../domain/subscription.events';

/**
 * Codes the local test checkout accepts, so coupons and referrals can be tried without Stripe.
 * With Stripe configured these are not used: Stripe's promotion codes are the only valid codes.
 *
 * - `WELCOME10`: 10% off (type other)
 * - `FRIEND-<anything>`: a referral, £10 off the first payment
 */
export const TEST_COUPONS: ReadonlyArray<{ pattern: RegExp; terms: (code: string) => DiscountTerms }> = [
  { pattern: /^WELCOME10$/, terms: (code) => ({ code, type: 'other', percentOff: 10, amountOff: null, providerId: null }) },
  {
    pattern: /^FRIEND-[A-Z0-9][A-Z0-9-]{0,39}$/,
    terms: (code) => ({ code, type: 'referral', percentOff: null, amountOff: 1000, providerId: null }),
  },
];

export function findTestCoupon(code: string): DiscountTerms | null {
  const normalised = code.trim().toUpperCase();
  const match = TEST_COUPONS.find((c) => c.pattern.test(normalised));
  return match ? match.terms(normalised) : null;
}

/** The retention offer test mode simulates: half off the next month, as the Stripe coupon would be set up. */
export const TEST_RETENTION_OFFER: RetentionOfferTerms = {
  couponId: 'test_retention_50',
  percentOff: 50,
  amountOff: null,
  duration: 'once',
  durationInMonths: null,
};
