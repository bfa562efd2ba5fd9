import { AlertTriangle } from 'lucide-react';

import { useAuth } from '@/lib/auth/auth-context';
import { formatLongDate, fromUnixSeconds } from '@/lib/format';

import { useYourPlan } from '../api/get-your-plan';

/**
 * What deleting the account means for a plan that is still running, said before the person
 * confirms. Deleting does not cancel a subscription with the payment provider, so a running plan is
 * to be cancelled first (where a refund can be asked for); one already set to end charges nothing more.
 */
export function DeleteAccountPlanNote() {
  const { user } = useAuth();
  const plan = useYourPlan(user?.id).data;
  if (!plan) return null;
  if (plan.state === 'trial' || plan.state === 'active' || plan.state === 'payment_problem') {
    return (
      <p role="note" className="mb-4 flex gap-2 rounded-control bg-danger-soft px-3.5 py-2.5 text-small text-danger">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Your subscription is still running and deleting your account does not cancel it. Cancel it under Subscription first, where you can
          also ask for a refund.
        </span>
      </p>
    );
  }
  if (plan.state === 'ending') {
    const end = fromUnixSeconds(plan.access_until);
    return (
      <p role="note" className="mb-4 rounded-control bg-surface-muted px-3.5 py-2.5 text-small text-ink">
        Your subscription is already canceled{end ? ` and ends on ${formatLongDate(end)}` : ''}: nothing more will be charged, and no refund
        is made for the days left.
      </p>
    );
  }
  return null;
}
