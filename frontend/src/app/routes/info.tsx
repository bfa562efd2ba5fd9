import { useSearchParams } from 'react-router-dom';

import { HowItWorks } from '@/features/marketing/info/components/how-it-works';
import { Roadmap } from '@/features/marketing/info/components/roadmap';

export function InfoRoute() {
  const [searchParams] = useSearchParams();
  return searchParams.get('view') === 'roadmap' ? <Roadmap /> : <HowItWorks />;
}
