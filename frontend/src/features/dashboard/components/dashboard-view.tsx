import type { ReactNode } from 'react';

import { Page } from '@/components/layout/page';
import { useAuth } from '@/lib/auth/auth-context';

import { useDashboardProfile } from '../api/get-dashboard-profile';
import { CallPrompt, fallbackCallPrompt } from './call-prompt';
import { DashboardCard } from './dashboard-card';
import { DashboardGreeting } from './dashboard-greeting';

export type DashboardViewProps = {
  tasks: ReactNode;
  journal: ReactNode;
};

/** The dashboard page: greeting, call-me prompt, and the card holding the two tabs it is given. */
export function DashboardView({ tasks, journal }: DashboardViewProps) {
  const { user } = useAuth();
  const profile = useDashboardProfile(user?.id ?? '');
  // A prompt that cannot be read falls back to the plain question rather than to nothing.
  const startQuestion = profile.isError ? fallbackCallPrompt : profile.data?.startQuestion;

  return (
    <Page title="Dashboard" ownHeading>
      <header className="mb-6 flex flex-col gap-3 md:mb-8">
        <DashboardGreeting name={user?.name ?? profile.data?.name} />
        <CallPrompt startQuestion={startQuestion} />
      </header>
      <DashboardCard tasks={tasks} journal={journal} />
    </Page>
  );
}
