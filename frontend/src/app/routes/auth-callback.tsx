import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

import { Page } from '@/components/layout/page';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';

/** After an identity-provider sign-in: a session whose user has a phone goes to /subscribe, anything else to /. */
export function AuthCallbackRoute() {
  const { loading, user } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    if (loading) return;
    navigate(user?.phone ? paths.subscribe.getHref() : paths.home.getHref(), { replace: true });
  }, [loading, user, navigate]);

  return (
    <Page title="Signing you in" ownHeading width="narrow">
      <h1 className="sr-only">Signing you in</h1>
      <LoadingScreen />
    </Page>
  );
}
