import { notify } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-error';

import { useAnswerRetentionOffer } from '../api/retention-offer';

export const retentionMessages = {
  taken: 'Thanks for staying with daily.',
  failed: 'Could not apply the offer',
} as const;

/**
 * The person's answer to the offer to stay. Taking it keeps the subscription (the dialog closes);
 * turning it down is recorded before the cancellation goes on, and a failure to record it never
 * stands in the way of cancelling.
 */
export function useRetentionStep(subscriptionId: string | null | undefined) {
  const { mutateAsync, isPending } = useAnswerRetentionOffer();

  /** Resolves true when the offer was applied. */
  const take = async (): Promise<boolean> => {
    if (!subscriptionId) return false;
    try {
      const { offer } = await mutateAsync({ subscription_id: subscriptionId, accept: true });
      notify.success(retentionMessages.taken, {
        description: `${offer.description[0]?.toUpperCase()}${offer.description.slice(1)} is yours.`,
      });
      return true;
    } catch (error) {
      const detail = isApiError(error) && !error.isNetworkError ? error.message : undefined;
      notify.error(retentionMessages.failed, detail ? { description: detail } : undefined);
      return false;
    }
  };

  const decline = async (): Promise<void> => {
    if (!subscriptionId) return;
    await mutateAsync({ subscription_id: subscriptionId, accept: false }).catch(() => null);
  };

  return { take, decline, busy: isPending };
}
