import { Inject, Injectable } from '@nestjs/common';
import { type Filter, READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import type { DayRange } from '../domain/analytics-day';
import { DIRECT } from './analytics-daily-view';
import { ANALYTICS_SESSIONS, type AnalyticsSessionView } from './analytics-session-view';

/** Where a visit began: what a new account is attributed to. */
export interface FirstTouch {
  sessionId: string | null;
  source: string | null;
  landingPage: string | null;
  /** null when the visit was never tracked (tracking blocked, or an API client). */
  firstVisitAt: string | null;
}

/** How many visits began in a group (one total, a source, a UTC week), and how many of them followed the WhatsApp entry link. */
export interface VisitCount {
  /** The source ("Direct" for none) or the week; null when all are counted together. */
  key: string | null;
  visits: number;
  whatsapp: number;
}

/**
 * Reads visits: by session id at sign-in, to attribute a new account to its first touch; counted
 * by the read store's own aggregation for the top of the growth funnel.
 */
@Injectable()
export class VisitSessionsReader {
  private readonly sessions: ReadCollection<AnalyticsSessionView>;

  constructor(@Inject(READ_STORE) reads: ReadStore) {
    this.sessions = reads.collection<AnalyticsSessionView>(ANALYTICS_SESSIONS);
  }

  /**
   * The first touch of the visit a sign-in happened in. When the visit was not tracked, what the
   * browser says about it now (its remembered source, the sign-in page) is the best there is.
   */
  async firstTouch(visit: { session_id: string | null; utm_source: string | null; page_path: string | null }): Promise<FirstTouch> {
    const tracked = visit.session_id ? await this.sessions.get(visit.session_id) : null;
    if (tracked) {
      return { sessionId: tracked._id, source: tracked.source, landingPage: tracked.landingPage, firstVisitAt: tracked.firstSeenAt };
    }
    return { sessionId: visit.session_id, source: visit.utm_source, landingPage: visit.page_path, firstVisitAt: null };
  }

  /** The visits that began on the days of a range, from one source (null: every source), counted per group. */
  async counts(range: DayRange, source: string | null, by: 'all' | 'source' | 'week'): Promise<VisitCount[]> {
    const match: Filter = { day: { $gte: range.startDay, $lte: range.endDay } };
    // A visitor tagged "Direct" and one with no source are the same thing to the reader, as in the summary.
    if (source !== null) match.source = source === DIRECT ? { $in: [null, DIRECT] } : source;
    const key = by === 'all' ? null : by === 'week' ? '$week' : { $ifNull: ['$source', DIRECT] };
    const rows = await this.sessions.aggregate<{ _id: string | null; visits: number; whatsapp: number }>([
      { $match: match },
      {
        $group: {
          _id: key,
          visits: { $sum: 1 },
          whatsapp: { $sum: { $cond: [{ $eq: [{ $ifNull: ['$whatsappAt', null] }, null] }, 0, 1] } },
        },
      },
    ]);
    return rows.map((row) => ({ key: row._id, visits: row.visits, whatsapp: row.whatsapp }));
  }
}
