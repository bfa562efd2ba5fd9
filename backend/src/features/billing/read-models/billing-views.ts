import type { Doc } from '../../../platform/read-store/read-store.port';
import type { Plan } from '../domain/billing-plans';
import type { CancellationReason } from '../domain/cancellation-reasons';
import type { ReportedStatus } from '../domain/subscription-status';
import type { SubscriptionState } from '../domain/subscription.state';
import type { DiscountTerms, PaymentProviderName } from '../domain/subscription.events';

/** `billing_subscriptions`: one document per person who ever started a checkout. */
export interface SubscriptionView extends Doc {
  _id: string;
  customerId: string | null;
  /** What the settings page shows (see subscription-summary.ts). */
  status: ReportedStatus;
  subscriptionId: string | null;
  plan: Plan | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /** Every subscription id this person has had, to find them from a webhook. */
  subscriptionIds: string[];
  /** The reason given at the last cancellation, decrypted; gone with the account's key. */
  cancelReason: string | null;
  /** The category chosen at the last cancellation (absent on documents from before categories). */
  cancelCategory?: CancellationReason | null;
  refundRequested: boolean;
  /** The trial running now, if the subscription shown is in one: when it ends and whether the provider warned of it. */
  trial?: TrialView | null;
  /** The last four digits of the card paying for the subscription shown, when the provider said. */
  cardLast4?: string | null;
  /** The folded subscription stream (without the remembered webhook ids). */
  state: SubscriptionState;
  updatedAt: string;
}

export interface TrialView {
  subscriptionId: string;
  /** Unix seconds. */
  trialEnd: number;
  /** `billing.trial_ending_noticed` was recorded for this very trial end. */
  noticed: boolean;
}

/** `billing_checkouts`: one document per checkout session. */
export interface CheckoutView extends Doc {
  _id: string;
  userId: string;
  plan: Plan;
  provider: PaymentProviderName;
  amount: number;
  currency: string;
  trialDays: number;
  discount: DiscountTerms | null;
  successUrl: string;
  cancelUrl: string;
  status: 'open' | 'complete' | 'expired';
  subscriptionId: string | null;
  createdAt: string;
  expiresAt: string;
  completedAt: string | null;
}

/** `billing_payments`: one document per invoice paid or failed, and per refund (see payments.projection.ts). */
export interface PaymentView extends Doc {
  _id: string;
  userId: string;
  kind: 'payment' | 'refund';
  status: 'paid' | 'failed' | 'refunded';
  /** Minor units. */
  amount: number;
  currency: string;
  /** Unix seconds: when it was paid, failed or refunded. */
  at: number;
  /** Stripe's hosted invoice page, or the test checkout's receipt; null for failures and refunds. */
  receiptUrl: string | null;
}

export const BILLING_SUBSCRIPTIONS = 'billing_subscriptions';
export const BILLING_PAYMENTS = 'billing_payments';
export const BILLING_CHECKOUTS = 'billing_checkouts';
