/**
 * What other features may use of billing: the console reads subscriptions, the funnel reads its events, the trial message its
 * trials, the account deletion stops the charges.
 */
export { PLANS } from './domain/billing-plans';
export { PROVIDER_STATUSES } from './domain/subscription-status';
export { subscriptionStream } from './domain/subscription.events';
export type { SubscriptionView } from './read-models/billing-views';
export { SubscriptionsReader } from './read-models/subscriptions.reader';
export { BillingModule } from './billing.module';
export { planPriceLabel } from './domain/billing-plans';
export { CANCELLATION_REASON_LABELS, CANCELLATION_REASONS, type CancellationReason } from './domain/cancellation-reasons';
export { hasEnded } from './domain/subscription-status';
export { SUBSCRIPTION_EVENT_TYPES, type SubscriptionEvent } from './domain/subscription.events';
export { type EndingTrial, TrialsReader } from './read-models/trials.reader';
export { EndBillingForDeletionCommand } from './commands/end-billing-for-deletion.command';
