import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import type { Projection } from '../../../platform/projections/projection';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { summarise } from '../domain/subscription-summary';
import { subscriptionDecider, type SubscriptionState } from '../domain/subscription.decider';
import { SUBSCRIPTION_EVENT_TYPES, type SubscriptionEvent } from '../domain/subscription.events';
import { BILLING_CHECKOUTS, BILLING_SUBSCRIPTIONS, type CheckoutView, type SubscriptionView, type TrialView } from './billing-views';

/** The trial of the subscription shown, while it runs and is not set to end: what the trial-ending message is about. */
function trialOf(state: SubscriptionState, subscriptionId: string | null): TrialView | null {
  const record = subscriptionId ? state.subscriptions[subscriptionId] : undefined;
  if (!record || record.status !== 'trialing' || record.cancelAtPeriodEnd || record.trialEnd === null) return null;
  return { subscriptionId: record.subscriptionId, trialEnd: record.trialEnd, noticed: record.trialEndingNoticed === record.trialEnd };
}

/**
 * Builds the billing read models. The per-person document folds the stream with the decider's
 * own `evolve`, so what the API reports can never drift from what the commands decide on.
 */
@Injectable()
export class BillingProjection implements Projection, OnModuleInit {
  readonly name = 'billing';
  readonly handles = SUBSCRIPTION_EVENT_TYPES;
  readonly collections = [BILLING_SUBSCRIPTIONS, BILLING_CHECKOUTS];
  private readonly subscriptions: ReadCollection<SubscriptionView>;
  private readonly checkouts: ReadCollection<CheckoutView>;

  constructor(
    @Inject(READ_STORE) reads: ReadStore,
    private readonly cipher: PersonalDataCipher,
    private readonly runner: ProjectionRunner,
  ) {
    this.subscriptions = reads.collection<SubscriptionView>(BILLING_SUBSCRIPTIONS, [
      { fields: { customerId: 1 } },
      { fields: { subscriptionIds: 1 } },
      { fields: { status: 1 } },
      { fields: { 'trial.trialEnd': 1 } },
    ]);
    this.checkouts = reads.collection<CheckoutView>(BILLING_CHECKOUTS, [{ fields: { userId: 1, createdAt: -1 } }]);
  }

  onModuleInit(): void {
    this.runner.register(this);
  }

  async apply(recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as SubscriptionEvent & RecordedEvent;
    const at = recorded.metadata.occurredAt;
    await this.applyToCheckout(event, recorded, at);
    const reason =
      event.type === 'billing.subscription_cancelled' && event.data.reason
        ? await this.cipher.decrypt(event.data.userId, event.data.reason)
        : null;
    await applyOnce(this.subscriptions, event.data.userId, recorded, (current) => {
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
        state,
        updatedAt: at,
      };
    });
  }

  private async applyToCheckout(event: SubscriptionEvent, recorded: RecordedEvent, at: string): Promise<void> {
    if (event.type === 'billing.checkout_started') {
      const d = event.data;
      await applyOnce(
        this.checkouts,
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
    if (event.type === 'billing.checkout_completed') {
      const d = event.data;
      await applyOnce(
        this.checkouts,
        d.sessionId,
        recorded,
        (current) => current && { ...current, status: 'complete', subscriptionId: d.subscriptionId, completedAt: at },
      );
    }
  }
}
