import { Spinner } from '@/components/ui/spinner';
import { diagnosticsContent } from '@/content/diagnostics';

import { useHealth, type ProjectionHealth } from '../api/get-health';
import { DiagnosticsCard } from './diagnostics-card';
import { FactList } from './fact-list';
import { StatusBadge } from './status-badge';

function ProjectionTable({ projections }: { projections: ProjectionHealth[] }) {
  const { columns, noProjections, projections: caption } = diagnosticsContent.health;
  if (projections.length === 0) return <p className="text-small text-ink-muted">{noProjections}</p>;
  return (
    <div className="overflow-x-auto rounded-control border border-line" tabIndex={0}>
      <table className="w-full text-small">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted text-left text-ink">
          <tr>
            <th scope="col" className="px-3 py-2 sm:px-4 font-semibold">
              {columns.name}
            </th>
            <th scope="col" className="px-3 py-2 sm:px-4 font-semibold">
              {columns.state}
            </th>
            <th scope="col" className="px-3 py-2 sm:px-4 text-right font-semibold">
              {columns.position}
            </th>
            <th scope="col" className="px-3 py-2 sm:px-4 text-right font-semibold">
              {columns.lag}
            </th>
          </tr>
        </thead>
        <tbody>
          {projections.map((projection) => (
            <tr key={projection.name} className="border-t border-line">
              <th scope="row" className="break-all px-3 py-2 text-left font-mono text-caption font-medium text-ink sm:px-4">
                {projection.name}
              </th>
              <td className="px-3 py-2 sm:px-4">
                <StatusBadge tone={projection.state === 'live' ? 'good' : projection.state === 'stopped' ? 'bad' : 'neutral'}>
                  {projection.state}
                </StatusBadge>
                {projection.failure && <p className="mt-1 text-caption text-danger">{projection.failure.message}</p>}
              </td>
              <td className="px-3 py-2 sm:px-4 text-right tabular-nums">{projection.position}</td>
              <td
                className={`px-3 py-2 sm:px-4 text-right tabular-nums ${(projection.lag ?? 0) > 0 ? 'font-semibold text-ink' : 'text-ink-muted'}`}
              >
                {projection.lag ?? '–'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function HealthCard() {
  const health = useHealth();
  const content = diagnosticsContent.health;
  const report = health.data;

  return (
    <DiagnosticsCard
      id="health-heading"
      title={content.heading}
      description={content.description}
      onRefresh={() => void health.refetch()}
      refreshing={health.isFetching}
    >
      {health.isPending && <Spinner label={content.heading} className="text-accent" />}
      {health.isError && (
        <p role="alert" className="text-small text-danger">
          {content.unreachable} {health.error.message}
        </p>
      )}
      {report && (
        <div className="flex flex-col gap-5">
          <FactList
            facts={[
              [content.status, <StatusBadge tone={report.status === 'ok' ? 'good' : 'bad'}>{report.status}</StatusBadge>],
              [content.eventStore, report.eventStore],
              [content.readStore, report.readStore],
              [content.head, report.head ?? '—'],
            ]}
          />
          <div>
            <h3 className="mb-2 text-small font-semibold text-ink">{content.projections}</h3>
            <ProjectionTable projections={report.projections ?? []} />
          </div>
        </div>
      )}
    </DiagnosticsCard>
  );
}
