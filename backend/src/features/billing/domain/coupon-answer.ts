import { decimalAmount, displayMoney, PLAN_TERMS } from './billing-plans';
import type { DiscountTerms } from './subscription.events';

/** The coupon validation response of spec section 3. */
export interface CouponAnswer {
  valid: boolean;
  message: string;
  type: 'referral' | 'other';
  discount_amount: string;
}

/** Spec section 8: a referral is worth 10.00 when the code itself names no amount. */
export const DEFAULT_REFERRAL_DISCOUNT = 1000;

export const INVALID_COUPON: CouponAnswer = { valid: false, message: 'Invalid coupon code', type: 'other', discount_amount: '0.00' };

/** How much the code takes off a first payment of `price` (Premium's by default), in minor units. */
export function discountOn(terms: DiscountTerms, price: number = PLAN_TERMS.premium.amount): number {
  if (terms.amountOff !== null) return Math.min(terms.amountOff, price);
  if (terms.percentOff !== null) return Math.round((price * terms.percentOff) / 100);
  return terms.type === 'referral' ? DEFAULT_REFERRAL_DISCOUNT : 0;
}

export function couponAnswer(terms: DiscountTerms): CouponAnswer {
  const amount = discountOn(terms);
  const off = terms.percentOff !== null ? `${terms.percentOff}% off` : `${displayMoney(amount, PLAN_TERMS.premium.currency)} off`;
  const message = terms.type === 'referral' ? `Referral code applied: ${off} your first payment.` : `Coupon applied: ${off}.`;
  return { valid: true, message, type: terms.type, discount_amount: decimalAmount(amount) };
}
