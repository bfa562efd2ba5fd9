import { Navigate } from 'react-router-dom';

import { BackLink } from '@/components/layout/back-link';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { PhoneSignInForm } from '@/features/auth/components/phone-sign-in-form';
import { useAuth } from '@/lib/auth/auth-context';

export function LoginRoute() {
  const { loading, user } = useAuth();
  if (loading) return <LoadingScreen />;
  if (user) return <Navigate to={paths.dashboard.getHref()} replace />;
  return (
    <Page
      title="Hello there"
      description="Sign in or create an account to access your dashboard."
      before={<BackLink to={paths.home.getHref()} />}
      width="narrow"
    >
      <Card className="p-6 sm:p-8">
        <PhoneSignInForm />
      </Card>
    </Page>
  );
}
