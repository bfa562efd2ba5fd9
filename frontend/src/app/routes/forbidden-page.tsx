import { Page } from '@/components/layout/page';
import { ForbiddenMessage } from '@/features/misc/components/forbidden-message';

export function ForbiddenPage({ role }: { role: string }) {
  return (
    <Page title="No access" ownHeading className="flex items-center justify-center">
      <ForbiddenMessage role={role} />
    </Page>
  );
}
