import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';
import { currentSessionId } from '@/lib/tracking/session-id';
import { currentTrafficSource } from '@/lib/tracking/traffic-source';

type TrackedEvent = ApiSchema<'TrackEventRequestDto'>;

export type WhatsappSignupEvent = Required<Pick<TrackedEvent, 'session_id' | 'utm_source'>> & {
  event_type: Extract<TrackedEvent['event_type'], 'whatsapp_signup'>;
  page_path: string;
};

export function whatsappSignupEvent(pagePath: string): WhatsappSignupEvent {
  return {
    session_id: currentSessionId(),
    utm_source: currentTrafficSource(),
    event_type: 'whatsapp_signup',
    page_path: pagePath,
  };
}

/**
 * Records a click on the WhatsApp entry link. Fire and forget: the visitor is already on their
 * way to WhatsApp, so a failure is only logged (spec section 8). `keepalive` lets the request
 * finish even if the tab is closed or replaced.
 */
export async function recordWhatsappSignup(pagePath: string): Promise<void> {
  try {
    await apiFetch('/api/analytics/events', {
      body: whatsappSignupEvent(pagePath),
      anonymous: true,
      keepalive: true,
    });
  } catch (error) {
    console.warn('Could not record the WhatsApp sign-up click', error);
  }
}
