import { Page } from '@/components/layout/page';
import { LoadingScreen } from '@/components/ui/loading-screen';

export function AuthCallbackRoute() {
  return (
    <Page title="Signing you in" ownHeading width="narrow">
      <h1 className="sr-only">Signing you in</h1>
      <LoadingScreen />
    </Page>
  );
}
