import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../platform/commands/domain-error';
import {
  ANALYTICS_EVENT_KINDS,
  type AnalyticsEventDetailRow,
  type AnalyticsEventsFilter,
  AnalyticsEventsReader,
  type AnalyticsEventsSortField,
  DIRECT,
} from '../../analytics';
import { idsFilter, type ListParams, textFilter } from '../list/list-params';

export const ANALYTICS_SORT_FIELDS: readonly AnalyticsEventsSortField[] = ['id', 'timestamp', 'event_type', 'utm_source', 'page_path'];
export const ANALYTICS_FILTERS = ['event_type', 'utm_source', 'session_id', 'user_id'] as const;

export class ListConsoleAnalyticsEventsQuery extends Query<{ rows: AnalyticsEventDetailRow[]; total: number }> {
  constructor(readonly params: ListParams<AnalyticsEventsSortField>) {
    super();
  }
}

/** Tracked events for the console; the source filter takes "Direct" for events without one. */
@QueryHandler(ListConsoleAnalyticsEventsQuery)
export class ListConsoleAnalyticsEventsHandler implements IQueryHandler<ListConsoleAnalyticsEventsQuery> {
  constructor(private readonly events: AnalyticsEventsReader) {}

  async execute({ params }: ListConsoleAnalyticsEventsQuery): Promise<{ rows: AnalyticsEventDetailRow[]; total: number }> {
    const filter: AnalyticsEventsFilter = {};
    const ids = idsFilter(params.filter);
    if (ids) filter.ids = ids.map(Number).filter((n) => Number.isSafeInteger(n));
    const eventType = textFilter(params.filter, 'event_type');
    if (eventType !== undefined) {
      if (!(ANALYTICS_EVENT_KINDS as readonly string[]).includes(eventType))
        throw new DomainError(`The event_type filter must be one of ${ANALYTICS_EVENT_KINDS.join(', ')}.`, 'invalid');
      filter.event_type = eventType;
    }
    const source = textFilter(params.filter, 'utm_source');
    if (source !== undefined) filter.utm_source = source === DIRECT ? null : source;
    filter.session_id = textFilter(params.filter, 'session_id');
    filter.user_id = textFilter(params.filter, 'user_id');
    return this.events.page(filter, params.sort, params.skip, params.take);
  }
}
