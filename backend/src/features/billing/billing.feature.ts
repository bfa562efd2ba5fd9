import { defineFeature } from '../../platform/features/feature-declaration';
import { SUBSCRIPTION_EVENT_TYPES } from './domain/subscription.events';
import { day, money, PRIVATE, sentence } from '../../platform/features/sentence';
import { PLAN_TERMS, type Plan } from './domain/billing-plans';
import { CANCELLATION_REASON_LABELS } from './domain/cancellation-reasons';
import { describeRetentionOffer } from './domain/retention-offer';
import type { ProviderStatus } from './domain/subscription-status';
import type { SubscriptionEvent, TrialClaimed } from './domain/subscription.events';
import { BILLING_CHECKOUTS, BILLING_PAYMENTS, BILLING_SUBSCRIPTIONS } from './read-models/billing-views';

const planName = (plan: Plan | null | undefined): string => (plan ? PLAN_TERMS[plan].name : 'Plan');

/** Stripe's statuses in the words the settings page uses. */
const STATUS_WORDS: Record<ProviderStatus, string> = {
  trialing: 'in trial',
  active: 'active',
  past_due: 'payment overdue',
  canceled: 'ended',
  unpaid: 'unpaid',
  incomplete: 'waiting for the first payment',
  incomplete_expired: 'setup expired',
  paused: 'paused',
};

const PROVIDER_EVENTS: Record<string, string> = {
  'checkout.session.completed': 'checkout completed',
  'customer.subscription.created': 'subscription created',
  'customer.subscription.updated': 'subscription updated',
  'customer.subscription.deleted': 'subscription ended',
  'customer.subscription.trial_will_end': 'trial ends soon',
  'invoice.paid': 'invoice paid',
  'invoice.payment_failed': 'payment failed',
  'charge.refunded': 'charge refunded',
};

export const billingFeature = defineFeature<SubscriptionEvent | TrialClaimed>({
  name: 'billing',
  events: {
    'billing.customer_linked': {
      concernsUser: true,
      summary: (d) => `Payment customer created${d.provider === 'test' ? ' (test mode)' : ' at Stripe'}`,
    },
    'billing.checkout_started': {
      concernsUser: true,
      summary: (d) =>
        sentence(
          `Checkout opened · ${planName(d.plan)}`,
          d.trialDays > 0 ? `${d.trialDays}-day trial` : d.plan === 'premium' && 'no trial (had one before)',
          d.discount && `code ${d.discount.code}`,
          d.provider === 'test' && 'test mode',
        ),
    },
    'billing.checkout_completed': {
      concernsUser: true,
      summary: (d) =>
        sentence(
          `Checkout completed · ${planName(d.plan)}`,
          d.amountTotal > 0
            ? `paid ${money(d.amountTotal, d.currency)}`
            : d.paymentStatus === 'unpaid'
              ? 'not paid yet'
              : 'nothing due today',
        ),
    },
    'billing.checkout_expired': {
      concernsUser: true,
      summary: (d) => (d.supersededBy ? 'Checkout closed · another checkout was completed first' : 'Checkout closed'),
    },
    'billing.subscription_started': {
      concernsUser: true,
      summary: (d) =>
        sentence(
          `Subscription started · ${planName(d.plan)}`,
          d.status === 'trialing' && d.trialEnd ? `trial until ${day(d.trialEnd)}` : d.status !== 'active' && STATUS_WORDS[d.status],
          d.status === 'active' && d.currentPeriodEnd && `renews ${day(d.currentPeriodEnd)}`,
        ),
    },
    'billing.subscription_status_changed': {
      concernsUser: true,
      summary: (d) =>
        sentence(
          `Subscription ${STATUS_WORDS[d.to]}`,
          d.from === 'trialing' && d.to === 'active' && 'trial over, first payment taken',
          d.to === 'active' && d.currentPeriodEnd && `renews ${day(d.currentPeriodEnd)}`,
        ),
    },
    'billing.subscription_updated': {
      concernsUser: true,
      summary: (d) =>
        d.cancelAtPeriodEnd
          ? sentence('Subscription set to end', `access until ${day(d.trialEnd ?? d.currentPeriodEnd)}`)
          : sentence('Subscription renewed or changed', d.currentPeriodEnd && `runs until ${day(d.currentPeriodEnd)}`),
    },
    'billing.subscription_cancelled': {
      concernsUser: true,
      summary: (d) =>
        sentence(
          d.supersededBy ? 'Subscription ended by daily · another plan took its place' : 'Cancellation asked',
          d.refundRequested ? 'ends now with a refund' : 'ends at the end of the period',
          d.reason && `reason ${PRIVATE}`,
        ),
    },
    'billing.subscription_resumed': {
      concernsUser: true,
      summary: () => sentence('Cancellation taken back', 'the plan renews again'),
    },
    'billing.cancellation_reason_given': {
      concernsUser: true,
      summary: (d) => `Reason for cancelling: ${CANCELLATION_REASON_LABELS[d.reason]}`,
    },
    'billing.trial_ending_noticed': {
      concernsUser: true,
      summary: (d) => `Stripe warned the trial ends ${day(d.trialEnd)}`,
    },
    'billing.retention_offer_accepted': {
      concernsUser: true,
      summary: (d) => `Took the offer to stay: ${describeRetentionOffer(d.offer)}`,
    },
    'billing.retention_offer_declined': { concernsUser: true, summary: () => 'Turned down the offer to stay' },
    'billing.founding_membership_purchased': {
      concernsUser: true,
      summary: (d) => `Founding membership bought · ${money(d.amount, d.currency)}`,
    },
    'billing.invoice_paid': {
      concernsUser: true,
      summary: (d) =>
        d.amountPaid > 0 ? `Payment ${money(d.amountPaid, d.currency)} received` : 'Invoice of £0.00 settled (nothing to pay)',
    },
    'billing.invoice_payment_failed': {
      concernsUser: true,
      summary: (d) =>
        sentence(
          `Payment ${money(d.amountDue, d.currency)} failed`,
          `attempt ${d.attemptCount}`,
          d.nextAttemptAt ? `Stripe tries again ${day(d.nextAttemptAt)}` : 'no retry planned',
        ),
    },
    'billing.refund_issued': {
      concernsUser: true,
      summary: (d) =>
        sentence(`Refund ${money(d.amount, d.currency)}`, d.totalRefunded > d.amount && `${money(d.totalRefunded, d.currency)} in all`),
    },
    'billing.card_noted': {
      concernsUser: true,
      summary: (d) => (d.cardLast4 ? `Card on file · ending ${d.cardLast4}` : 'Payment method on file (not a card)'),
    },
    'billing.provider_event_processed': {
      concernsUser: true,
      summary: (d) => `Stripe told daily: ${PROVIDER_EVENTS[d.providerType] ?? 'another payment event'}`,
    },
    'billing.trial_claimed': { concernsUser: false, summary: () => 'Free trial used for this phone number' },
  },
  live: { subscription: SUBSCRIPTION_EVENT_TYPES },
  personalReadModels: [
    { collection: BILLING_SUBSCRIPTIONS, by: '_id' },
    { collection: BILLING_CHECKOUTS, by: 'userId' },
    { collection: BILLING_PAYMENTS, by: 'userId' },
  ],
  ownedIdFields: ['subscription_id', 'session_id'],
  proof: {
    // A paid subscription through the built-in test checkout, as the web app starts one.
    async seed(owner) {
      const returnTo = 'http://app.daily.test';
      const checkout = await owner.request<{ checkout_url: string; session_id: string }>('POST', '/api/stripe/create-checkout-session', {
        customer_name: owner.name,
        customer_email: `${owner.text('email').replace(/\W+/g, '.').toLowerCase()}@example.com`,
        user_id: owner.userId,
        success_url: `${returnTo}/stripe/success`,
        cancel_url: `${returnTo}/stripe/cancel`,
      });
      const paid = await owner.submitForm(`${new URL(checkout.checkout_url).pathname}/pay`);
      if (paid !== 303) throw new Error(`The test checkout's Pay answered ${paid}`);
      const status = await owner.request<{ subscription_id: string }>('GET', `/api/stripe/subscription-status?user_id=${owner.userId}`);
      // The console's row of that subscription.
      const row = await owner.consoleRowId('subscriptions', { userId: owner.userId });
      return {
        ids: { subscription_id: status.subscription_id, session_id: checkout.session_id },
        pathIds: { '/api/admin/subscriptions/{id}': row, '/api/admin/subscriptions/{id}/history': row },
        secrets: { customer_name: owner.name },
      };
    },
  },
});
