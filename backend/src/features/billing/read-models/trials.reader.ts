import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { BILLING_SUBSCRIPTIONS, type SubscriptionView } from './billing-views';

/** A trial the payment provider has warned is ending, and that is still running and not set to end. */
export interface EndingTrial {
  userId: string;
  subscriptionId: string;
  /** Unix seconds: when the first payment is taken. */
  trialEnd: number;
}

/** What other features (the trial-ending message) may ask of billing's read model. */
@Injectable()
export class TrialsReader {
  private readonly subscriptions: ReadCollection<SubscriptionView>;

  constructor(@Inject(READ_STORE) reads: ReadStore) {
    this.subscriptions = reads.collection<SubscriptionView>(BILLING_SUBSCRIPTIONS);
  }

  /** Trials warned about (`billing.trial_ending_noticed`) that have not ended by `now`. */
  async endingAfter(now: Date): Promise<EndingTrial[]> {
    const views = await this.subscriptions.find(
      { 'trial.noticed': true, 'trial.trialEnd': { $gt: now.getTime() / 1000 } },
      { sort: { 'trial.trialEnd': 1 }, limit: 5000 },
    );
    return views.flatMap((v) => (v.trial ? [{ userId: v._id, subscriptionId: v.trial.subscriptionId, trialEnd: v.trial.trialEnd }] : []));
  }
}
