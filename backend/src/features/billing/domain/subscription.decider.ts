import type { Decider } from '../../../platform/commands/decider';
import { type CheckoutCommand, decideCheckout } from './checkout.decide';
import { decidePayment, type PaymentCommand } from './payments.decide';
import { decideRetention, type RetentionCommand } from './retention.decide';
import { decideSubscriptionLife, type SubscriptionLifeCommand } from './subscription-life.decide';
import { observationRank } from './subscription-status';
import { evolveSubscription } from './subscription.evolve';
import type { SubscriptionEvent } from './subscription.events';
import { initialSubscriptionState, type SubscriptionState } from './subscription.state';

/** One provider webhook: the commands read out of it, decided together and recorded as processed once. */
export type ProviderEventCommand = {
  kind: 'apply-provider-event';
  userId: string;
  providerEventId: string;
  providerType: string;
  commands: SubscriptionCommand[];
};

export type SubscriptionCommand = CheckoutCommand | SubscriptionLifeCommand | RetentionCommand | PaymentCommand | ProviderEventCommand;

function applyProviderEvent(command: ProviderEventCommand, state: SubscriptionState): SubscriptionEvent[] {
  if (state.processedEvents[command.providerEventId]) return [];
  const events: SubscriptionEvent[] = [];
  let current = state;
  let observed: { subscriptionId: string; observedAt: number; rank: number } | null = null;
  for (const inner of command.commands) {
    const produced = decide(inner, current);
    events.push(...produced);
    current = produced.reduce(evolveSubscription, current);
    if (inner.kind === 'observe-subscription') {
      observed = {
        subscriptionId: inner.subscription.subscriptionId,
        observedAt: inner.at,
        rank: observationRank(inner.observation, inner.subscription.status),
      };
    }
  }
  const processed: SubscriptionEvent = {
    type: 'billing.provider_event_processed',
    data: { userId: command.userId, providerEventId: command.providerEventId, providerType: command.providerType, observed },
  };
  return [...events, processed];
}

/** Each family of commands is decided in its own file; this only says which. */
function decide(command: SubscriptionCommand, state: SubscriptionState): SubscriptionEvent[] {
  switch (command.kind) {
    case 'link-customer':
    case 'start-checkout':
    case 'complete-checkout':
    case 'expire-checkout':
      return decideCheckout(command, state);
    case 'observe-subscription':
    case 'request-cancel':
    case 'request-resume':
    case 'note-trial-ending':
    case 'note-card':
      return decideSubscriptionLife(command, state);
    case 'answer-retention-offer':
      return decideRetention(command, state);
    case 'record-invoice-paid':
    case 'record-invoice-failed':
    case 'record-refund':
      return decidePayment(command, state);
    case 'apply-provider-event':
      return applyProviderEvent(command, state);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

/** One person's subscription stream: checkouts, subscriptions, payments and refunds. */
export const subscriptionDecider: Decider<SubscriptionState, SubscriptionCommand, SubscriptionEvent> = {
  initialState: initialSubscriptionState,
  evolve: evolveSubscription,
  decide,
};
