import { DiagnosticsPage } from '@/features/diagnostics/components/diagnostics-page';
import { RequireRole } from '@/app/route-guards';

import { ForbiddenPage } from './forbidden-page';

export function DeveloperToolsRoute() {
  return (
    <RequireRole roles={['operator']} forbidden={<ForbiddenPage role="operator" />}>
      <DiagnosticsPage />
    </RequireRole>
  );
}
