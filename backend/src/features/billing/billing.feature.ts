import { defineFeature } from '../../platform/features/feature-declaration';
import { CANCELLATION_REASON_LABELS } from './domain/cancellation-reasons';
import { describeRetentionOffer } from './domain/retention-offer';
import type { SubscriptionEvent, TrialClaimed } from './domain/subscription.events';
import { BILLING_CHECKOUTS, BILLING_SUBSCRIPTIONS } from './read-models/billing-views';

export const billingFeature = defineFeature<SubscriptionEvent | TrialClaimed>({
  name: 'billing',
  events: {
    'billing.customer_linked': { concernsUser: true },
    'billing.checkout_started': { concernsUser: true },
    'billing.checkout_completed': { concernsUser: true },
    'billing.checkout_expired': { concernsUser: true },
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
    'billing.trial_claimed': { concernsUser: false },
  },
  personalReadModels: [
    { collection: BILLING_SUBSCRIPTIONS, by: '_id' },
    { collection: BILLING_CHECKOUTS, by: 'userId' },
  ],
  ownedIdFields: ['subscription_id', 'session_id'],
});
