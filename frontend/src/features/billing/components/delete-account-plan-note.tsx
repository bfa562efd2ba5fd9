import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';

import { useAuth } from '@/lib/auth/auth-context';
import { formatLongDate, fromUnixSeconds } from '@/lib/format';

import { useYourPlan } from '../api/get-your-plan';

/**
 * What deleting the account means for a plan that is still running, said before the person
 * confirms. Deleting cancels the subscription with the payment provider at once and gives nothing
 * back; a refund is asked for by cancelling under Subscription first (the spec's "immediate refund").
 */
export function DeleteAccountPlanNote() {
  const { user } = useAuth();
  const plan = useYourPlan(user?.id).data;
  if (!plan) return null;
  if (plan.state === 'trial') {
    return <Note>Deleting your account cancels your trial at once: nothing will be charged.</Note>;
  }
  if (plan.state === 'active' || plan.state === 'payment_problem') {
    return (
      <Note warning>
        Deleting your account cancels your subscription at once: nothing more is charged, and no refund is made. To ask for a refund, cancel
        under Subscription first.
      </Note>
    );
  }
  if (plan.state === 'ending') {
    const end = fromUnixSeconds(plan.access_until);
    return (
      <Note>
        Your subscription is already canceled{end ? ` and would end on ${formatLongDate(end)}` : ''}. Deleting your account ends it today:
        nothing more is charged, and no refund is made for the days left.
      </Note>
    );
  }
  return null;
}

function Note({ warning = false, children }: { warning?: boolean; children: ReactNode }) {
  if (!warning)
    return (
      <p role="note" className="mb-4 rounded-control bg-surface-muted px-3.5 py-2.5 text-small text-ink">
        {children}
      </p>
    );
  return (
    <p role="note" className="mb-4 flex gap-2 rounded-control bg-danger-soft px-3.5 py-2.5 text-small text-danger">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
