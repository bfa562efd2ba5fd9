import { Inject, Injectable } from '@nestjs/common';
import type { SubscriptionState } from './domain/subscription.state';
import { usedCode } from './domain/used-offers';
import type { DiscountTerms } from './domain/subscription.events';
import { PAYMENT_PROVIDER, type PaymentProvider } from './provider/payment-provider.port';

/** Longest code worth asking the provider about; Stripe's own limit is far below this. */
export const MAX_COUPON_LENGTH = 64;

/**
 * Decides whether a coupon or referral code applies to this person: the provider must know it as
 * active (Stripe promotion codes, or the test coupons), and a first-purchase-only code is refused
 * to anyone who has had a subscription before.
 */
@Injectable()
export class CouponChecker {
  constructor(@Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider) {}

  async check(rawCode: string, state: SubscriptionState | null): Promise<DiscountTerms | null> {
    const code = rawCode.trim();
    if (!code || code.length > MAX_COUPON_LENGTH || !/^[A-Za-z0-9_-]+$/.test(code)) return null;
    const found = await this.provider.findDiscount(code);
    if (!found) return null;
    const { firstTimeOnly, oncePerCustomer, ...terms } = found;
    if (firstTimeOnly && state && Object.keys(state.subscriptions).length > 0) return null;
    if (oncePerCustomer && state && usedCode(state, terms.code)) return null;
    return terms;
  }
}
