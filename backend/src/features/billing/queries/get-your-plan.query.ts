import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { AccountsReader } from '../../accounts';
import { type YourPlan, yourPlan } from '../domain/your-plan';
import { BILLING_SUBSCRIPTIONS, type SubscriptionView } from '../read-models/billing-views';

export class GetYourPlanQuery extends Query<YourPlan> {
  constructor(readonly userId: string) {
    super();
  }
}

/** The account's status and its subscription read together, so no page can show one without the other. */
@QueryHandler(GetYourPlanQuery)
export class GetYourPlanHandler implements IQueryHandler<GetYourPlanQuery> {
  private readonly views: ReadCollection<SubscriptionView>;

  constructor(
    private readonly accounts: AccountsReader,
    @Inject(READ_STORE) reads: ReadStore,
  ) {
    this.views = reads.collection<SubscriptionView>(BILLING_SUBSCRIPTIONS);
  }

  async execute({ userId }: GetYourPlanQuery): Promise<YourPlan> {
    const [account, view] = await Promise.all([this.accounts.require(userId), this.views.get(userId)]);
    return yourPlan(account.status, view?.state ?? null);
  }
}
