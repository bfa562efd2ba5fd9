import type { ReactNode } from 'react';

import { Page } from '@/components/layout/page';
import { useAuth } from '@/lib/auth/auth-context';

import { useDashboardProfile } from '../api/get-dashboard-profile';
import { CallPrompt, fallbackCallPrompt } from './call-prompt';
import { DashboardCard } from './dashboard-card';
import { DashboardGreeting } from './dashboard-greeting';

export type DashboardViewProps = {
  /** The two tabs; without them (the signed-in shell) the card is left for the app to draw. */
  tabs?: { tasks: ReactNode; journal: ReactNode; decisions?: ReactNode };
  /** The message box; beside the card on wide screens, between the greeting and the card on phones. */
  assistant?: ReactNode;
  /** How to reach daily outside the app (its WhatsApp number), under the call prompt. */
  reach?: ReactNode;
};

/** The dashboard page: greeting, call-me prompt, the message box, and the card holding the two tabs it is given. */
export function DashboardView({ tabs, assistant, reach }: DashboardViewProps) {
  const { user } = useAuth();
  const profile = useDashboardProfile(user?.id ?? '');
  // A prompt that cannot be read falls back to the plain question rather than to nothing.
  const startQuestion = profile.isError ? fallbackCallPrompt : profile.data?.startQuestion;
  const card = tabs && <DashboardCard tasks={tabs.tasks} journal={tabs.journal} decisions={tabs.decisions} />;

  return (
    <Page title="Dashboard" ownHeading width={assistant ? 'wide' : 'default'}>
      <header className="mb-6 flex flex-col gap-3 md:mb-8">
        <DashboardGreeting name={user?.name ?? profile.data?.name} />
        <CallPrompt startQuestion={startQuestion} />
        {reach}
      </header>
      {assistant ? (
        <div className="grid items-start gap-5 md:gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
          {/* First in the page's order, so on a phone the box sits right under the greeting. */}
          <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">{assistant}</div>
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">{card}</div>
        </div>
      ) : (
        card
      )}
    </Page>
  );
}
