import { Link } from 'react-router-dom';
import { Title } from 'react-admin';

import { Spinner } from '@/components/ui/spinner';

import { ConsoleSection } from '../shared/console-section';
import { SummaryTable } from './summary-table';
import { useConsoleSummary } from './use-console-summary';

const summaryDays = 7;

/** The console's home: the same per-source projection the analytics dashboard reads. */
export function ConsoleDashboard() {
  const summary = useConsoleSummary(summaryDays);
  return (
    <div className="flex flex-col gap-4 py-4">
      <Title title="Console" />
      <ConsoleSection
        title={`Traffic sources, last ${summaryDays} days`}
        actions={
          <Link to="/analytics" className="text-small font-medium text-accent underline underline-offset-2">
            Open the analytics dashboard
          </Link>
        }
      >
        {summary.isPending ? (
          <p role="status" className="flex items-center gap-2 text-small text-ink-muted">
            <Spinner size="sm" className="text-accent" /> Loading summary...
          </p>
        ) : summary.isError ? (
          <p className="text-small text-danger">{`Could not load the summary: ${summary.error.message}`}</p>
        ) : (
          <SummaryTable rows={summary.data} />
        )}
      </ConsoleSection>
    </div>
  );
}
