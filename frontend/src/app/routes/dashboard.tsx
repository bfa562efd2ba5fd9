import { DeferredCallWidget } from '@/features/call-widget/components/deferred-call-widget';
import { DashboardView } from '@/features/dashboard/components/dashboard-view';
import { DeferredJournalPanel } from '@/features/journal/components/deferred-journal-panel';
import { TasksPanel } from '@/features/tasks/components/tasks-panel';
import { RequirePaidAccess } from '@/app/route-guards';

export function DashboardRoute() {
  return (
    <RequirePaidAccess>
      <DashboardView tasks={<TasksPanel />} journal={<DeferredJournalPanel />} />
      <DeferredCallWidget />
    </RequirePaidAccess>
  );
}
