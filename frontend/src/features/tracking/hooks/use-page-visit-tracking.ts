import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { rememberTrafficSource } from '@/lib/tracking/traffic-source';

import { sendTrackingEvent } from '../api/send-tracking-event';
import { pageVisitEvent } from '../utils/page-visit-event';

/**
 * Records a `page_visit` each time the path changes. The first page's referrer is where the visitor
 * came from; after that, as on a site of separate pages, it is the page they were just on.
 * A change of query string alone is the same page, and is not counted again.
 */
export function usePageVisitTracking(): void {
  const { pathname, search } = useLocation();
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    rememberTrafficSource(search);
  }, [search]);

  useEffect(() => {
    // Also keeps React's development double-run of effects from counting one visit twice.
    if (lastPath.current === pathname) return;
    const referrer = lastPath.current === null ? document.referrer : `${window.location.origin}${lastPath.current}`;
    lastPath.current = pathname;
    void sendTrackingEvent(pageVisitEvent({ path: pathname, referrer }));
  }, [pathname]);
}
