import { Inject, Injectable } from '@nestjs/common';
import { type Filter, READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { type DayRange, VisitSessionsReader } from '../../analytics';
import type { CancellationReason } from '../../billing';
import { emptyCounts, type FunnelCounts } from '../domain/funnel-steps';
import { GROWTH_ACCOUNTS, type GrowthAccountView } from './growth-account-view';

/** Which entries to count: those that entered on the days of the range, from one source or all. */
export interface FunnelSelection {
  range: DayRange;
  /** A source name; "Direct" selects entries without one. Null: every source. */
  source: string | null;
}

/** The grouping of a count: one total, per source, or per UTC week. */
type GroupBy = 'all' | 'source' | 'week';

type Grouped = Partial<FunnelCounts> & { _id: string | null };

const counted = (field: string) => ({ $sum: { $cond: [{ $eq: [{ $ifNull: [`$${field}`, null] }, null] }, 0, 1] } });

/**
 * Counts the funnel with the read store's own aggregation: visits from analytics (the top two
 * steps, through its VisitSessionsReader), accounts from `growth_accounts` (the rest). Both keep the UTC day and week their
 * entry fell on, so every count here is over the same days and adds up across sources and weeks.
 */
@Injectable()
export class FunnelReader {
  private readonly accounts: ReadCollection<GrowthAccountView>;

  constructor(
    @Inject(READ_STORE) reads: ReadStore,
    private readonly visits: VisitSessionsReader,
  ) {
    this.accounts = reads.collection<GrowthAccountView>(GROWTH_ACCOUNTS);
  }

  /** Step counts per group key (null for 'all'), visits and accounts merged. */
  async counts(selection: FunnelSelection, by: GroupBy): Promise<Map<string | null, FunnelCounts>> {
    const [visits, accounts] = await Promise.all([this.visitCounts(selection, by), this.accountCounts(selection, by)]);
    const merged = new Map<string | null, FunnelCounts>();
    for (const row of [...visits, ...accounts]) {
      const { _id, ...steps } = row;
      const sum = merged.get(_id) ?? emptyCounts();
      for (const [step, count] of Object.entries(steps)) sum[step as keyof FunnelCounts] += count ?? 0;
      merged.set(_id, sum);
    }
    return merged;
  }

  /** Per code: how many accounts started a checkout with it, and how many of them went on to a trial and to pay. */
  async codes(
    selection: FunnelSelection,
  ): Promise<{ code: string; type: 'referral' | 'other'; uses: number; trials: number; paid: number }[]> {
    const rows = await this.accounts.aggregate<{
      _id: { code: string; type: 'referral' | 'other' };
      uses: number;
      trials: number;
      paid: number;
    }>([
      { $match: this.accountFilter(selection) },
      { $unwind: '$codes' },
      {
        $group: {
          _id: { code: '$codes.code', type: '$codes.type' },
          uses: { $sum: 1 },
          trials: counted('trialAt'),
          paid: counted('paidAt'),
        },
      },
      { $sort: { uses: -1, '_id.code': 1 } },
    ]);
    return rows.map((r) => ({ code: r._id.code, type: r._id.type, uses: r.uses, trials: r.trials, paid: r.paid }));
  }

  /** Among the accounts that left: how many gave each category, and how the retention offer went. */
  async leaving(selection: FunnelSelection): Promise<{
    reasons: Map<CancellationReason | null, number>;
    retention: { accepted: number; declined: number };
  }> {
    const match = this.accountFilter(selection);
    const [reasons, retention] = await Promise.all([
      this.accounts.aggregate<{ _id: CancellationReason | null; count: number }>([
        { $match: { ...match, cancelledAt: { $ne: null } } },
        { $group: { _id: { $ifNull: ['$cancelReason', null] }, count: { $sum: 1 } } },
      ]),
      this.accounts.aggregate<{ _id: 'accepted' | 'declined'; count: number }>([
        { $match: { ...match, retention: { $in: ['accepted', 'declined'] } } },
        { $group: { _id: '$retention', count: { $sum: 1 } } },
      ]),
    ]);
    const answered = new Map(retention.map((r) => [r._id, r.count]));
    return {
      reasons: new Map(reasons.map((r) => [r._id, r.count])),
      retention: { accepted: answered.get('accepted') ?? 0, declined: answered.get('declined') ?? 0 },
    };
  }

  private async visitCounts(selection: FunnelSelection, by: GroupBy): Promise<Grouped[]> {
    const counts = await this.visits.counts(selection.range, selection.source, by);
    return counts.map(({ key, visits, whatsapp }) => ({ _id: key, visited: visits, whatsapp_entry: whatsapp }));
  }

  private async accountCounts(selection: FunnelSelection, by: GroupBy): Promise<Grouped[]> {
    const key = by === 'all' ? null : by === 'week' ? '$week' : '$sourceKey';
    return this.accounts.aggregate<Grouped>([
      { $match: this.accountFilter(selection) },
      {
        $group: {
          _id: key,
          signed_in: { $sum: 1 },
          checkout_started: counted('checkoutAt'),
          trial_started: counted('trialAt'),
          paid: counted('paidAt'),
          cancelled: counted('cancelledAt'),
        },
      },
    ]);
  }

  private accountFilter(selection: FunnelSelection): Filter {
    const match: Filter = { day: { $gte: selection.range.startDay, $lte: selection.range.endDay } };
    if (selection.source !== null) match.sourceKey = selection.source;
    return match;
  }
}
