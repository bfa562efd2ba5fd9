import type { Doc } from '../../../platform/read-store/read-store.port';
import type { CancellationReason } from '../../billing';

/**
 * The `growth_accounts` read model: one document per account with when it reached each step of the
 * funnel (the first time; null while it has not). Its cohort is the UTC day and week it entered:
 * its first visit when that is known, else its registration. Categories only, never the person's
 * own words about why they left. (The fields are a type of their own: Omit over Doc's index
 * signature would turn them all into `unknown`.)
 */
export type GrowthAccountFields = {
  source: string | null;
  /** The source as the funnel groups it: "Direct" for none. */
  sourceKey: string;
  landingPage: string | null;
  registeredAt: string;
  entryAt: string;
  day: string;
  week: string;
  checkoutAt: string | null;
  trialAt: string | null;
  paidAt: string | null;
  cancelledAt: string | null;
  cancelReason: CancellationReason | null;
  /** Coupon and referral codes this account started a checkout with. */
  codes: { code: string; type: 'referral' | 'other' }[];
  retention: 'accepted' | 'declined' | null;
};

export type GrowthAccountView = Doc & GrowthAccountFields;

export const GROWTH_ACCOUNTS = 'growth_accounts';
