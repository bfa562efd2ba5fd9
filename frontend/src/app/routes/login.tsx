import { BackLink } from '@/components/layout/back-link';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';

export function LoginRoute() {
  return (
    <Page
      title="Hello there"
      description="Sign in or create an account to access your dashboard."
      before={<BackLink to={paths.home.getHref()} />}
      width="narrow"
    />
  );
}
