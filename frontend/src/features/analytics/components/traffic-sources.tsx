import type { AnalyticsSummaryRow } from '../api/get-analytics-summary';
import { sourceLabel } from '../utils/event-labels';
import { EmptyState } from './empty-state';
import { Skeleton } from './skeleton';
import { formatCount, formatSignupRate } from '@/lib/format-count';

// One table for every width: on narrow screens each row becomes a small card, the source on top
// and the four figures side by side, each cell naming its column from data-label.
const figureCell =
  'px-3 py-3 text-right tabular-nums text-ink max-md:flex max-md:flex-col max-md:items-start max-md:p-0 max-md:text-left max-md:before:text-caption max-md:before:font-normal max-md:before:text-ink-muted max-md:before:content-[attr(data-label)]';
const headCell = 'px-3 pb-2 text-caption font-medium uppercase tracking-wide text-ink-muted';

export function TrafficSources({ rows }: { rows: readonly AnalyticsSummaryRow[] | null }) {
  if (rows === null) return <TrafficSourcesSkeleton />;
  if (rows.length === 0) return <EmptyState>No data available for the selected time range.</EmptyState>;
  return (
    <table className="w-full border-collapse text-small max-md:block">
      <thead className="max-md:sr-only">
        <tr className="border-b border-line">
          <th scope="col" className={`${headCell} pl-0 text-left`}>
            Source
          </th>
          <th scope="col" className={`${headCell} text-right`}>
            Visits
          </th>
          <th scope="col" className={`${headCell} text-right`}>
            Signups
          </th>
          <th scope="col" className={`${headCell} text-right`}>
            Logins
          </th>
          <th scope="col" className={`${headCell} pr-0 text-right`}>
            Conversion
          </th>
        </tr>
      </thead>
      <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
        {rows.map((row) => (
          <tr
            key={row.utm_source}
            className="border-b border-line last:border-b-0 max-md:grid max-md:grid-cols-[1fr_1fr_1fr_auto] max-md:gap-x-3 max-md:gap-y-2 max-md:rounded-control max-md:border max-md:bg-canvas max-md:p-3 max-md:last:border-b"
          >
            <th scope="row" className="py-3 pr-3 text-left font-semibold text-ink max-md:col-span-4 max-md:p-0">
              <span className="break-all">{sourceLabel(row.utm_source)}</span>
            </th>
            <td data-label="Visits" className={figureCell}>
              {formatCount(row.total_visits)}
            </td>
            <td data-label="Signups" className={figureCell}>
              {formatCount(row.whatsapp_signups)}
            </td>
            <td data-label="Logins" className={figureCell}>
              {formatCount(row.logins)}
            </td>
            <td data-label="Conversion" className={`${figureCell} pr-0 font-semibold`}>
              {formatSignupRate(row.signup_rate, row.total_visits)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TrafficSourcesSkeleton() {
  return (
    <div className="flex flex-col gap-3">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center justify-between gap-4">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-5 w-40" />
        </div>
      ))}
    </div>
  );
}
