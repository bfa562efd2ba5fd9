import type { Plan } from './billing-plans';
import type { ObservationMark, ProviderStatus } from './subscription-status';
import type { RetentionOfferTerms } from './retention-offer';

export interface CheckoutRecord {
  sessionId: string;
  plan: Plan;
  status: 'open' | 'complete' | 'expired';
  expiresAt: string;
  /** The coupon or referral code the checkout was opened with (absent on records from before codes were kept). */
  discountCode?: string | null;
  successUrl: string;
  cancelUrl: string;
  subscriptionId: string | null;
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required' | null;
}

export interface SubscriptionRecord {
  subscriptionId: string;
  plan: Plan;
  status: ProviderStatus;
  currentPeriodEnd: number | null;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
  mark: ObservationMark;
  cancellation: { refundRequested: boolean; atPeriodEnd: boolean; supersededBy?: string | null } | null;
  /** The trial end the provider last warned about (`billing.trial_ending_noticed`); absent before any warning. */
  trialEndingNoticed?: number | null;
  /** The answer to the cancel dialog's retention offer: once per subscription. */
  retention?: 'accepted' | 'declined' | null;
  /** The terms taken with the retention offer, so the price as charged can be shown. */
  retentionTerms?: RetentionOfferTerms | null;
  /** The payment method the provider charges and its card's last four digits (`billing.card_noted`); absent until noted. */
  card?: { paymentMethodId: string; last4: string | null } | null;
}

/** What one person's subscription stream says: their checkouts, subscriptions and payments. */
export interface SubscriptionState {
  customerId: string | null;
  checkouts: Record<string, CheckoutRecord>;
  subscriptions: Record<string, SubscriptionRecord>;
  processedEvents: Record<string, true>;
  paidInvoices: Record<string, true>;
  failedInvoiceAttempts: Record<string, number>;
  refundedByCharge: Record<string, number>;
  /** Keyed by subscription id (or session id when there is none): one purchase each, renewals excluded. */
  foundingPurchases: Record<string, true>;
  /** The last amount paid per subscription, so a refund knows what to give back. */
  lastPayments: Record<string, { amount: number; currency: string }>;
}

export const initialSubscriptionState = (): SubscriptionState => ({
  customerId: null,
  checkouts: {},
  subscriptions: {},
  processedEvents: {},
  paidInvoices: {},
  failedInvoiceAttempts: {},
  refundedByCharge: {},
  foundingPurchases: {},
  lastPayments: {},
});

/** The plan of a subscription: as the provider reported it, else as recorded, else as its checkout was opened. */
export function planFor(state: SubscriptionState, subscriptionId: string, reported: Plan | null): Plan {
  if (reported) return reported;
  const known = state.subscriptions[subscriptionId]?.plan;
  if (known) return known;
  const checkout = Object.values(state.checkouts).find((c) => c.subscriptionId === subscriptionId);
  return checkout?.plan ?? 'premium';
}
