/**
 * Requests the page's starter script sent before the app's code arrived (see app/starter): the
 * session check and the first data of a signed-in page, with the token stored on the device. The
 * app takes each answer once, for the same method, URL, body and token, and only while it is
 * fresh; anything else is fetched as usual.
 */
export type StartedRequests = {
  /** When the starter ran (Date.now()). */
  at: number;
  /** The access token the requests carry. */
  token: string;
  /** By startedRequestKey: the reads sent with the token… */
  requests: Record<string, Promise<Response>>;
  /** …and those sent without one, as the app sends them. */
  anonymous?: Record<string, Promise<Response>>;
};

declare global {
  interface Window {
    __dailyStarted?: StartedRequests;
  }
}

/** Older answers are not handed over: by then the app asks afresh. */
const MAX_AGE_MS = 15_000;

export function startedRequestKey(method: string, url: string, body: string | undefined): string {
  return `${method} ${url}\n${body ?? ''}`;
}

export function takeStartedRequest(
  method: string,
  url: string,
  body: string | undefined,
  authorization: string | null,
): Promise<Response> | undefined {
  const started = typeof window === 'undefined' ? undefined : window.__dailyStarted;
  if (!started || Date.now() - started.at > MAX_AGE_MS) return undefined;
  if (authorization !== null && authorization !== `Bearer ${started.token}`) return undefined;
  const requests = authorization === null ? started.anonymous : started.requests;
  if (!requests) return undefined;
  const key = startedRequestKey(method, url, body);
  const request = requests[key];
  if (!request) return undefined;
  delete requests[key];
  return request;
}
