import { useNavigate } from 'react-router-dom';

import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/auth-context';
import { formatLongDate, fromUnixSeconds } from '@/lib/format';
import { formatMoney } from '@/lib/format-money';

import { useCancelSubscription } from '../api/cancel-subscription';
import type { CancellationReason } from '@/config/cancellation-reasons';

export const cancelMessages = {
  signedOut: 'You must be logged in to cancel your subscription',
  noSubscription: 'No active subscription found',
  done: 'Your subscription has been canceled.',
  failed: 'Failed to cancel subscription',
} as const;

export type CancelChoice = { reason: string; category: CancellationReason | null; refund: boolean };

/**
 * Cancels the subscription shown in settings. On success the account is read again (a refund
 * ends access at once, so the server may have reopened it) and the person goes home (spec section 4).
 */
export function useCancelFlow(subscriptionId: string | null | undefined) {
  const { user, refreshAccount } = useAuth();
  const navigate = useNavigate();
  const { mutateAsync, isPending } = useCancelSubscription();

  /** Resolves true when the subscription was canceled, so the dialog knows to close. */
  const cancel = async ({ reason, category, refund }: CancelChoice): Promise<boolean> => {
    if (!user) {
      notify.error(cancelMessages.signedOut);
      return false;
    }
    if (!subscriptionId) {
      notify.error(cancelMessages.noSubscription);
      return false;
    }
    try {
      const result = await mutateAsync({
        user_id: user.id,
        subscription_id: subscriptionId,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
        ...(category ? { reason_category: category } : {}),
        refund,
      });
      // The person is sent home next, and home sends a member on to the dashboard: the toast is where they read the new status.
      const until = fromUnixSeconds(result.current_period_end);
      const description = result.refund
        ? `${formatMoney(result.refund)} is on its way back to your card. You are on the free plan now.`
        : until
          ? `You keep access until ${formatLongDate(until)}. Nothing more will be charged.`
          : 'Nothing more will be charged.';
      notify.success(cancelMessages.done, { description, duration: 10_000, keepOnNextPage: true });
    } catch (error) {
      const detail = isApiError(error) && !error.isNetworkError ? error.message : undefined;
      notify.error(cancelMessages.failed, detail ? { description: detail } : undefined);
      return false;
    }
    // The cancellation stands even if this lookup fails; the next page load reads the account again.
    await refreshAccount().catch(() => null);
    navigate(paths.home.getHref());
    return true;
  };

  return { cancel, busy: isPending };
}
