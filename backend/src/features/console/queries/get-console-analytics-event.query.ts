import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../platform/commands/domain-error';
import { type AnalyticsEventDetailRow, AnalyticsEventsReader } from '../../analytics';

export class GetConsoleAnalyticsEventQuery extends Query<AnalyticsEventDetailRow> {
  constructor(readonly id: number) {
    super();
  }
}

@QueryHandler(GetConsoleAnalyticsEventQuery)
export class GetConsoleAnalyticsEventHandler implements IQueryHandler<GetConsoleAnalyticsEventQuery> {
  constructor(private readonly events: AnalyticsEventsReader) {}

  async execute({ id }: GetConsoleAnalyticsEventQuery): Promise<AnalyticsEventDetailRow> {
    const row = await this.events.get(id);
    if (!row) throw new DomainError('There is no tracked event with this id.', 'not_found');
    return row;
  }
}
