import type { CancellationReasons } from '../api/get-leaving';
import { EmptyState } from './empty-state';
import { formatCount } from '@/lib/format-count';

/** Why the people of the range who left did so, by category; what they wrote is never shown or counted. */
export function LeavingReasons({ data }: { data: CancellationReasons }) {
  const { retention } = data;
  const offered = retention.accepted + retention.declined;
  return (
    <div className="flex flex-col gap-4">
      {data.cancelled === 0 ? (
        <EmptyState>Nobody who came in this range has left.</EmptyState>
      ) : (
        <ul className="flex flex-col divide-y divide-line text-small">
          {data.reasons
            .filter((reason) => reason.count > 0)
            .map((reason) => (
              <li key={reason.reason} className="flex items-center justify-between gap-3 py-2">
                <span className="text-ink">{reason.label}</span>
                <span className="tabular-nums font-semibold text-ink">{formatCount(reason.count)}</span>
              </li>
            ))}
          {data.not_given > 0 && (
            <li className="flex items-center justify-between gap-3 py-2">
              <span className="text-ink-muted">No reason given</span>
              <span className="tabular-nums font-semibold text-ink">{formatCount(data.not_given)}</span>
            </li>
          )}
        </ul>
      )}
      <p className="text-small text-ink-muted">
        {offered === 0
          ? 'No one was offered the discount to stay.'
          : `Offered the discount to stay: ${formatCount(retention.accepted)} took it, ${formatCount(retention.declined)} turned it down.`}
      </p>
    </div>
  );
}
