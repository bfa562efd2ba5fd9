import { CircleX } from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';

import { CheckoutResultCard } from './checkout-result-card';

/** /stripe/cancel: the person left the payment page; nothing was recorded or charged. */
export function CheckoutCancelled() {
  return (
    <CheckoutResultCard
      title="Payment Cancelled"
      description="Your subscription was not completed. No charges were made to your account."
      icon={CircleX}
      tone="muted"
    >
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to={paths.subscribe.getHref()} className={buttonStyles()}>
          Try Again
        </Link>
        <Link to={paths.home.getHref()} className={buttonStyles({ variant: 'secondary' })}>
          Go Home
        </Link>
      </div>
    </CheckoutResultCard>
  );
}
