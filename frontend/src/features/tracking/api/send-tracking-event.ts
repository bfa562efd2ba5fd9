import { apiFetch } from '@/lib/api-client';
import type { ApiPath } from '@/lib/api-paths';

import type { PageVisitEvent } from '../utils/page-visit-event';

export const trackingEndpoint = '/api/analytics/events' satisfies ApiPath;

/**
 * `POST /api/analytics/events`. A beacon leaves the page at once and survives navigation; where
 * the browser has none (or refuses to queue it) a keepalive fetch does the same job. A failure is
 * only logged (spec section 8): a visitor must never see that counting their visit went wrong.
 */
export async function sendTrackingEvent(event: PageVisitEvent): Promise<void> {
  const body = JSON.stringify(event);
  try {
    if (typeof navigator.sendBeacon === 'function') {
      // The server reads JSON only, so the beacon carries a typed blob rather than plain text.
      if (navigator.sendBeacon(trackingEndpoint, new Blob([body], { type: 'application/json' }))) return;
    }
  } catch (error) {
    console.warn('The browser refused the tracking beacon; sending it as a request instead', error);
  }

  try {
    await apiFetch(trackingEndpoint, { body: event, anonymous: true, keepalive: true });
  } catch (error) {
    console.warn('Could not record the page visit', error);
  }
}
