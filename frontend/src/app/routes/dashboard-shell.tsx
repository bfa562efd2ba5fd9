import { AssistantShell } from '@/features/assistant/components/assistant-shell';
import { DashboardView } from '@/features/dashboard/components/dashboard-view';
import { dashboardShellPlan } from '@/app/starter/dashboard-shell-plan';
import { DashboardReach } from './dashboard-reach';

/**
 * The dashboard as its signed-in shell holds it (built once, for everyone, signed out): the
 * heading, the call-me prompt, daily's WhatsApp number and the message box in their places, with nothing of anyone in them.
 * The card with the tasks comes with the app, below or beside the box, so nothing here moves. It
 * stays unseen until the starter has filled it from this device's copy of the person's data
 * (app/starter/fill-dashboard-shell.ts), and inert until the app's first render replaces it.
 */
export function DashboardShell() {
  const personal = { [dashboardShellPlan.personal]: '' };
  return (
    <div {...personal} inert className="invisible flex flex-1 flex-col">
      <DashboardView assistant={<AssistantShell />} reach={<DashboardReach />} />
    </div>
  );
}
