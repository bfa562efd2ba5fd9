import type { ApiSchema } from '@/lib/api-types';
import { currentSessionId } from '@/lib/tracking/session-id';
import { currentTrafficSource } from '@/lib/tracking/traffic-source';

type TrackedEvent = ApiSchema<'TrackEventRequestDto'>;

/** The write fields of a `page_visit` (spec section 3, "Analytics event row"); a visit has no user. */
export type PageVisitEvent = Required<Omit<TrackedEvent, 'event_type' | 'user_id' | 'page_path'>> & {
  event_type: Extract<TrackedEvent['event_type'], 'page_visit'>;
  page_path: string;
};

// The server's bounds; clipping here keeps an unusual browser from losing its page view.
const maxPathLength = 500;
const maxUserAgentLength = 500;
const maxReferrerLength = 500;

/** Query strings and fragments can carry codes or e-mail addresses, so only the address itself is sent. */
export function withoutQuery(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

function clip(value: string, max: number): string | null {
  const trimmed = value.trim().slice(0, max);
  return trimmed === '' ? null : trimmed;
}

export function pageVisitEvent({ path, referrer }: { path: string; referrer: string }): PageVisitEvent {
  return {
    session_id: currentSessionId(),
    utm_source: currentTrafficSource(),
    event_type: 'page_visit',
    page_path: withoutQuery(path).slice(0, maxPathLength) || '/',
    user_agent: clip(navigator.userAgent, maxUserAgentLength),
    referrer: clip(withoutQuery(referrer), maxReferrerLength),
  };
}
