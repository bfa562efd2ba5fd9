import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import type { DayRange } from '../domain/analytics-day';
import { signupRate } from '../domain/signup-rate';
import { ANALYTICS_DAILY, type AnalyticsDailyView } from '../read-models/analytics-daily-view';

/** The dashboard's four cards: every source together over the range. */
export interface AnalyticsTotals {
  total_visits: number;
  whatsapp_signups: number;
  logins: number;
  signup_rate: number;
}

export class GetAnalyticsTotalsQuery extends Query<AnalyticsTotals> {
  constructor(readonly range: DayRange) {
    super();
  }
}

interface Totals {
  total_visits: number;
  whatsapp_signups: number;
  logins: number;
}

/** Sums the daily projection over the days of the range in the read store, so the browser adds nothing up. */
@QueryHandler(GetAnalyticsTotalsQuery)
export class GetAnalyticsTotalsHandler implements IQueryHandler<GetAnalyticsTotalsQuery> {
  private readonly daily: ReadCollection<AnalyticsDailyView>;

  constructor(@Inject(READ_STORE) reads: ReadStore) {
    this.daily = reads.collection<AnalyticsDailyView>(ANALYTICS_DAILY);
  }

  async execute({ range }: GetAnalyticsTotalsQuery): Promise<AnalyticsTotals> {
    const [totals] = await this.daily.aggregate<Totals>([
      { $match: { day: { $gte: range.startDay, $lte: range.endDay } } },
      {
        $group: {
          _id: null,
          total_visits: { $sum: '$visits' },
          whatsapp_signups: { $sum: '$whatsapp_signups' },
          logins: { $sum: '$logins' },
        },
      },
    ]);
    const visits = totals?.total_visits ?? 0;
    const signups = totals?.whatsapp_signups ?? 0;
    return { total_visits: visits, whatsapp_signups: signups, logins: totals?.logins ?? 0, signup_rate: signupRate(signups, visits) };
  }
}
