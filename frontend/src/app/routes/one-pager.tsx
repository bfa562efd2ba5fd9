import { PitchPage } from '@/features/marketing/pitch/components/pitch-page';

export function OnePagerRoute() {
  return <PitchPage />;
}
