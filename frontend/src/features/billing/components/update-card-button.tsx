import { CreditCard } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';

import { useStartCardUpdate } from '../api/start-card-update';

export const cardUpdatedMessage = 'Your card has been updated.';
export const cardUpdateFailedMessage = 'The card page could not be opened. Please try again.';

/** Leaves for the page where a new card is given; the browser comes back to /settings?card=updated. */
export function UpdateCardButton() {
  const start = useStartCardUpdate();
  const leaving = start.isPending || start.isSuccess;
  return (
    <Button
      variant="secondary"
      loading={leaving}
      loadingLabel="Opening..."
      onClick={() =>
        start.mutateAsync().then(
          ({ url }) => window.location.assign(url),
          (error: Error) => notify.error(cardUpdateFailedMessage, { description: error.message }),
        )
      }
    >
      <CreditCard aria-hidden="true" className="size-4" />
      Update card
    </Button>
  );
}

/** On the return from the card page: says the card was saved, once, and takes the mark out of the address. */
export function useCardUpdatedNotice() {
  const [params, setParams] = useSearchParams();
  const updated = params.get('card') === 'updated';
  useEffect(() => {
    if (!updated) return;
    notify.success(cardUpdatedMessage);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('card');
        return next;
      },
      { replace: true },
    );
  }, [updated, setParams]);
}
