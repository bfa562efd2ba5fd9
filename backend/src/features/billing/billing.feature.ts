import { defineFeature } from '../../platform/features/feature-declaration';
import { CANCELLATION_REASON_LABELS } from './domain/cancellation-reasons';
import { describeRetentionOffer } from './domain/retention-offer';
import type { SubscriptionEvent } from './domain/subscription.events';
import { BILLING_CHECKOUTS, BILLING_SUBSCRIPTIONS } from './read-models/billing-views';

export const billingFeature = defineFeature<SubscriptionEvent>({
  name: 'billing',
  events: {
    'billing.customer_linked': { concernsUser: true },
    'billing.checkout_started': { concernsUser: true },
    'billing.checkout_completed': { concernsUser: true },
    'billing.subscription_started': { concernsUser: true },
    'billing.subscription_status_changed': { concernsUser: true },
    'billing.subscription_updated': { concernsUser: true },
    'billing.subscription_cancelled': { concernsUser: true },
    'billing.cancellation_reason_given': {
      concernsUser: true,
      summary: (d) => `Reason for cancelling: ${CANCELLATION_REASON_LABELS[d.reason]}`,
    },
    'billing.trial_ending_noticed': {
      concernsUser: true,
      summary: (d) => `Trial ends ${new Date(d.trialEnd * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    },
    'billing.retention_offer_accepted': {
      concernsUser: true,
      summary: (d) => `Took the offer to stay: ${describeRetentionOffer(d.offer)}`,
    },
    'billing.retention_offer_declined': { concernsUser: true, summary: () => 'Turned down the offer to stay' },
    'billing.founding_membership_purchased': { concernsUser: true },
    'billing.invoice_paid': { concernsUser: true },
    'billing.invoice_payment_failed': { concernsUser: true },
    'billing.refund_issued': { concernsUser: true },
    'billing.provider_event_processed': { concernsUser: true },
  },
  personalReadModels: [
    { collection: BILLING_SUBSCRIPTIONS, by: '_id' },
    { collection: BILLING_CHECKOUTS, by: 'userId' },
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
      return {
        ids: { subscription_id: status.subscription_id, session_id: checkout.session_id },
        secrets: { customer_name: owner.name },
      };
    },
  },
});
