import { BackLink } from '@/components/layout/back-link';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { product } from '@/config/product';

export function PrivacyPolicyRoute() {
  return (
    <Page
      title="Privacy Policy"
      description={`How ${product.name} collects, uses and protects your data, in line with UK and EU GDPR.`}
      before={<BackLink to={paths.home.getHref()}>Back to Home</BackLink>}
    />
  );
}
