import { useState } from 'react';

import { notify } from '@/components/ui/toast';

import { type CheckoutSessionInput, useCreateCheckoutSession } from '../api/create-checkout-session';
import { browserLocation, checkoutUrlOrNull } from '../utils/browser-location';
import { checkoutMessages, premiumCheckoutError } from '../utils/checkout-errors';
import { premiumReturnUrls } from '../utils/return-urls';

export type PremiumCheckoutDetails = Omit<CheckoutSessionInput, 'success_url' | 'cancel_url'>;

/** Opens a Premium checkout and sends the browser to the payment page (spec section 4). */
export function usePremiumCheckout() {
  const { mutateAsync, isPending } = useCreateCheckoutSession();
  // Stays true once the browser is leaving, so the button does not flash back before the page goes.
  const [leaving, setLeaving] = useState(false);

  const start = async (details: PremiumCheckoutDetails) => {
    try {
      const session = await mutateAsync({ ...details, ...premiumReturnUrls() });
      const url = checkoutUrlOrNull(session.checkout_url);
      if (!url) {
        notify.error(checkoutMessages.subscribeFailed);
        return;
      }
      setLeaving(true);
      browserLocation.assign(url);
    } catch (error) {
      notify.error(premiumCheckoutError(error));
    }
  };

  return { start, busy: isPending || leaving };
}
