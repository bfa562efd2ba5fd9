import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Spinner } from '@/components/ui/spinner';

import type { HistoryEntry, HistoryResource } from '../data-provider/console-types';
import { actorLabel } from './actor-label';
import { formatMinute, formatTime } from './format-time';
import { countByKind, type HistoryKind, historyDays, historyKindLabels } from './history-days';
import { HistoryKindFilter } from './history-kind-filter';
import { useHistory } from './use-history';

// A signed-in person's session renews itself every few minutes; those entries can bury the rest.
const sessionRefresh = 'auth.session_refreshed';

export type HistoryTimelineProps = {
  resource: HistoryResource;
  id: string;
  /** Lets the timeline call the account's own events "Account holder". */
  accountId?: string;
};

/**
 * Every event of the record, newest first, with who caused it, from where and when, in one
 * collapsible group per day (the newest open); a filter by kind; older pages load on request.
 */
export function HistoryTimeline({ resource, id, accountId }: HistoryTimelineProps) {
  const history = useHistory(resource, id);
  const [hideRefreshes, setHideRefreshes] = useState(false);
  const [kind, setKind] = useState<HistoryKind | null>(null);
  const toggleId = useId();

  if (history.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-small text-ink-muted">
        <Spinner size="sm" className="text-accent" /> Loading history...
      </p>
    );
  }
  // A failed older page keeps what was loaded; only a failed first page replaces the timeline.
  if (!history.data) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-small text-danger">{`Could not load the history: ${history.error?.message ?? 'unknown error'}`}</p>
        <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const loaded = history.data.pages.flat();
  if (loaded.length === 0) return <p className="text-small text-ink-muted">No events recorded yet.</p>;

  const refreshes = loaded.filter((entry) => entry.type === sessionRefresh).length;
  const shown = hideRefreshes ? loaded.filter((entry) => entry.type !== sessionRefresh) : loaded;
  const entries = kind ? shown.filter((entry) => entry.kind === kind) : shown;
  const days = historyDays(entries);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        <HistoryKindFilter value={kind} onChange={setKind} counts={countByKind(shown)} />
        {refreshes > 0 && (
          <div className="flex items-center gap-2">
            <Checkbox id={toggleId} checked={hideRefreshes} onCheckedChange={(checked) => setHideRefreshes(checked === true)} />
            <label htmlFor={toggleId} className="text-small text-ink-muted">
              {`Hide session refreshes (${refreshes})`}
            </label>
          </div>
        )}
      </div>
      {days.length === 0 ? (
        <p className="text-small text-ink-muted">
          {kind ? `No ${historyKindLabels[kind].toLowerCase()} events among those loaded.` : 'No events among those loaded.'}
        </p>
      ) : (
        <ol aria-label="History" className="flex flex-col gap-2">
          {days.map((day, index) => (
            <li key={day.key}>
              {/* Native disclosure: keyboard and screen readers get open and closed for free. */}
              <details open={index === 0} className="group rounded-control border border-line">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-3 py-2 text-small font-semibold text-ink focus-visible:outline-2 focus-visible:outline-accent [&::-webkit-details-marker]:hidden">
                  <span>{day.label}</span>
                  <span className="flex items-center gap-2 font-normal text-ink-muted">
                    {`${day.entries.length} ${day.entries.length === 1 ? 'event' : 'events'}`}
                    <span aria-hidden="true" className="transition-transform group-open:rotate-90">
                      ›
                    </span>
                  </span>
                </summary>
                <ol aria-label={`Events of ${day.label}`} className="mb-3 ml-4.5 mr-3 border-l border-line">
                  {day.entries.map((entry) => (
                    <TimelineEntry key={entry.position} entry={entry} accountId={accountId} />
                  ))}
                </ol>
              </details>
            </li>
          ))}
        </ol>
      )}
      {history.hasNextPage && (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => void history.fetchNextPage()}
          loading={history.isFetchingNextPage}
          loadingLabel="Loading older events..."
        >
          Show older events
        </Button>
      )}
      {history.isFetchNextPageError && <p className="text-small text-danger">Could not load older events. Please try again.</p>}
    </div>
  );
}

function TimelineEntry({ entry, accountId }: { entry: HistoryEntry; accountId?: string }) {
  const byOperator = entry.source === 'console';
  return (
    <li className="relative pb-4 pl-5 last:pb-0">
      <span
        aria-hidden="true"
        className={`absolute -left-[5px] top-1.5 size-2.5 rounded-full ring-4 ring-surface ${byOperator ? 'bg-highlight' : 'bg-accent'}`}
      />
      <p className="text-small font-medium break-words text-ink">{entry.summary}</p>
      <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5 text-caption text-ink-muted">
        {/* The minute reads; the second, which orders events, is there on hover. */}
        <time dateTime={entry.time} title={formatTime(entry.time)}>
          {formatMinute(entry.time)}
        </time>
        <span>{entry.actorName ?? actorLabel(entry.actor, accountId, entry.source)}</span>
        <span>{`via ${entry.sourceName ?? entry.source}`}</span>
      </p>
    </li>
  );
}
