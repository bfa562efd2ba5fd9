import { CircleX } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Page } from '@/components/layout/page';
import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';

export function StripeCancelRoute() {
  return (
    <Page
      title="Payment Cancelled"
      description="Your subscription was not completed. No charges were made to your account."
      before={<CircleX aria-hidden="true" className="size-12 text-ink-muted" />}
      width="narrow"
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={paths.subscribe.getHref()} className={buttonStyles()}>
          Try Again
        </Link>
        <Link to={paths.home.getHref()} className={buttonStyles({ variant: 'secondary' })}>
          Go Home
        </Link>
      </div>
    </Page>
  );
}
