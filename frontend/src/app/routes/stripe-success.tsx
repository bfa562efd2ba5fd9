import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Page } from '@/components/layout/page';
import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';

export function StripeSuccessRoute() {
  return (
    <Page
      title="Payment Successful!"
      description="Thank you. Your subscription is being confirmed, then your dashboard is ready."
      before={<CircleCheck aria-hidden="true" className="size-12 text-success" />}
      width="narrow"
    >
      <Link to={paths.dashboard.getHref()} className={buttonStyles()}>
        Go to dashboard
      </Link>
    </Page>
  );
}
