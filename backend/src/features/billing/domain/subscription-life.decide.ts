import { DomainError } from '../../../platform/commands/domain-error';
import type { Plan } from './billing-plans';
import type { CancellationReason } from './cancellation-reasons';
import { type Observation, isLive, isNewer, observationRank, type ProviderStatus } from './subscription-status';
import type { SubscriptionEvent } from './subscription.events';
import { planFor, type SubscriptionState } from './subscription.state';

/** A subscription as the provider describes it, already read out of the provider's own shape. */
export interface ObservedSubscription {
  subscriptionId: string;
  customerId: string | null;
  plan: Plan | null;
  status: ProviderStatus;
  currentPeriodEnd: number | null;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
}

/** A subscription's life after checkout: what the provider reports of it, its trial's warning, its cancellation. */
export type SubscriptionLifeCommand =
  | { kind: 'observe-subscription'; userId: string; subscription: ObservedSubscription; observation: Observation; at: number }
  | {
      kind: 'request-cancel';
      userId: string;
      subscriptionId: string;
      reason: string | null;
      category: CancellationReason | null;
      refund: boolean;
      supersededBy?: string | null;
    }
  | { kind: 'request-resume'; userId: string; subscriptionId: string }
  | { kind: 'note-trial-ending'; userId: string; subscriptionId: string; trialEnd: number }
  | { kind: 'note-card'; userId: string; subscriptionId: string; paymentMethodId: string; cardLast4: string | null };

function observe(
  command: Extract<SubscriptionLifeCommand, { kind: 'observe-subscription' }>,
  state: SubscriptionState,
): SubscriptionEvent[] {
  const { userId, subscription: s, observation, at } = command;
  const rank = observationRank(observation, s.status);
  const terms = {
    currentPeriodEnd: s.currentPeriodEnd,
    trialEnd: s.trialEnd,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    observedAt: at,
    rank,
  };
  const known = state.subscriptions[s.subscriptionId];
  if (!known) {
    const plan = planFor(state, s.subscriptionId, s.plan);
    return [
      {
        type: 'billing.subscription_started',
        data: { userId, subscriptionId: s.subscriptionId, customerId: s.customerId, plan, status: s.status, observation, ...terms },
      },
    ];
  }
  // Webhooks arrive in any order: a description older than the one applied is history, not news.
  if (!isNewer({ at, rank }, known.mark)) return [];
  if (known.status !== s.status) {
    return [
      {
        type: 'billing.subscription_status_changed',
        data: { userId, subscriptionId: s.subscriptionId, from: known.status, to: s.status, observation, ...terms },
      },
    ];
  }
  const changed =
    known.currentPeriodEnd !== s.currentPeriodEnd || known.trialEnd !== s.trialEnd || known.cancelAtPeriodEnd !== s.cancelAtPeriodEnd;
  return changed
    ? [{ type: 'billing.subscription_updated', data: { userId, subscriptionId: s.subscriptionId, observation, ...terms } }]
    : [];
}

export function decideSubscriptionLife(command: SubscriptionLifeCommand, state: SubscriptionState): SubscriptionEvent[] {
  switch (command.kind) {
    case 'observe-subscription':
      return observe(command, state);
    case 'request-cancel': {
      const subscription = state.subscriptions[command.subscriptionId];
      if (!subscription) throw new DomainError('No active subscription found', 'not_found');
      if (!isLive(subscription.status)) throw new DomainError('This subscription has already ended.', 'conflict');
      const atPeriodEnd = !command.refund;
      const supersededBy = command.supersededBy ? { supersededBy: command.supersededBy } : {};
      const same = subscription.cancellation && subscription.cancellation.refundRequested === command.refund;
      // Asking again for the same thing changes nothing; asking for a refund after a plain cancel does.
      if (same || (atPeriodEnd && subscription.cancelAtPeriodEnd)) return [];
      const cancelled: SubscriptionEvent = {
        type: 'billing.subscription_cancelled',
        data: {
          userId: command.userId,
          subscriptionId: command.subscriptionId,
          reason: command.reason,
          refundRequested: command.refund,
          atPeriodEnd,
          ...supersededBy,
        },
      };
      if (!command.category) return [cancelled];
      return [
        cancelled,
        {
          type: 'billing.cancellation_reason_given',
          data: { userId: command.userId, subscriptionId: command.subscriptionId, reason: command.category },
        },
      ];
    }
    case 'request-resume': {
      const subscription = state.subscriptions[command.subscriptionId];
      if (!subscription) throw new DomainError('No active subscription found', 'not_found');
      if (!isLive(subscription.status)) throw new DomainError('This subscription has already ended.', 'conflict');
      // Only a cancellation waiting for the period's end can be taken back; a plan that renews has nothing to resume.
      if (!subscription.cancelAtPeriodEnd && !subscription.cancellation?.atPeriodEnd) return [];
      return [{ type: 'billing.subscription_resumed', data: { userId: command.userId, subscriptionId: command.subscriptionId } }];
    }
    case 'note-trial-ending': {
      // One warning per trial end: Stripe may send the event again, and the test stand-in runs on a timer.
      const subscription = state.subscriptions[command.subscriptionId];
      if (!subscription || subscription.status !== 'trialing' || subscription.trialEndingNoticed === command.trialEnd) return [];
      return [
        {
          type: 'billing.trial_ending_noticed',
          data: { userId: command.userId, subscriptionId: command.subscriptionId, trialEnd: command.trialEnd },
        },
      ];
    }
    case 'note-card': {
      // Noted when it changes: every subscription webhook names the payment method again.
      const subscription = state.subscriptions[command.subscriptionId];
      const known = subscription?.card;
      if (!subscription || (known?.paymentMethodId === command.paymentMethodId && known.last4 === command.cardLast4)) return [];
      const { userId, subscriptionId, paymentMethodId, cardLast4 } = command;
      return [{ type: 'billing.card_noted', data: { userId, subscriptionId, paymentMethodId, cardLast4 } }];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
