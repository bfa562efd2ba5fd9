import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../platform/commands/domain-error';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { BILLING_SUBSCRIPTIONS, type SubscriptionView } from '../../billing';
import { type ConsoleSubscriptionRow, toConsoleSubscriptionRow } from './console-subscription-row';

export class GetConsoleSubscriptionQuery extends Query<ConsoleSubscriptionRow> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetConsoleSubscriptionQuery)
export class GetConsoleSubscriptionHandler implements IQueryHandler<GetConsoleSubscriptionQuery> {
  private readonly subscriptions: ReadCollection<SubscriptionView>;

  constructor(@Inject(READ_STORE) reads: ReadStore) {
    this.subscriptions = reads.collection<SubscriptionView>(BILLING_SUBSCRIPTIONS);
  }

  async execute({ userId }: GetConsoleSubscriptionQuery): Promise<ConsoleSubscriptionRow> {
    const view = await this.subscriptions.get(userId);
    if (!view) throw new DomainError('This account has no subscription.', 'not_found');
    return toConsoleSubscriptionRow(view);
  }
}
