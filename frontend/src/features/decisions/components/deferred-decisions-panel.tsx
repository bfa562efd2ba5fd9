import { Suspense } from 'react';

import { LoadBoundary } from '@/components/ui/load-boundary';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { deferredComponent } from '@/lib/deferred-component';

const { Component: DecisionsPanel } = deferredComponent(async () => (await import('./decisions-panel')).DecisionsPanel);

/**
 * The decisions tab's content, loaded when the tab is first opened rather than with the dashboard,
 * as the journal's is. Opened offline, the tab says it could not load and retries.
 */
export function DeferredDecisionsPanel() {
  return (
    <LoadBoundary what="your decisions">
      <Suspense fallback={<LoadingScreen />}>
        <DecisionsPanel />
      </Suspense>
    </LoadBoundary>
  );
}
