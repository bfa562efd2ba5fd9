import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { weeksOf } from '../../analytics';
import { emptyCounts } from '../domain/funnel-steps';
import type { CohortReportDto } from '../http/funnel.response';
import { FunnelReader, type FunnelSelection } from '../read-models/funnel.reader';

export class GetCohortsQuery extends Query<CohortReportDto> {
  constructor(readonly selection: FunnelSelection) {
    super();
  }
}

/** The funnel per UTC week of entry, every week of the range listed (quiet ones as zeros), oldest first. */
@QueryHandler(GetCohortsQuery)
export class GetCohortsHandler implements IQueryHandler<GetCohortsQuery> {
  constructor(private readonly funnel: FunnelReader) {}

  async execute({ selection }: GetCohortsQuery): Promise<CohortReportDto> {
    const byWeek = await this.funnel.counts(selection, 'week');
    return {
      start_day: selection.range.startDay,
      end_day: selection.range.endDay,
      source: selection.source,
      weeks: weeksOf(selection.range).map((week) => ({ week, ...(byWeek.get(week) ?? emptyCounts()) })),
    };
  }
}
