import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';

import { useCreateFoundingCheckout } from '../api/create-founding-checkout';
import { browserLocation, checkoutUrlOrNull } from '../utils/browser-location';
import { checkoutMessages, foundingCheckoutError, MissingCheckoutUrlError } from '../utils/checkout-errors';
import { foundingReturnUrls } from '../utils/return-urls';

export const foundingSignInMessage = 'Please sign in to become a founding member';

/** Starts the founding-member checkout for the signed-in person and leaves for the payment page. */
export function useFoundingCheckout() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { mutateAsync, isPending } = useCreateFoundingCheckout();
  const [leaving, setLeaving] = useState(false);

  const start = async () => {
    if (!user) {
      notify.error(foundingSignInMessage, {
        action: { label: 'Sign in', onClick: () => navigate(paths.login.getHref()) },
      });
      return;
    }
    try {
      const session = await mutateAsync({
        customer_name: user.name ?? user.user_metadata.name ?? null,
        customer_email: user.email ?? null,
        user_id: user.id,
        ...foundingReturnUrls(),
      });
      const url = checkoutUrlOrNull(session.checkout_url);
      if (!url) throw new MissingCheckoutUrlError();
      setLeaving(true);
      browserLocation.assign(url);
    } catch (error) {
      const reason = foundingCheckoutError(error);
      notify.error(
        checkoutMessages.foundingStartFailed,
        reason === checkoutMessages.foundingStartFailed ? undefined : { description: reason },
      );
    }
  };

  return { start, busy: isPending || leaving };
}
