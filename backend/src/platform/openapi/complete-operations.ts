import type { OpenAPIObject } from '@nestjs/swagger';
import type {
  HeaderObject,
  OperationObject,
  ParameterObject,
  ReferenceObject,
  ResponseObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { HTTP_LIMITS } from '../http/http-server';
import type { Access } from './route-access';

export const BEARER = 'bearer';
export const ERROR_SCHEMA = 'ErrorResponseDto';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const WRITES = new Set(['put', 'post', 'delete', 'patch']);

const RETRY_AFTER: HeaderObject = {
  description: 'Seconds to wait before trying again',
  required: true,
  schema: { type: 'integer', minimum: 1, example: 30 },
};

/** Not every store failure knows how long it will last, so a 503 may come without the header. */
const RETRY_AFTER_WHEN_KNOWN: HeaderObject = { ...RETRY_AFTER, required: false };

/** What each status means when an endpoint does not say more itself. */
const UNREADABLE_REQUEST =
  'a request the server could not read (a malformed header or request line) is a 400 too, and the connection is closed';

const DEFAULT_DESCRIPTIONS: Record<string, string> = {
  '400': `The request is not valid (a readable sentence, and each problem in \`problems\`); nothing was changed; ${UNREADABLE_REQUEST}`,
  '401': 'No valid session: sign in, or refresh the session, and try again',
  '403': 'The caller may not do this: a user id that is not the caller’s, or a role the caller lacks',
  '404': 'Not found',
  '408':
    `The request did not arrive in time (its headers within ${HTTP_LIMITS.headersTimeoutMs / 1000} s, all of it within ` +
    `${HTTP_LIMITS.requestTimeoutMs / 1000} s): nothing was done, and the server closes the connection`,
  '409': 'Changed by another request at the same moment; nothing was changed, try again',
  '410': 'The account is closed by a deletion in progress; nothing was changed',
  '413': 'The body is larger than the server takes',
  '414': 'A path parameter is longer than the server takes',
  '415': 'The body is not JSON',
  '429': 'Too many requests; wait as long as Retry-After says',
  '431': 'The request headers are larger than the server takes (16 KiB); nothing was done, and the server closes the connection',
  '503': 'A store cannot be reached; nothing was changed, try again after Retry-After',
};

type Responses = Record<string, ResponseObject | ReferenceObject>;

function addResponse(responses: Responses, status: string): void {
  if (!responses[status]) responses[status] = { description: DEFAULT_DESCRIPTIONS[status] ?? 'Error' };
}

/** Every error answer carries the error body; a 429 and a 503 say when to come back. */
function describeErrors(responses: Responses): void {
  for (const [status, response] of Object.entries(responses)) {
    if ('$ref' in response || Number(status) < 400) continue;
    if (status === '429') response.headers = { 'Retry-After': RETRY_AFTER, ...response.headers };
    // An answer with a body of its own (/health's 503 is its report) is as the endpoint documents it.
    if (response.content) continue;
    response.content = { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } };
    if (status === '503') response.headers = { 'Retry-After': RETRY_AFTER_WHEN_KNOWN, ...response.headers };
  }
}

/** The fields by which a body or query names the person it is about: they must name the caller. */
const USER_ID_FIELDS = ['userId', 'user_id'];

/** Whether the operation takes a user id, which the server refuses (403) unless it is the caller's. */
function namesUser(document: OpenAPIObject, operation: OperationObject): boolean {
  if ((operation.parameters ?? []).some((p) => USER_ID_FIELDS.includes((p as ParameterObject).name))) return true;
  const body = operation.requestBody as { content?: Record<string, { schema?: { $ref?: string } }> } | undefined;
  const ref = body?.content?.['application/json']?.schema?.$ref;
  const schema = ref ? (document.components?.schemas?.[ref.split('/').pop() ?? ''] as { properties?: object } | undefined) : undefined;
  return USER_ID_FIELDS.some((field) => field in (schema?.properties ?? {}));
}

function takesInput(operation: OperationObject): boolean {
  return operation.requestBody !== undefined || (operation.parameters ?? []).some((p) => (p as ParameterObject).in !== 'header');
}

/**
 * Fills in what holds for every operation of this server, so that no endpoint documents it by hand
 * or forgets to: who may call it (`security`, and 401 for a missing session), the validation answer
 * when it takes input, the answers every write and every store read may give, and the error body.
 * An endpoint documents its own success body and the statuses particular to it (403, 404, 429…).
 */
export function completeOperations(document: OpenAPIObject, access: ReadonlyMap<string, Access>): void {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const kind = operation.operationId ? access.get(operation.operationId) : undefined;
      if (!kind) throw new Error(`No route found for the documented operation ${method.toUpperCase()} ${path}`);
      const responses = operation.responses as Responses;
      // A public route that still declares @ApiBearerAuth checks the token itself (signing out does).
      const checksTokenItself = kind === 'public' && (operation.security?.length ?? 0) > 0;
      if (kind === 'public' && !checksTokenItself) operation.security = [];
      else if (kind === 'optional-session') operation.security = [{}, { [BEARER]: [] }];
      else {
        operation.security = [{ [BEARER]: [] }];
        addResponse(responses, '401');
      }
      if (takesInput(operation) || WRITES.has(method)) addResponse(responses, '400');
      // Any request at all may arrive unreadable, before a route sees it (answerClientError).
      else if (!responses['400']) responses['400'] = { description: `The request could not be read: ${UNREADABLE_REQUEST}` };
      if ((operation.parameters ?? []).some((p) => (p as ParameterObject).in === 'path')) addResponse(responses, '414');
      if (kind !== 'public' && namesUser(document, operation)) addResponse(responses, '403');
      if (WRITES.has(method)) describeWrite(operation, kind);
      // Every request must arrive within the server's request timeout, a GET's headers included.
      addResponse(responses, '408');
      addResponse(responses, '431');
      addResponse(responses, '503');
      describeErrors(responses);
    }
  }
}

/**
 * The answers every write may give beside its own: a body the server will not read (any body is
 * parsed, even where none is expected), a conflict that outlasted the retries, and, for a
 * signed-in caller, an account closed by a deletion in progress. (The Idempotency-Key header of
 * every write is documented by platform/idempotency/idempotency-openapi.ts.)
 */
function describeWrite(operation: OperationObject, kind: Access): void {
  const responses = operation.responses as Responses;
  addResponse(responses, '413');
  addResponse(responses, '415');
  addResponse(responses, '409');
  if (kind === 'signed-in') addResponse(responses, '410');
}
