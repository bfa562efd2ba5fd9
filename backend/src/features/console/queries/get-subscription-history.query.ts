import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { FeatureRegistry } from '../../../platform/features/feature-registry';
import { subscriptionStream } from '../../billing';
import { EventLogReader } from '../log/event-log-reader';
import { type HistoryEntry, historyPage } from '../log/history-entry';
import { nameActors } from '../log/actor-names';
import { AccountsReader } from '../../accounts';

export class GetSubscriptionHistoryQuery extends Query<HistoryEntry[]> {
  constructor(
    readonly userId: string,
    readonly limit: number,
    /** Only events before this position: the next page of an older history. */
    readonly before?: number,
  ) {
    super();
  }
}

/** The subscription stream of one account (checkouts, provider changes, invoices, cancellations), newest first, a page at a time. */
@QueryHandler(GetSubscriptionHistoryQuery)
export class GetSubscriptionHistoryHandler implements IQueryHandler<GetSubscriptionHistoryQuery> {
  constructor(
    private readonly log: EventLogReader,
    private readonly features: FeatureRegistry,
    private readonly accounts: AccountsReader,
  ) {}

  async execute({ userId, limit, before }: GetSubscriptionHistoryQuery): Promise<HistoryEntry[]> {
    const page = historyPage(
      await this.log.stream(subscriptionStream(userId)),
      limit,
      (type, data) => this.features.summary(type, data),
      before,
    );
    return nameActors(page, this.accounts);
  }
}
