import { PrivacyPolicyPage } from '@/features/marketing/privacy/components/privacy-policy-page';

export function PrivacyPolicyRoute() {
  return <PrivacyPolicyPage />;
}
