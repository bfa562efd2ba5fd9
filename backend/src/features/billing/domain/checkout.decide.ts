import { PLAN_TERMS, type Plan } from './billing-plans';
import { foundingPurchase } from './founding-purchase';
import { assertCanStartCheckout } from './one-live-plan';
import type { CheckoutExpired, DiscountTerms, PaymentProviderName, SubscriptionEvent } from './subscription.events';
import type { SubscriptionState } from './subscription.state';

/** Buying a plan: the customer at the provider, and a checkout from opening to completion or expiry. */
export type CheckoutCommand =
  | { kind: 'link-customer'; userId: string; customerId: string; provider: PaymentProviderName }
  | {
      kind: 'start-checkout';
      userId: string;
      sessionId: string;
      plan: Plan;
      provider: PaymentProviderName;
      discount: DiscountTerms | null;
      /** 0 when the person already had their one free trial. */
      trialDays: number;
      successUrl: string;
      cancelUrl: string;
      expiresAt: string;
    }
  | {
      kind: 'complete-checkout';
      userId: string;
      sessionId: string;
      plan: Plan | null;
      subscriptionId: string | null;
      customerId: string | null;
      amountTotal: number;
      currency: string;
      paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
    }
  | ({ kind: 'expire-checkout' } & CheckoutExpired['data']);

export function decideCheckout(command: CheckoutCommand, state: SubscriptionState): SubscriptionEvent[] {
  switch (command.kind) {
    case 'link-customer':
      if (state.customerId === command.customerId) return [];
      return [
        { type: 'billing.customer_linked', data: { userId: command.userId, customerId: command.customerId, provider: command.provider } },
      ];
    case 'start-checkout': {
      if (state.checkouts[command.sessionId]) return [];
      assertCanStartCheckout(state, command.plan);
      const terms = PLAN_TERMS[command.plan];
      return [
        {
          type: 'billing.checkout_started',
          data: {
            userId: command.userId,
            sessionId: command.sessionId,
            plan: command.plan,
            provider: command.provider,
            amount: terms.amount,
            currency: terms.currency,
            trialDays: command.plan === 'premium' ? Math.min(command.trialDays, terms.trialDays) : 0,
            discount: command.discount,
            successUrl: command.successUrl,
            cancelUrl: command.cancelUrl,
            expiresAt: command.expiresAt,
          },
        },
      ];
    }
    case 'complete-checkout': {
      const known = state.checkouts[command.sessionId];
      if (known?.status === 'complete') return [];
      const plan = command.plan ?? known?.plan ?? 'premium';
      const completed: SubscriptionEvent = {
        type: 'billing.checkout_completed',
        data: {
          userId: command.userId,
          sessionId: command.sessionId,
          plan,
          subscriptionId: command.subscriptionId,
          customerId: command.customerId,
          amountTotal: command.amountTotal,
          currency: command.currency,
          paymentStatus: command.paymentStatus,
        },
      };
      const founding =
        plan === 'founding' && command.paymentStatus === 'paid'
          ? foundingPurchase(state, command.userId, command.subscriptionId, command.sessionId, command.amountTotal, command.currency)
          : [];
      return [completed, ...founding];
    }
    case 'expire-checkout': {
      const known = state.checkouts[command.sessionId];
      if (!known || known.status !== 'open') return [];
      const { kind: _kind, ...data } = command;
      return [{ type: 'billing.checkout_expired', data }];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
