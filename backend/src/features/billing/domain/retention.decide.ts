import { DomainError } from '../../../platform/commands/domain-error';
import type { RetentionOfferTerms } from './retention-offer';
import { isLive } from './subscription-status';
import type { SubscriptionEvent } from './subscription.events';
import type { SubscriptionState } from './subscription.state';

/** The person's answer to the cancel dialog's retention offer. */
export type RetentionCommand = {
  kind: 'answer-retention-offer';
  userId: string;
  subscriptionId: string;
  accepted: boolean;
  offer: RetentionOfferTerms;
};

/**
 * Whether the cancel dialog may offer the retention discount on this subscription: once per
 * subscription, to a monthly Premium that is live and not already set to end.
 */
export function retentionOfferOpen(state: SubscriptionState, subscriptionId: string): boolean {
  const s = state.subscriptions[subscriptionId];
  return Boolean(s && s.plan === 'premium' && isLive(s.status) && !s.cancelAtPeriodEnd && !s.retention);
}

/** The same answer again (a retry) changes nothing; a different one after the first is refused. */
export function decideRetention(command: RetentionCommand, state: SubscriptionState): SubscriptionEvent[] {
  const subscription = state.subscriptions[command.subscriptionId];
  if (!subscription) throw new DomainError('No active subscription found', 'not_found');
  const answer = command.accepted ? 'accepted' : 'declined';
  if (subscription.retention === answer) return [];
  if (!retentionOfferOpen(state, command.subscriptionId))
    throw new DomainError('This offer is not available for your subscription.', 'conflict');
  const { userId, subscriptionId } = command;
  return command.accepted
    ? [{ type: 'billing.retention_offer_accepted', data: { userId, subscriptionId, offer: command.offer } }]
    : [{ type: 'billing.retention_offer_declined', data: { userId, subscriptionId, couponId: command.offer.couponId } }];
}
