import { CalendarClock, CheckCircle2 } from 'lucide-react';

import type { Decision } from '../api/get-decisions';
import { decisionDay, reviewIsDue } from '../utils/decision-dates';
import { decisionsMessages as m } from '../utils/decisions-messages';

/** One decision: the choice, the question it answered, why, and its review or outcome. */
export function DecisionCard({ decision }: { decision: Decision }) {
  const reviewed = decision.outcome !== null;
  return (
    <article className="flex flex-col gap-2 rounded-control border border-line p-4" aria-label={decision.choice}>
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="text-body font-semibold text-ink">{decision.choice}</h3>
        <time dateTime={decision.decided_on} className="text-small text-ink-muted">
          {decisionDay(decision.decided_on)}
        </time>
      </header>
      {decision.question && <p className="text-small text-ink-muted">{decision.question}</p>}
      {decision.reason && (
        <p className="text-small">
          <span className="font-medium">{m.because}: </span>
          {decision.reason}
        </p>
      )}
      {reviewed ? (
        <p className="flex items-start gap-2 text-small">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          <span>
            <span className="font-medium">{m.outcome}: </span>
            {decision.outcome}
          </span>
        </p>
      ) : (
        <p className="flex items-center gap-2 text-small text-ink-muted">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          <span>
            <span className="font-medium">{m.review}: </span>
            <time dateTime={decision.review_on}>{decisionDay(decision.review_on)}</time>
            {' · '}
            {reviewIsDue(decision.review_on) ? m.reviewDue : m.awaitingReview}
          </span>
        </p>
      )}
    </article>
  );
}
