import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../platform/commands/domain-error';
import { EventLogReader } from '../log/event-log-reader';
import { type LogEventRow, toLogEventRow } from '../log/log-event-row';

export class GetLogEventQuery extends Query<LogEventRow> {
  constructor(readonly position: number) {
    super();
  }
}

@QueryHandler(GetLogEventQuery)
export class GetLogEventHandler implements IQueryHandler<GetLogEventQuery> {
  constructor(private readonly log: EventLogReader) {}

  async execute({ position }: GetLogEventQuery): Promise<LogEventRow> {
    const event = await this.log.at(position);
    if (!event) throw new DomainError('There is no event at this position.', 'not_found');
    return toLogEventRow(event);
  }
}
