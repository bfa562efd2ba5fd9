import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type ListParams, textFilter } from '../list/list-params';
import { EventLogReader } from '../log/event-log-reader';
import { type LogEventRow, toLogEventRow } from '../log/log-event-row';

export const LOG_SORT_FIELDS = ['id', 'position', 'time'] as const;
export type LogSortField = (typeof LOG_SORT_FIELDS)[number];
export const LOG_FILTERS = ['stream', 'type'] as const;

export class ListLogEventsQuery extends Query<{ rows: LogEventRow[]; total: number }> {
  constructor(readonly params: ListParams<LogSortField>) {
    super();
  }
}

/** The global event log, newest first unless asked otherwise; every sort field is the log order. */
@QueryHandler(ListLogEventsQuery)
export class ListLogEventsHandler implements IQueryHandler<ListLogEventsQuery> {
  constructor(private readonly log: EventLogReader) {}

  async execute({ params }: ListLogEventsQuery): Promise<{ rows: LogEventRow[]; total: number }> {
    const filter = { stream: textFilter(params.filter, 'stream'), type: textFilter(params.filter, 'type') };
    const ids = params.filter.id;
    if (ids !== undefined) {
      // react-admin's getMany: the events at these positions.
      const positions = (Array.isArray(ids) ? ids : [ids]).map(Number).slice(0, params.take);
      const found = await Promise.all(positions.map((p) => this.log.at(p)));
      const rows = found.filter((e) => e !== null).map(toLogEventRow);
      return { rows, total: rows.length };
    }
    const page = await this.log.page(filter, params.sort.descending, params.skip, params.take);
    return { rows: page.events.map(toLogEventRow), total: page.total };
  }
}
