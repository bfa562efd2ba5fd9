import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { ANALYTICS_SESSIONS, type AnalyticsSessionView } from './analytics-session-view';

/** Where a visit began: what a new account is attributed to. */
export interface FirstTouch {
  sessionId: string | null;
  source: string | null;
  landingPage: string | null;
  /** null when the visit was never tracked (tracking blocked, or an API client). */
  firstVisitAt: string | null;
}

/** Reads visits by their session id; used at sign-in to attribute a new account to its first touch. */
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
}
