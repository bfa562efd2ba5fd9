import { DocumentDescription } from '@/components/layout/document-description';
import { Page } from '@/components/layout/page';
import { diagnosticsContent } from '@/content/diagnostics';

import { HealthCard } from './health-card';
import { IdentityProviderCard } from './identity-provider-card';
import { SignInStateCard } from './sign-in-state-card';
import { SignInTestCard } from './sign-in-test-card';

/** The operators' /test page: is the backend up, who am I, does phone sign-in work, is Google set up. */
export function DiagnosticsPage() {
  const { meta } = diagnosticsContent;
  return (
    <Page title={meta.title} description={meta.description}>
      <DocumentDescription content={meta.description} />
      <div className="flex flex-col gap-6">
        <HealthCard />
        <SignInStateCard />
        <SignInTestCard />
        <IdentityProviderCard />
      </div>
    </Page>
  );
}
