import { Suspense } from 'react';

import { AfterFirstPaint } from '@/components/layout/after-first-paint';
import { LoadBoundary } from '@/components/ui/load-boundary';
import { deferredComponent } from '@/lib/deferred-component';

import type { CallWidgetProps } from './call-widget';
import { CallWidgetRoom } from './call-widget-room';

const { Component: CallWidget } = deferredComponent(async () => (await import('./call-widget')).CallWidget);

/**
 * The call widget, loaded once the page it sits on has painted: it floats over the page (or sits
 * in a slot kept for it) and types its question after a second, so nothing waits for it. The room
 * it keeps at the end of the page is there from the page's first render.
 */
export function DeferredCallWidget(props: CallWidgetProps) {
  return (
    <>
      <CallWidgetRoom />
      <AfterFirstPaint>
        {/* Offline, the button is simply not there (the page stays); it comes when the connection does. */}
        <LoadBoundary what="the call button" quiet>
          <Suspense fallback={null}>
            <CallWidget {...props} />
          </Suspense>
        </LoadBoundary>
      </AfterFirstPaint>
    </>
  );
}
