import { Suspense } from 'react';

import { LoadingScreen } from '@/components/ui/loading-screen';
import { deferredComponent } from '@/lib/deferred-component';

const { Component: JournalPanel } = deferredComponent(async () => (await import('./journal-panel')).JournalPanel);

/** The journal tab's content, loaded when the tab is first opened rather than with the dashboard. */
export function DeferredJournalPanel() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <JournalPanel />
    </Suspense>
  );
}
