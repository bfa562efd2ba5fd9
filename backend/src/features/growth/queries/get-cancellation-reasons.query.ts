import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { CANCELLATION_REASON_LABELS, CANCELLATION_REASONS } from '../../billing';
import type { CancellationReasonsDto } from '../http/funnel.response';
import { FunnelReader, type FunnelSelection } from '../read-models/funnel.reader';

export class GetCancellationReasonsQuery extends Query<CancellationReasonsDto> {
  constructor(readonly selection: FunnelSelection) {
    super();
  }
}

/** Why the people of the range who left did so, by category; they add up to the funnel's cancelled step. */
@QueryHandler(GetCancellationReasonsQuery)
export class GetCancellationReasonsHandler implements IQueryHandler<GetCancellationReasonsQuery> {
  constructor(private readonly funnel: FunnelReader) {}

  async execute({ selection }: GetCancellationReasonsQuery): Promise<CancellationReasonsDto> {
    const { reasons, retention } = await this.funnel.leaving(selection);
    const rows = CANCELLATION_REASONS.map((reason) => ({
      reason,
      label: CANCELLATION_REASON_LABELS[reason],
      count: reasons.get(reason) ?? 0,
    }));
    const notGiven = reasons.get(null) ?? 0;
    return {
      start_day: selection.range.startDay,
      end_day: selection.range.endDay,
      source: selection.source,
      cancelled: rows.reduce((sum, r) => sum + r.count, notGiven),
      reasons: rows,
      not_given: notGiven,
      retention,
    };
  }
}
