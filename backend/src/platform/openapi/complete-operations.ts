import type { OpenAPIObject } from '@nestjs/swagger';
import type {
  HeaderObject,
  OperationObject,
  ParameterObject,
  ReferenceObject,
  ResponseObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
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

/** What each status means when an endpoint does not say more itself. */
const DEFAULT_DESCRIPTIONS: Record<string, string> = {
  '400': 'The request is not valid (a readable sentence, and each problem in `problems`); nothing was changed',
  '401': 'No valid session: sign in, or refresh the session, and try again',
  '403': 'The caller may not do this',
  '404': 'Not found',
  '409': 'Changed by another request at the same moment; nothing was changed, try again',
  '413': 'The body is larger than the server takes',
  '415': 'The body is not JSON',
  '429': 'Too many requests; wait as long as Retry-After says',
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
    response.content ??= { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } };
    if (status === '429' || status === '503') response.headers = { 'Retry-After': RETRY_AFTER, ...response.headers };
  }
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
      if (takesInput(operation)) addResponse(responses, '400');
      if (operation.requestBody) {
        addResponse(responses, '413');
        addResponse(responses, '415');
      }
      if (WRITES.has(method)) describeWrite(operation);
      addResponse(responses, '503');
      describeErrors(responses);
    }
  }
}

/** The answers every write may give beside its own: a conflict that outlasted the retries. */
function describeWrite(operation: OperationObject): void {
  addResponse(operation.responses as Responses, '409');
}
