import type { AnalyticsSummaryRow } from '../data-provider/console-types';
import { formatCount, formatSignupRate } from '@/lib/format-count';

/** The server's rows as they come: no totals are added up here. */
export function SummaryTable({ rows }: { rows: readonly AnalyticsSummaryRow[] }) {
  if (rows.length === 0) return <p className="text-small text-ink-muted">No data available for the selected time range.</p>;
  return (
    // Zero width, stretched to the panel: react-admin's layout grows to fit its content's natural
    // width, so a wide table must not report one; on a phone it scrolls sideways instead.
    <div className="w-0 min-w-full overflow-x-auto">
      <table className="w-full min-w-[20rem] text-small">
        <thead>
          <tr className="border-b border-line text-left text-caption text-ink-muted">
            <th scope="col" className="py-2 pr-2 font-medium">
              Source
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Visits
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Signups
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Logins
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-medium">
              Signup rate
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.utm_source} className="border-b border-line last:border-b-0">
              <th scope="row" className="py-2 pr-2 text-left font-medium text-ink">
                {row.utm_source}
              </th>
              <td className="px-2 py-2 text-right tabular-nums">{formatCount(row.total_visits)}</td>
              <td className="px-2 py-2 text-right tabular-nums">{formatCount(row.whatsapp_signups)}</td>
              <td className="px-2 py-2 text-right tabular-nums">{formatCount(row.logins)}</td>
              <td className="py-2 pl-2 text-right tabular-nums">{formatSignupRate(row.signup_rate, row.total_visits)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
