import { Suspense } from 'react';

import { LoadBoundary } from '@/components/ui/load-boundary';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { deferredComponent } from '@/lib/deferred-component';

const { Component: JournalPanel } = deferredComponent(async () => (await import('./journal-panel')).JournalPanel);

/**
 * The journal tab's content, loaded when the tab is first opened rather than with the dashboard.
 * Opened offline, the tab says it could not load and retries; the tasks and the box stay.
 */
export function DeferredJournalPanel() {
  return (
    <LoadBoundary what="the journal">
      <Suspense fallback={<LoadingScreen />}>
        <JournalPanel />
      </Suspense>
    </LoadBoundary>
  );
}
