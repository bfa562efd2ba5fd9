import { Inject, Injectable } from '@nestjs/common';
import { type Filter, READ_STORE, type SortSpec, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import {
  ANALYTICS_EVENTS,
  ANALYTICS_EVENTS_HEAD,
  type AnalyticsEventsHeadView,
  type AnalyticsEventView,
  analyticsEventId,
  HEAD_ID,
  seqOf,
} from './analytics-event-view';

/** A row as spec section 3 reads it ("Analytics event row", on read). */
export interface AnalyticsEventRow {
  id: number;
  event_type: string;
  utm_source: string | null;
  page_path: string | null;
  timestamp: string;
}

/** The console's row: the spec's fields and where the event came from. */
export interface AnalyticsEventDetailRow extends AnalyticsEventRow {
  session_id: string | null;
  user_id: string | null;
  position: number;
}

export interface AnalyticsEventsFilter {
  ids?: number[];
  event_type?: string;
  /** null selects events without a source ("Direct"). */
  utm_source?: string | null;
  session_id?: string;
  user_id?: string;
}

export type AnalyticsEventsSortField = 'id' | 'timestamp' | 'event_type' | 'utm_source' | 'page_path';

export interface AnalyticsEventsPage {
  rows: AnalyticsEventDetailRow[];
  total: number;
}

function toDetail(view: AnalyticsEventView): AnalyticsEventDetailRow {
  return {
    id: seqOf(view._id),
    event_type: view.event_type,
    utm_source: view.utm_source,
    page_path: view.page_path,
    timestamp: view.timestamp,
    session_id: view.session_id,
    user_id: view.user_id,
    position: view.position,
  };
}

/** Reads the tracked-event rows; shared by the analytics reports and the operator console. */
@Injectable()
export class AnalyticsEventsReader {
  private readonly events: ReadCollection<AnalyticsEventView>;
  private readonly head: ReadCollection<AnalyticsEventsHeadView>;

  constructor(@Inject(READ_STORE) reads: ReadStore) {
    this.events = reads.collection<AnalyticsEventView>(ANALYTICS_EVENTS);
    this.head = reads.collection<AnalyticsEventsHeadView>(ANALYTICS_EVENTS_HEAD);
  }

  async count(): Promise<number> {
    return (await this.head.get(HEAD_ID))?.count ?? 0;
  }

  /** The newest `limit` events, newest first. */
  async recent(limit: number): Promise<AnalyticsEventRow[]> {
    const newest = await this.count();
    const rows = await this.bySeq(Array.from({ length: Math.min(limit, newest) }, (_, i) => newest - i));
    return rows.map(({ id, event_type, utm_source, page_path, timestamp }) => ({ id, event_type, utm_source, page_path, timestamp }));
  }

  async get(id: number): Promise<AnalyticsEventDetailRow | null> {
    const view = Number.isSafeInteger(id) && id > 0 ? await this.events.get(analyticsEventId(id)) : null;
    return view ? toDetail(view) : null;
  }

  /**
   * One page in id (log) order; `skip` and `take` count rows. Unfiltered pages are looked up by
   * number; a filter or another sort field falls back to a query over the collection.
   */
  async page(
    filter: AnalyticsEventsFilter,
    sort: { field: AnalyticsEventsSortField; descending: boolean },
    skip: number,
    take: number,
  ): Promise<AnalyticsEventsPage> {
    const byLogOrder = sort.field === 'id' || sort.field === 'timestamp';
    const query = this.toQuery(filter);
    if (byLogOrder && Object.keys(query).length === 0) {
      const total = await this.count();
      const seqs: number[] = [];
      for (let i = skip; i < Math.min(skip + take, total); i += 1) seqs.push(sort.descending ? total - i : i + 1);
      return { rows: await this.bySeq(seqs), total };
    }
    const direction: 1 | -1 = sort.descending ? -1 : 1;
    const order: SortSpec = byLogOrder ? { _id: direction } : { [sort.field]: direction, _id: -1 };
    const [views, total] = await Promise.all([this.events.find(query, { sort: order, skip, limit: take }), this.events.count(query)]);
    return { rows: views.map(toDetail), total };
  }

  private toQuery(filter: AnalyticsEventsFilter): Filter {
    const query: Filter = {};
    if (filter.ids) query._id = { $in: filter.ids.map(analyticsEventId) };
    if (filter.event_type !== undefined) query.event_type = filter.event_type;
    if (filter.utm_source !== undefined) query.utm_source = filter.utm_source;
    if (filter.session_id !== undefined) query.session_id = filter.session_id;
    if (filter.user_id !== undefined) query.user_id = filter.user_id;
    return query;
  }

  private async bySeq(seqs: number[]): Promise<AnalyticsEventDetailRow[]> {
    const views = await Promise.all(seqs.map((seq) => this.events.get(analyticsEventId(seq))));
    return views.filter((view): view is AnalyticsEventView => view !== null).map(toDetail);
  }
}
