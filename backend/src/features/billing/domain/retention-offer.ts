import { displayMoney } from './billing-plans';

/**
 * The discount offered once per subscription in the cancel dialog, before the cancellation is
 * confirmed: a coupon named by configuration (STRIPE_RETENTION_COUPON), described by the provider.
 * Amounts in minor units.
 */
export interface RetentionOfferTerms {
  couponId: string;
  percentOff: number | null;
  amountOff: number | null;
  /** Stripe's coupon durations: the next invoice only, a number of months, or for good. */
  duration: 'once' | 'repeating' | 'forever';
  durationInMonths: number | null;
}

/** "50% off your next month", "£5 off your next 3 months": the offer as the dialog words it. */
export function describeRetentionOffer(terms: RetentionOfferTerms): string {
  // The plans are priced in pounds, so an amount off one of them is too.
  const off = terms.percentOff !== null ? `${terms.percentOff}% off` : `${displayMoney(terms.amountOff ?? 0, 'gbp')} off`;
  if (terms.duration === 'forever') return `${off} every month`;
  const months = terms.duration === 'repeating' ? (terms.durationInMonths ?? 1) : 1;
  return months === 1 ? `${off} your next month` : `${off} your next ${months} months`;
}
