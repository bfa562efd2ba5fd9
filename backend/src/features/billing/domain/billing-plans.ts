/**
 * What people can buy (spec sections 1 and 9). Amounts are in minor units (pence), as payment
 * providers count them, so no rounding ever happens on money.
 */
export const PLANS = ['premium', 'founding'] as const;
export type Plan = (typeof PLANS)[number];

export interface PlanTerms {
  plan: Plan;
  name: string;
  amount: number;
  currency: 'gbp';
  interval: 'month' | 'year';
  trialDays: number;
  /** The account status a live subscription to this plan grants. */
  grants: 'closed' | 'founding_member';
}

export const PLAN_TERMS: Record<Plan, PlanTerms> = {
  premium: { plan: 'premium', name: 'Premium', amount: 1000, currency: 'gbp', interval: 'month', trialDays: 7, grants: 'closed' },
  founding: {
    plan: 'founding',
    name: 'Founding member',
    amount: 10000,
    currency: 'gbp',
    interval: 'year',
    trialDays: 0,
    grants: 'founding_member',
  },
};

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}

/** "10.00": the shape the coupon response uses for amounts (spec section 8, referral default). */
export function decimalAmount(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** "£10", "£7.50" for pages people read: the app's one price style (pence only when there are some). */
export function displayMoney(minor: number, currency: string): string {
  const fractionDigits = minor % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(minor / 100);
}

/** "£10/month", "£100/year": a plan's price as the product states it everywhere. */
export function planPriceLabel(plan: Plan): string {
  const terms = PLAN_TERMS[plan];
  return `${displayMoney(terms.amount, terms.currency)}/${terms.interval}`;
}
