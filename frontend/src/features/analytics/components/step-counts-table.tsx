import { enumValues } from '@/lib/api-types';

import type { FunnelCounts, FunnelStepKey } from '../api/get-funnel';
import { formatCount } from '@/lib/format-count';

const headCell = 'px-2.5 pb-2 text-caption font-medium uppercase tracking-wide text-ink-muted whitespace-nowrap';

// Every step of the document's funnel, in funnel order: a step the server adds or drops fails the build.
const stepLabels: Record<FunnelStepKey, string> = {
  visited: 'Visited',
  whatsapp_entry: 'WhatsApp',
  signed_in: 'Signed in',
  checkout_started: 'Checkout',
  trial_started: 'Trial',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

const columns = enumValues<FunnelStepKey>(stepLabels).map((step) => ({ step, label: stepLabels[step] }));

export type StepCountsRow = { key: string; label: string; counts: FunnelCounts };

export function isAllZero(rows: readonly StepCountsRow[]): boolean {
  return rows.every((row) => columns.every(({ step }) => row.counts[step] === 0));
}

/**
 * Every step's count per row (a week, a source): the breakdown an analyst adds up against the
 * funnel. Scrolls sideways on a phone, where seven columns do not fit.
 */
export function StepCountsTable({ rows, rowHeader, name }: { rows: readonly StepCountsRow[]; rowHeader: string; name: string }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-caption text-ink-muted md:hidden">Swipe the table sideways to see every step.</p>
      <div className="-mx-1 overflow-x-auto px-1" tabIndex={0} role="region" aria-label={`${name}, scrolls sideways`}>
        <table className="w-full min-w-[36rem] border-collapse text-small">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className={`${headCell} pl-0 text-left`}>
                {rowHeader}
              </th>
              {columns.map((column) => (
                <th key={column.step} scope="col" className={`${headCell} text-right last:pr-0`}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-line last:border-b-0">
                <th scope="row" className="max-w-40 break-all py-2.5 pr-2.5 text-left font-medium text-ink">
                  {row.label}
                </th>
                {columns.map((column) => (
                  <td key={column.step} className="px-2.5 py-2.5 text-right tabular-nums text-ink last:pr-0">
                    {formatCount(row.counts[column.step])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
