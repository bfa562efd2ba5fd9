import type { AnalyticsEventRecorded } from '../analytics.events';
import { MAX_PATH, MAX_SESSION_ID, MAX_SOURCE, SESSION_ID_PATTERN, hasControlCharacters } from '../domain/analytics-limits';
import { withoutQuery } from '../domain/tracked-url';

/**
 * The visit a browser request belongs to, sent as headers beside a body whose shape is fixed
 * (sign-in), so an event recorded by the server is credited to the visitor's traffic source.
 * Values are URI-encoded: a header can carry only ASCII, a source from a link need not be.
 */
export const VISIT_HEADERS = {
  session: 'x-analytics-session',
  source: 'x-analytics-source',
  path: 'x-analytics-path',
} as const;

export type VisitContext = Pick<AnalyticsEventRecorded['data'], 'session_id' | 'utm_source' | 'page_path'>;

type HeaderBag = Record<string, string | string[] | undefined>;

function decoded(headers: HeaderBag, name: string): string | null {
  const raw = headers[name];
  if (typeof raw !== 'string' || raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * Reads the visit headers by the tracking endpoint's rules. Analytics must never fail the request
 * it rides on, so a missing or malformed value is dropped (null) rather than refused.
 */
export function readVisitHeaders(headers: HeaderBag): VisitContext {
  const session = decoded(headers, VISIT_HEADERS.session);
  const source = decoded(headers, VISIT_HEADERS.source)?.trim() ?? null;
  const path = decoded(headers, VISIT_HEADERS.path);
  const pagePath = path === null ? null : withoutQuery(path.trim());
  return {
    session_id: session !== null && session.length <= MAX_SESSION_ID && SESSION_ID_PATTERN.test(session) ? session : null,
    utm_source: source && source.length <= MAX_SOURCE && !hasControlCharacters(source) ? source : null,
    page_path: pagePath && pagePath.startsWith('/') && pagePath.length <= MAX_PATH && !hasControlCharacters(pagePath) ? pagePath : null,
  };
}
