import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type AnalyticsEventRow, AnalyticsEventsReader } from '../read-models/analytics-events.reader';

export class GetRecentAnalyticsEventsQuery extends Query<AnalyticsEventRow[]> {
  constructor(readonly limit: number) {
    super();
  }
}

@QueryHandler(GetRecentAnalyticsEventsQuery)
export class GetRecentAnalyticsEventsHandler implements IQueryHandler<GetRecentAnalyticsEventsQuery> {
  constructor(private readonly events: AnalyticsEventsReader) {}

  execute({ limit }: GetRecentAnalyticsEventsQuery): Promise<AnalyticsEventRow[]> {
    return this.events.recent(limit);
  }
}
