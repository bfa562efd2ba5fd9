import { CallWidget } from '@/features/call-widget/components/call-widget';
import { DashboardView } from '@/features/dashboard/components/dashboard-view';
import { JournalPanel } from '@/features/journal/components/journal-panel';
import { TasksPanel } from '@/features/tasks/components/tasks-panel';
import { RequirePaidAccess } from '@/app/route-guards';

export function DashboardRoute() {
  return (
    <RequirePaidAccess>
      <DashboardView tasks={<TasksPanel />} journal={<JournalPanel />} />
      {/* The prompt under the greeting asks the question on phones; the button need not repeat it. */}
      <CallWidget compactOnPhones />
    </RequirePaidAccess>
  );
}
