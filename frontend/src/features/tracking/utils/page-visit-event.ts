import { currentSessionId } from '@/lib/tracking/session-id';
import { currentTrafficSource } from '@/lib/tracking/traffic-source';

/** The write fields of a `page_visit` (spec section 3, "Analytics event row"). */
export type PageVisitEvent = {
  session_id: string;
  utm_source: string | null;
  event_type: 'page_visit';
  page_path: string;
  user_agent: string | null;
  referrer: string | null;
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
