import { ApiError } from './api-error';
import {
  filledPath,
  type ApiAnswer,
  type ApiMethod,
  type ApiPath,
  type DefaultMethod,
  type MethodsOf,
  type OptionsArgument,
  type TypedRequestOptions,
} from './api-paths';
import { keyForWrite, settleWrite, writeSignature } from './idempotency-keys';
import { serverMessage } from './server-message';
import { takeStartedRequest } from './started-requests';

type MaybePromise<T> = T | Promise<T>;
export type AccessTokenGetter = () => MaybePromise<string | null | undefined>;

let accessTokenGetter: AccessTokenGetter | undefined;

/**
 * Lets the auth feature supply the current access token without this module knowing
 * where sessions live. Pass `undefined` to stop sending a token.
 */
export function setAccessTokenGetter(getter: AccessTokenGetter | undefined): void {
  accessTokenGetter = getter;
}

/** The current access token, for clients that do their own fetching (the operator console). */
export async function currentAccessToken(): Promise<string | undefined> {
  return (await accessTokenGetter?.()) ?? undefined;
}

type HttpMethod = ApiMethod;
type QueryValue = string | number | boolean | null | undefined;

/** What every call may add, whatever its route: the fetch options, and how the client sends it. */
type TransportOptions = Omit<RequestInit, 'body' | 'method'> & {
  /** Leave out the Authorization header (sign-in, token refresh). */
  anonymous?: boolean;
  /**
   * A read the API's paths send as a POST (`…/fetch`, `…/array`, `…/get`): it changes nothing, so it
   * carries no Idempotency-Key (the server takes none there).
   */
  read?: boolean;
};

type RequestOptions = TransportOptions & {
  /** Defaults to POST when a body is given, GET otherwise. */
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  query?: object;
  params?: Record<string, string | number>;
};

/**
 * A call's options: the method, query and body its route documents (see api-paths.ts), and the
 * transport options any call may carry.
 */
export type ApiRequestOptions<Path extends ApiPath, Method extends ApiMethod> = TransportOptions & TypedRequestOptions<Path, Method>;

const WRITE_METHODS = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

const networkErrorMessage = 'Could not reach the server. Check your connection and try again.';

/**
 * Calls the backend with JSON in and out; every failure is thrown as an `ApiError`. A write carries
 * an Idempotency-Key, the same one when the person retries a write that got no definite answer,
 * so the server applies it once (see idempotency-keys.ts).
 */
export async function apiFetch<Path extends ApiPath, Method extends MethodsOf<Path> = DefaultMethod<Path>>(
  path: Path,
  ...[options]: OptionsArgument<ApiRequestOptions<Path, Method>>
): Promise<ApiAnswer<Path, Method>> {
  const { params, ...rest } = (options ?? {}) as RequestOptions;
  return (await send(params ? filledPath(path, params) : path, rest)) as ApiAnswer<Path, Method>;
}

async function send(path: string, options: RequestOptions): Promise<unknown> {
  const { method, body, query, anonymous = false, read = false, headers, ...init } = options;
  const hasBody = body !== undefined;
  const verb: HttpMethod = method ?? (hasBody ? 'POST' : 'GET');
  const sentBody = hasBody ? JSON.stringify(body) : undefined;
  const url = withQuery(path, query);

  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', 'application/json');
  if (hasBody) requestHeaders.set('Content-Type', 'application/json');
  const signature = WRITE_METHODS.has(verb) && !read && !requestHeaders.has('Idempotency-Key') ? writeSignature(verb, url, sentBody) : null;
  const key = signature === null ? null : keyForWrite(signature);
  if (key !== null) requestHeaders.set('Idempotency-Key', key);
  if (!anonymous && accessTokenGetter && !requestHeaders.has('Authorization')) {
    const token = await accessTokenGetter();
    if (token) requestHeaders.set('Authorization', `Bearer ${token}`);
  }

  let response: Response;
  try {
    response =
      (await startedAnswer(verb, url, sentBody, requestHeaders, verb === 'GET' || read)) ??
      (await fetch(url, { ...init, method: verb, headers: requestHeaders, body: sentBody }));
  } catch (error) {
    // Cancellation is not a failure; callers such as React Query rely on seeing it as is.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (signature !== null && key !== null) settleWrite(signature, key, 'no-answer');
    throw new ApiError(0, networkErrorMessage, undefined, { cause: error });
  }
  if (signature !== null && key !== null) settleWrite(signature, key, response);

  const payload = await readPayload(response);
  if (!response.ok) {
    throw new ApiError(response.status, failureMessage(response, payload), payload);
  }
  return payload;
}

/** A read the page's starter already sent (see started-requests.ts); undefined when there is none or it failed. */
async function startedAnswer(
  verb: HttpMethod,
  url: string,
  body: string | undefined,
  headers: Headers,
  isRead: boolean,
): Promise<Response | undefined> {
  if (!isRead) return undefined;
  const started = takeStartedRequest(verb, url, body, headers.get('Authorization'));
  if (!started) return undefined;
  try {
    return await started;
  } catch {
    return undefined;
  }
}

function withQuery(path: string, query: object | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, QueryValue][]) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

async function readPayload(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!contentType.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (!response.ok) return text;
    throw new ApiError(response.status, 'The server sent a response that could not be read.', text);
  }
}

// Bare HTTP reason phrases, as proxies and gateways send them: words for machines, not people.
const reasonPhrases = new Set(['service unavailable', 'bad gateway', 'gateway timeout', 'internal server error', 'server error']);

const serverTroubleMessage = 'daily is having trouble right now. Nothing was lost; please try again in a moment.';

/**
 * What a person reads about a failed call: the server's own sentence when it wrote one, plain
 * words for server trouble (a proxy's "Service Unavailable" page or a bare reason phrase says
 * nothing to them), and a short fallback otherwise.
 */
function failureMessage(response: Response, payload: unknown): string {
  const written = typeof payload === 'string' && response.status >= 500 ? undefined : serverMessage(payload);
  if (written && !reasonPhrases.has(written.trim().toLowerCase().replace(/\.$/, ''))) return written;
  return fallbackMessage(response);
}

function fallbackMessage(response: Response): string {
  if (response.status === 401) return 'Please sign in to continue.';
  if (response.status === 403) return 'You do not have access to this.';
  if (response.status === 404) return 'Not found.';
  if (response.status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (response.status >= 500) return serverTroubleMessage;
  return `Request failed (${response.status}).`;
}
