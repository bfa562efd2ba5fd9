import { Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Page } from '@/components/layout/page';
import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';

export function FoundingSuccessRoute() {
  return (
    <Page
      title="Welcome, Founding Member!"
      description="You now have unlimited usage and direct access to the founder. Thank you for building this with us."
      before={<Sparkles aria-hidden="true" className="size-12 text-accent" />}
      width="narrow"
    >
      <Link to={paths.dashboard.getHref()} className={buttonStyles()}>
        Go to dashboard
      </Link>
    </Page>
  );
}
