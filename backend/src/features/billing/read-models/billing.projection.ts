import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import { defineProjection, readModel } from '../../../platform/projections/define-projection';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import type { ReadCollection } from '../../../platform/read-store/read-store.port';
import { summarise } from '../domain/subscription-summary';
import { subscriptionDecider } from '../domain/subscription.decider';
import type { SubscriptionState } from '../domain/subscription.state';
import { SUBSCRIPTION_EVENT_TYPES, type SubscriptionEvent } from '../domain/subscription.events';
import { BILLING_CHECKOUTS, BILLING_SUBSCRIPTIONS, type CheckoutView, type SubscriptionView, type TrialView } from './billing-views';

/** The trial of the subscription shown, while it runs and is not set to end: what the trial-ending message is about. */
function trialOf(state: SubscriptionState, subscriptionId: string | null): TrialView | null {
  const record = subscriptionId ? state.subscriptions[subscriptionId] : undefined;
  if (!record || record.status !== 'trialing' || record.cancelAtPeriodEnd || record.trialEnd === null) return null;
  return { subscriptionId: record.subscriptionId, trialEnd: record.trialEnd, noticed: record.trialEndingNoticed === record.trialEnd };
}

async function applyToCheckout(checkouts: ReadCollection<CheckoutView>, event: SubscriptionEvent, recorded: RecordedEvent): Promise<void> {
  const at = recorded.metadata.occurredAt;
  if (event.type === 'billing.checkout_started') {
    const d = event.data;
    await applyOnce(
      checkouts,
      d.sessionId,
      recorded,
      (current) =>
        current ?? {
          userId: d.userId,
          plan: d.plan,
          provider: d.provider,
          amount: d.amount,
          currency: d.currency,
          trialDays: d.trialDays,
          discount: d.discount,
          successUrl: d.successUrl,
          cancelUrl: d.cancelUrl,
          status: 'open',
          subscriptionId: null,
          createdAt: at,
          expiresAt: d.expiresAt,
          completedAt: null,
        },
    );
  }
  if (event.type === 'billing.checkout_expired') {
    await applyOnce(checkouts, event.data.sessionId, recorded, (current) => current && { ...current, status: 'expired' });
  }
  if (event.type === 'billing.checkout_completed') {
    const d = event.data;
    await applyOnce(
      checkouts,
      d.sessionId,
      recorded,
      (current) => current && { ...current, status: 'complete', subscriptionId: d.subscriptionId, completedAt: at },
    );
  }
}

/**
 * Builds the billing read models. The per-person document folds the stream with the decider's
 * own `evolve`, so what the API reports can never drift from what the commands decide on.
 */
export const BillingProjection = defineProjection({
  name: 'billing',
  handles: SUBSCRIPTION_EVENT_TYPES,
  collections: {
    subscriptions: readModel<SubscriptionView>(BILLING_SUBSCRIPTIONS, [
      { fields: { customerId: 1 } },
      { fields: { subscriptionIds: 1 } },
      { fields: { status: 1 } },
      { fields: { 'trial.trialEnd': 1 } },
    ]),
    checkouts: readModel<CheckoutView>(BILLING_CHECKOUTS, [{ fields: { userId: 1, createdAt: -1 } }]),
  },
  inject: { cipher: PersonalDataCipher },
  evolve: async (event, { subscriptions, checkouts, cipher }) => {
    const at = event.metadata.occurredAt;
    await applyToCheckout(checkouts, event, event);
    const reason =
      event.type === 'billing.subscription_cancelled' && event.data.reason
        ? await cipher.decrypt(event.data.userId, event.data.reason)
        : null;
    await applyOnce(subscriptions, event.data.userId, event, (current) => {
      // The remembered webhook ids only matter to the decider; the read model leaves them out.
      const state = { ...subscriptionDecider.evolve(current?.state ?? subscriptionDecider.initialState(), event), processedEvents: {} };
      const summary = summarise(state);
      const cancelled = event.type === 'billing.subscription_cancelled';
      return {
        customerId: state.customerId,
        status: summary.status,
        subscriptionId: summary.subscriptionId,
        plan: summary.plan,
        currentPeriodEnd: summary.currentPeriodEnd,
        cancelAtPeriodEnd: summary.cancelAtPeriodEnd,
        subscriptionIds: Object.keys(state.subscriptions),
        cancelReason: cancelled ? reason : (current?.cancelReason ?? null),
        // A cancellation without a category clears the one from an earlier cancellation.
        cancelCategory:
          event.type === 'billing.cancellation_reason_given' ? event.data.reason : cancelled ? null : (current?.cancelCategory ?? null),
        refundRequested: cancelled ? event.data.refundRequested : (current?.refundRequested ?? false),
        trial: trialOf(state, summary.subscriptionId),
        cardLast4: summary.subscriptionId ? (state.subscriptions[summary.subscriptionId]?.card?.last4 ?? null) : null,
        state,
        updatedAt: at,
      };
    });
  },
});
