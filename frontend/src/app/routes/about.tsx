import { useSearchParams } from 'react-router-dom';

import { FoundingMemberButton } from '@/features/billing/components/founding-member-button';
import { AboutPage } from '@/features/marketing/about/components/about-page';

export function AboutRoute() {
  const [searchParams] = useSearchParams();
  return <AboutPage foundingAction={<FoundingMemberButton />} checkoutCancelled={searchParams.get('cancelled') === 'true'} />;
}
