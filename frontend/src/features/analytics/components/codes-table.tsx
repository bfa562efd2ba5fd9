import type { CodeRow } from '../api/get-leaving';
import { EmptyState } from './empty-state';
import { formatCount } from '@/lib/format-count';

const headCell = 'px-2.5 pb-2 text-caption font-medium uppercase tracking-wide text-ink-muted';

/** Coupon and referral codes used at checkout: how many used each, and how many of them went on to a trial and to pay. */
export function CodesTable({ rows }: { rows: readonly CodeRow[] }) {
  if (rows.length === 0) return <EmptyState>No codes were used in this range.</EmptyState>;
  return (
    <table className="w-full border-collapse text-small">
      <thead>
        <tr className="border-b border-line">
          <th scope="col" className={`${headCell} pl-0 text-left`}>
            Code
          </th>
          <th scope="col" className={`${headCell} text-right`}>
            Uses
          </th>
          <th scope="col" className={`${headCell} text-right`}>
            Trials
          </th>
          <th scope="col" className={`${headCell} pr-0 text-right`}>
            Paid
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.code} className="border-b border-line last:border-b-0">
            <th scope="row" className="py-2.5 pr-2.5 text-left font-medium text-ink">
              <span className="break-all">{row.code}</span>
              <span className="ml-2 text-caption font-normal text-ink-muted">{row.type === 'referral' ? 'Referral' : 'Coupon'}</span>
            </th>
            <td className="px-2.5 py-2.5 text-right tabular-nums text-ink">{formatCount(row.uses)}</td>
            <td className="px-2.5 py-2.5 text-right tabular-nums text-ink">{formatCount(row.trials)}</td>
            <td className="py-2.5 pl-2.5 text-right tabular-nums text-ink">{formatCount(row.paid)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
