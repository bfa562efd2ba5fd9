import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../platform/commands/domain-error';
import { SubscriptionsReader } from '../../billing';
import { type ConsoleSubscriptionRow, toConsoleSubscriptionRow } from './console-subscription-row';

export class GetConsoleSubscriptionQuery extends Query<ConsoleSubscriptionRow> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetConsoleSubscriptionQuery)
export class GetConsoleSubscriptionHandler implements IQueryHandler<GetConsoleSubscriptionQuery> {
  constructor(private readonly subscriptions: SubscriptionsReader) {}

  async execute({ userId }: GetConsoleSubscriptionQuery): Promise<ConsoleSubscriptionRow> {
    const view = await this.subscriptions.get(userId);
    if (!view) throw new DomainError('This account has no subscription.', 'not_found');
    return toConsoleSubscriptionRow(view);
  }
}
