import { AlertCircle, Scale } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/auth-context';

import { useDecisions } from '../api/get-decisions';
import { decisionsMessages as m } from '../utils/decisions-messages';
import { DecisionCard } from './decision-card';

/** The dashboard's Decisions tab: each decision, its reason, its review date and outcome. */
export function DecisionsPanel() {
  const { user } = useAuth();
  const decisions = useDecisions(user?.id ?? '');

  if (decisions.isPending) {
    return (
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-3 px-5 py-10 text-small text-ink-muted">
        <Spinner className="text-accent" />
        <p>{m.loading}</p>
      </div>
    );
  }
  if (decisions.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-control bg-danger-soft px-5 py-8 text-center">
        <AlertCircle aria-hidden="true" className="size-6 text-danger" />
        <p className="text-small font-medium text-danger">{m.failed}</p>
        <Button variant="secondary" size="sm" onClick={() => void decisions.refetch()} loading={decisions.isFetching}>
          {m.retry}
        </Button>
      </div>
    );
  }
  if (decisions.data.length === 0) {
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-3 rounded-control border border-dashed border-line px-5 py-10 text-center text-small text-ink-muted"
      >
        <Scale aria-hidden="true" className="size-6" />
        <p>{m.empty}</p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Decisions">
      {decisions.data.map((decision) => (
        <li key={decision.id}>
          <DecisionCard decision={decision} />
        </li>
      ))}
    </ul>
  );
}
