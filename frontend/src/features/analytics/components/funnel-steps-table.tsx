import type { FunnelStepRow } from '../api/get-funnel';
import { shareOfStepBefore } from '../utils/funnel-share';
import { formatCount } from '@/lib/format-count';

const headCell = 'px-3 pb-2 text-caption font-medium uppercase tracking-wide text-ink-muted';

/** The chart's figures as a table: each step, its count, and its share of the step before. */
export function FunnelStepsTable({ steps }: { steps: readonly FunnelStepRow[] }) {
  return (
    <table className="w-full border-collapse text-small">
      <caption className="sr-only">Funnel steps, with each step’s share of the step before</caption>
      <thead>
        <tr className="border-b border-line">
          <th scope="col" className={`${headCell} pl-0 text-left`}>
            Step
          </th>
          <th scope="col" className={`${headCell} text-right`}>
            People
          </th>
          <th scope="col" className={`${headCell} pr-0 text-right`}>
            From the step before
          </th>
        </tr>
      </thead>
      <tbody>
        {steps.map((step) => (
          <tr key={step.step} className="border-b border-line last:border-b-0">
            <th scope="row" className="py-2.5 pr-3 text-left font-medium text-ink">
              {step.label}
            </th>
            <td className="px-3 py-2.5 text-right tabular-nums text-ink">{formatCount(step.count)}</td>
            <td className="py-2.5 pl-3 text-right tabular-nums font-semibold text-ink">{shareOfStepBefore(step)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
