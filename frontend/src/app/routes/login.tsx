import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';

import { BackLink } from '@/components/layout/back-link';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { PhoneSignInForm } from '@/features/auth/components/phone-sign-in-form';
import { useAuth } from '@/lib/auth/auth-context';
import { landingPath } from '@/lib/auth/landing-path';
import { sessionEnded } from '@/lib/auth/session-ended';

export function LoginRoute() {
  const { loading, user, account } = useAuth();
  // Read once: the note is cleared as the person is taken back, and must not flicker away before.
  const [returnTo] = useState(() => sessionEnded.read());
  // Where a person lands depends on their plan, looked up just after the code is accepted.
  if (loading || (user && account === null && returnTo === null)) return <LoadingScreen />;
  if (user) return <SignedIn to={landingPath(user, account, returnTo)} />;
  return (
    <Page
      title="Hello there"
      description="Sign in or create an account to access your dashboard."
      before={<BackLink to={paths.home.getHref()} />}
      width="narrow"
    >
      <Card className="flex flex-col gap-5 p-6 sm:p-8">
        {returnTo !== null && (
          <p role="status" className="flex items-center gap-2 rounded-control bg-accent-soft px-3.5 py-2.5 text-small font-medium text-ink">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-accent" />
            Your session ended: sign in again
          </p>
        )}
        <PhoneSignInForm />
      </Card>
    </Page>
  );
}

/** Signed in (again): on to the page the person lands on, the note of an ended session done with. */
function SignedIn({ to }: { to: string }) {
  useEffect(() => sessionEnded.clear(), []);
  return <Navigate to={to} replace />;
}
