import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { MessageDaysReader } from '../../assistant';
import { conversion, emptyCounts, FUNNEL_STEPS } from '../domain/funnel-steps';
import type { FunnelReportDto } from '../http/funnel.response';
import { FunnelReader, type FunnelSelection } from '../read-models/funnel.reader';

export class GetFunnelQuery extends Query<FunnelReportDto> {
  constructor(readonly selection: FunnelSelection) {
    super();
  }
}

/** The steps for the chosen source (or all), with step-to-step conversion, and every source's own counts beside them. */
@QueryHandler(GetFunnelQuery)
export class GetFunnelHandler implements IQueryHandler<GetFunnelQuery> {
  constructor(
    private readonly funnel: FunnelReader,
    private readonly messages: MessageDaysReader,
  ) {}

  async execute({ selection }: GetFunnelQuery): Promise<FunnelReportDto> {
    const { startDay, endDay } = selection.range;
    const [bySource, firstMessages, messagesPerDay] = await Promise.all([
      this.funnel.counts({ ...selection, source: null }, 'source'),
      this.messages.firstMessages(startDay, endDay),
      this.messages.between(startDay, endDay),
    ]);
    const chosen = selection.source === null ? null : selection.source;
    const total = emptyCounts();
    for (const [source, counts] of bySource) {
      if (chosen !== null && source !== chosen) continue;
      for (const { step } of FUNNEL_STEPS) total[step] += counts[step];
    }
    return {
      start_day: selection.range.startDay,
      end_day: selection.range.endDay,
      source: chosen,
      steps: FUNNEL_STEPS.map(({ step, label }, i) => ({
        step,
        label,
        count: total[step],
        conversion: i === 0 ? null : conversion(total[step], total[FUNNEL_STEPS[i - 1].step]),
      })),
      sources: [...bySource]
        .map(([source, counts]) => ({ source: source ?? '', ...counts }))
        .sort((a, b) => b.visited - a.visited || b.signed_in - a.signed_in || a.source.localeCompare(b.source)),
      first_messages: firstMessages,
      messages_per_day: messagesPerDay,
    };
  }
}
