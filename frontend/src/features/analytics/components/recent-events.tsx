import type { RecentAnalyticsEvent } from '../api/get-recent-events';
import { formatLocalTimestamp } from '../utils/format-timestamp';
import { EmptyState } from './empty-state';
import { EventTypeBadge } from './event-type-badge';
import { Skeleton } from './skeleton';
import { SourceBadge } from './source-badge';

/** The latest events, newest first: type, source, page and when (spec section 2). */
export function RecentEvents({ events }: { events: readonly RecentAnalyticsEvent[] | null }) {
  if (events === null) return <RecentEventsSkeleton />;
  if (events.length === 0) return <EmptyState>No recent events found.</EmptyState>;
  return (
    <ol className="flex flex-col divide-y divide-line">
      {events.map((event) => (
        <li key={event.id} className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4">
          <div className="flex min-w-0 flex-wrap items-center gap-1.5 sm:w-72 sm:shrink-0">
            <EventTypeBadge type={event.event_type} />
            <SourceBadge source={event.utm_source} />
          </div>
          <p className="min-w-0 flex-1 truncate font-mono text-caption text-ink" title={event.page_path ?? undefined}>
            {event.page_path ?? '—'}
          </p>
          <time dateTime={event.timestamp} className="shrink-0 text-caption tabular-nums text-ink-muted">
            {formatLocalTimestamp(event.timestamp)}
          </time>
        </li>
      ))}
    </ol>
  );
}

function RecentEventsSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-5 w-16" />
          <Skeleton className="h-4 flex-1" />
        </div>
      ))}
    </div>
  );
}
