/**
 * What a log line may say about a failure, above all one from an outside client (Twilio, Stripe,
 * Google, an OpenAI-compatible model or transcriber). Those errors carry the request they failed
 * on: HTTP clients keep its config (an `Authorization: Basic base64(SID:token)` header, a form body
 * with a recipient's number and the message text) and the SDKs keep the raw response. Logging the
 * object whole wrote all of that out, so only a short, scrubbed description is ever kept.
 */
export interface LoggedError {
  type: string;
  message: string;
  code?: string | number;
  status?: number;
  /** Only the frames: the stack's first line repeats the unscrubbed message. */
  stack?: string;
  cause?: LoggedError;
}

const MAX_MESSAGE = 300;
const MAX_DEPTH = 3;

const SCRUBBERS: Array<[RegExp, string | ((match: string) => string)]> = [
  // Authorization schemes with whatever follows them.
  [/\b(Basic|Bearer|Token)\s+[^\s,;"']+/gi, '$1 [redacted]'],
  // A URL keeps only its origin: paths hold account ids, query strings hold tokens.
  [/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+/gi, (url) => originOf(url)],
  [/[^\s@"'<>]+@[^\s@"'<>]+\.[a-z]{2,}/gi, '[email]'],
  // Keys, tokens, SIDs and encoded credentials: long runs of key characters that include a digit.
  [/\b(?=[A-Za-z0-9_+=-]*\d)[A-Za-z0-9_+=-]{20,}/g, '[redacted]'],
  // Phone-like: seven digits or more, with or without separators (not dots: an address and port stay readable).
  [/\+?\(?\d(?:[\s()-]{0,2}\d){6,}/g, '[number]'],
  // Values after a word that names a secret.
  [/\b(key|secret|token|password|auth|sid|signature)(\s*[:=]\s*)[^\s,;"']+/gi, '$1$2[redacted]'],
];

function originOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.origin === 'null' ? `${parsed.protocol}//` : parsed.origin;
  } catch {
    return '[url]';
  }
}

/** Removes from a provider's message whatever could be a credential, a number, an address or a link. */
export function scrubMessage(text: string): string {
  let result = text.length > MAX_MESSAGE * 4 ? text.slice(0, MAX_MESSAGE * 4) : text;
  for (const [pattern, replacement] of SCRUBBERS) result = result.replace(pattern, replacement as string);
  return result.length > MAX_MESSAGE ? `${result.slice(0, MAX_MESSAGE)}…` : result;
}

function shortCode(value: unknown): string | number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(value)) return value;
  return undefined;
}

function statusOf(error: Record<string, unknown>): number | undefined {
  const response = error.response as Record<string, unknown> | undefined;
  for (const candidate of [error.status, error.statusCode, response?.status, response?.statusCode]) {
    if (typeof candidate === 'number' && Number.isInteger(candidate)) return candidate;
  }
  return undefined;
}

function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12);
  return frames.length ? frames.join('\n') : undefined;
}

function describe(error: unknown, depth: number): LoggedError {
  if (error === null || typeof error !== 'object') {
    return { type: typeof error, message: scrubMessage(String(error)) };
  }
  const fields = error as Record<string, unknown>;
  // An already described failure keeps its type: describing is idempotent, as the logger may do it again.
  const constructorName = error.constructor?.name;
  const name = [constructorName === 'Object' ? undefined : constructorName, fields.name, fields.type].find(
    (value) => typeof value === 'string' && value !== 'Error',
  ) as string | undefined;
  const described: LoggedError = {
    type: (name && shortCode(name)?.toString()) || 'Error',
    message: scrubMessage(typeof fields.message === 'string' ? fields.message : ''),
  };
  const code = shortCode(fields.code);
  if (code !== undefined) described.code = code;
  const status = statusOf(fields);
  if (status !== undefined) described.status = status;
  const stack = framesOf(fields.stack);
  if (stack) described.stack = stack;
  if (fields.cause !== undefined && fields.cause !== error && depth < MAX_DEPTH) described.cause = describe(fields.cause, depth + 1);
  return described;
}

/**
 * The one way a failure reaches a log line: type, code, status and a scrubbed message (and the
 * stack's frames, and the cause described the same way). Call sites use it for every error from an
 * outside client, and the logger applies it to any `err` field as well, so an error object logged
 * whole elsewhere cannot write out its request either.
 */
export function loggedError(error: unknown): LoggedError {
  return describe(error, 0);
}

/** pino's `err` serializer: describes the original error (pino hands over its own copy, with `raw`). */
export function errSerializer(value: unknown): LoggedError {
  const raw = value !== null && typeof value === 'object' ? (value as { raw?: unknown }).raw : undefined;
  return loggedError(raw ?? value);
}
