import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { decimalAmount, type Plan } from '../domain/billing-plans';
import type { ReportedStatus } from '../domain/subscription-status';
import { BILLING_SUBSCRIPTIONS, type SubscriptionView } from '../read-models/billing-views';

/** Spec section 3 "Subscription": current_period_end is Unix seconds, or null. */
export interface SubscriptionStatusAnswer {
  status: ReportedStatus;
  subscription_id: string | null;
  current_period_end: number | null;
  /** Which plan the subscription shown is for, so pages can mark the person's own plan; null with none. */
  plan: Plan | null;
  /**
   * The last payment taken for this subscription ("10.00", "gbp"), which a refund on cancelling
   * would give back; null when nothing was charged (a free trial, a fully discounted month).
   */
  last_payment: { amount: string; currency: string } | null;
}

export class GetSubscriptionStatusQuery extends Query<SubscriptionStatusAnswer> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetSubscriptionStatusQuery)
export class GetSubscriptionStatusHandler implements IQueryHandler<GetSubscriptionStatusQuery> {
  private readonly views: ReadCollection<SubscriptionView>;

  constructor(@Inject(READ_STORE) reads: ReadStore) {
    this.views = reads.collection<SubscriptionView>(BILLING_SUBSCRIPTIONS);
  }

  async execute({ userId }: GetSubscriptionStatusQuery): Promise<SubscriptionStatusAnswer> {
    const view = await this.views.get(userId);
    if (!view) return { status: 'none', subscription_id: null, current_period_end: null, plan: null, last_payment: null };
    const paid = view.subscriptionId ? view.state.lastPayments[view.subscriptionId] : undefined;
    return {
      status: view.status,
      subscription_id: view.subscriptionId,
      current_period_end: view.currentPeriodEnd,
      plan: view.plan,
      last_payment: paid && paid.amount > 0 ? { amount: decimalAmount(paid.amount), currency: paid.currency } : null,
    };
  }
}
