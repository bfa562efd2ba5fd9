/** What other features may use of billing: the console reads subscriptions. */
export { PLANS } from './domain/billing-plans';
export { PROVIDER_STATUSES } from './domain/subscription-status';
export { subscriptionStream } from './domain/subscription.events';
export { BILLING_SUBSCRIPTIONS, type SubscriptionView } from './read-models/billing-views';
