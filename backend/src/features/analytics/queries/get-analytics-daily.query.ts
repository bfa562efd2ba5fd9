import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { type DayRange, daysOf } from '../domain/analytics-day';
import { ANALYTICS_DAILY, type AnalyticsDailyView } from '../read-models/analytics-daily-view';

/** One point of the dashboard's daily chart, all sources together. */
export interface AnalyticsDailyPoint {
  date: string;
  visits: number;
  signups: number;
  logins: number;
}

export class GetAnalyticsDailyQuery extends Query<AnalyticsDailyPoint[]> {
  constructor(readonly range: DayRange) {
    super();
  }
}

interface DayTotals {
  _id: string;
  visits: number;
  signups: number;
  logins: number;
}

/** Totals per day over the range, oldest first, with quiet days as zeros so the chart keeps its time axis. */
@QueryHandler(GetAnalyticsDailyQuery)
export class GetAnalyticsDailyHandler implements IQueryHandler<GetAnalyticsDailyQuery> {
  private readonly daily: ReadCollection<AnalyticsDailyView>;

  constructor(@Inject(READ_STORE) reads: ReadStore) {
    this.daily = reads.collection<AnalyticsDailyView>(ANALYTICS_DAILY);
  }

  async execute({ range }: GetAnalyticsDailyQuery): Promise<AnalyticsDailyPoint[]> {
    const totals = await this.daily.aggregate<DayTotals>([
      { $match: { day: { $gte: range.startDay, $lte: range.endDay } } },
      { $group: { _id: '$day', visits: { $sum: '$visits' }, signups: { $sum: '$whatsapp_signups' }, logins: { $sum: '$logins' } } },
      { $sort: { _id: 1 } },
    ]);
    const byDay = new Map(totals.map((t) => [t._id, t]));
    return daysOf(range).map((date) => {
      const t = byDay.get(date);
      return { date, visits: t?.visits ?? 0, signups: t?.signups ?? 0, logins: t?.logins ?? 0 };
    });
  }
}
