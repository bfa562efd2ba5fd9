import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import type { DayRange } from '../domain/analytics-day';
import { signupRate } from '../domain/signup-rate';
import { ANALYTICS_DAILY, type AnalyticsDailyView, DIRECT } from '../read-models/analytics-daily-view';

/** Spec section 3, "Analytics summary row". */
export interface AnalyticsSummaryRow {
  utm_source: string;
  total_visits: number;
  whatsapp_signups: number;
  logins: number;
  signup_rate: number;
}

export class GetAnalyticsSummaryQuery extends Query<AnalyticsSummaryRow[]> {
  constructor(readonly range: DayRange) {
    super();
  }
}

interface SourceTotals {
  _id: string;
  total_visits: number;
  whatsapp_signups: number;
  logins: number;
}

/** Totals per traffic source over the days of the range, busiest source first; summed by the read store. */
@QueryHandler(GetAnalyticsSummaryQuery)
export class GetAnalyticsSummaryHandler implements IQueryHandler<GetAnalyticsSummaryQuery> {
  private readonly daily: ReadCollection<AnalyticsDailyView>;

  constructor(@Inject(READ_STORE) reads: ReadStore) {
    this.daily = reads.collection<AnalyticsDailyView>(ANALYTICS_DAILY);
  }

  async execute({ range }: GetAnalyticsSummaryQuery): Promise<AnalyticsSummaryRow[]> {
    const totals = await this.daily.aggregate<SourceTotals>([
      { $match: { day: { $gte: range.startDay, $lte: range.endDay } } },
      // A visitor tagged "Direct" and one with no source are the same thing to the reader.
      {
        $group: {
          _id: { $ifNull: ['$utm_source', DIRECT] },
          total_visits: { $sum: '$visits' },
          whatsapp_signups: { $sum: '$whatsapp_signups' },
          logins: { $sum: '$logins' },
        },
      },
      { $sort: { total_visits: -1, whatsapp_signups: -1, _id: 1 } },
    ]);
    return totals.map((t) => ({
      utm_source: t._id,
      total_visits: t.total_visits,
      whatsapp_signups: t.whatsapp_signups,
      logins: t.logins,
      signup_rate: signupRate(t.whatsapp_signups, t.total_visits),
    }));
  }
}
