import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { FeatureRegistry } from '../platform/features/feature-registry';
import { API_DOCUMENT_FILE } from '../platform/openapi/api-document-file';
import { ApiContract, type ApiDocument } from '../testing/api-contract';
import { signInTestPhone, TEST_PHONES, type TestSession } from '../testing/sign-in';
import { startTestServer, type TestServer } from '../testing/test-server';
import { type Cast, PROOF_ENV, seedCast } from './proof-fixture';
import { type Components, encode, fieldValue, type FieldValues, type JsonSchema, valueOf } from './schema-arbitraries';

/**
 * Requests a client generated from docs/openapi.json may build, for every operation, sent over real
 * HTTP: no answer is a 5xx, every answer's status and body are the ones the document gives for the
 * operation, and a request the document calls valid is refused only for a reason a valid request
 * can meet (a thing that does not exist, a conflict, a limit), never for its shape.
 */

// One seed for the run, printed with every failure so a run can be replayed: PROOF_SEED=<n>.
const seed = Number(process.env.PROOF_SEED ?? Date.now() % 2 ** 31);
const NUM_RUNS = Number(process.env.PROOF_RUNS ?? 12);

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema?: JsonSchema;
  content?: Record<string, { schema?: JsonSchema }>;
}
interface RawOperation {
  parameters?: Parameter[];
  security?: Array<Record<string, unknown>>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, unknown>;
}
type Document = ApiDocument & { paths: Record<string, Record<string, RawOperation>>; components: Components };

const doc = JSON.parse(readFileSync(API_DOCUMENT_FILE, 'utf8')) as Document;

/** These end the caller's session or account: they run last, each request with a session of its own. */
const SESSION_ENDING = ['POST /auth/logout', 'DELETE /api/me'];

/** Signed requests from the providers: without the provider's secret a request can only be refused, as documented. */
const SIGNED_BY_PROVIDER: Record<string, number[]> = {
  'POST /api/stripe/webhook': [400],
  'POST /api/twilio/inbound': [403],
};

/** A refusal a valid request may meet: its status, the sentence it answers with, and why a valid request can meet it. */
interface Explained {
  status: number;
  message: RegExp;
  reason: string;
}
const explain = (status: number, message: RegExp, reason: string): Explained => ({ status, message, reason });

/**
 * Refusals a request the document calls valid may still meet, each with the reason it can and the
 * sentence that says so: those any operation may give in EVERYWHERE, the rest by operation. A
 * refusal of a valid request not listed here is a mismatch between the server and the document.
 */
const EVERYWHERE: Explained[] = [
  explain(409, /same Idempotency-Key|at the same moment/, 'another request changed the same thing at the same moment'),
  explain(429, /./, 'a rate limit, documented with Retry-After'),
];
const NOT_FOUND = explain(
  404,
  /not found|does not exist|no subscription|no event|no tracked event|No active subscription/i,
  'an id that names nothing',
);
const PHONE = explain(400, /valid phone number/, 'a number in E.164 that no numbering plan assigns (the field says so)');
const ZONE = explain(400, /is not a time zone we know/, 'a zone name the IANA database does not have (the field says so)');
const ADDRESS = explain(400, /must be an address on/, 'an address not on this app’s own address (the field says so)');
const DUE = explain(
  400,
  /due date must look like|timezone .* with a due date/,
  'a due date that is no real date, or a local one without its timezone (the field says so)',
);
const REASON = explain(
  400,
  /reason of at least 5 characters/,
  'a reason that is 5 characters long only with the spaces at its ends (the field says so)',
);
const HAS_PLAN = explain(409, /You already have a plan/, 'the caller already has a plan (the 409 says so)');
const LIST = [
  explain(
    400,
    /sort must look like|can be sorted by/,
    'a sort field the list does not offer, or a direction other than ASC/DESC (the parameter says so)',
  ),
  explain(400, /can be filtered by/, 'a filter field the list does not offer (the parameter says so)'),
  explain(400, /range must/, 'a range whose last row is before its first (the parameter says so)'),
];
const REPORT_RANGE = explain(
  400,
  /must not be before|on or before|can cover at most 366 days/,
  'an end before the start, or more than 366 days (the parameter says so)',
);
const EXPLAINED: Record<string, Explained[]> = {
  'POST /auth/otp': [PHONE],
  'POST /auth/verify': [PHONE, explain(400, /code is not correct/, 'a code that is not the one sent (the 400 says so)')],
  'POST /auth/token': [explain(401, /session has ended/, 'a refresh token of no live session')],
  'POST /user/check': [PHONE],
  'POST /call': [PHONE, explain(403, /your own phone number/, 'a number that is not the caller’s own (the field says so)')],
  'POST /dev/user/update/verify-phone': [
    PHONE,
    explain(400, /No change to this phone number is waiting/, 'no change of number was asked for'),
  ],
  'POST /dev/user/update': [
    PHONE,
    explain(
      400,
      /valid email|enter your email|voice must be/,
      'a value not of its field’s kind: an email, a phone number or default|female (the field says so)',
    ),
  ],
  'POST /api/stripe/create-checkout-session': [ADDRESS, HAS_PLAN],
  'POST /api/stripe/create-subscription': [HAS_PLAN],
  'POST /api/stripe/create-founding-member-checkout': [ADDRESS, HAS_PLAN],
  'POST /api/stripe/confirm-checkout': [NOT_FOUND],
  'POST /api/stripe/cancel-subscription': [NOT_FOUND, explain(409, /already ended/, 'a subscription that has ended (the 409 says so)')],
  'POST /api/stripe/resume-subscription': [NOT_FOUND, explain(409, /already ended/, 'a subscription that has ended (the 409 says so)')],
  'POST /api/me/card-update': [
    explain(409, /no running subscription/, 'no running subscription whose card could be updated (the 409 says so)'),
  ],
  'POST /api/me/retention-offer': [NOT_FOUND, explain(409, /offer is not available/, 'no offer for this subscription (the 409 says so)')],
  'POST /api/auth/google': [explain(409, /not configured/, 'Google Calendar is not set up on this server (the 409 says so)')],
  'PUT /api/me/messages': [ZONE],
  'POST /api/me/decisions': [ZONE],
  'PUT /api/me/time-zone': [ZONE],
  'POST /dev/user/tasks/create': [
    ZONE,
    DUE,
    explain(400, /needs a date|not valid JSON/, 'an update keyed by something other than a date (the field says so)'),
  ],
  'POST /dev/user/tasks/update': [ZONE, DUE, NOT_FOUND],
  'POST /dev/user/tasks/remove': [NOT_FOUND],
  'PUT /api/me/context/{id}': [NOT_FOUND],
  'DELETE /api/me/context/{id}': [NOT_FOUND],
  'POST /api/me/context/{id}/restore': [NOT_FOUND],
  'POST /dev/user/diary/fetch': [REPORT_RANGE],
  'POST /dev/user/diary': [explain(400, /not a day to come/, 'a day to come (the field says so)')],
  'POST /api/analytics/events': [
    explain(
      400,
      /^(referrer is only recorded with page_visit|page_path is needed for page_visit)\.$/,
      'page_visit only fields (the fields say so)',
    ),
  ],
  ...Object.fromEntries(
    ['summary', 'totals', 'daily', 'funnel', 'cohorts', 'codes', 'cancellation-reasons'].map((report) => [
      `GET /api/analytics/${report}`,
      [REPORT_RANGE],
    ]),
  ),
  'GET /api/admin/accounts': LIST,
  'GET /api/admin/subscriptions': LIST,
  'GET /api/admin/events': LIST,
  'GET /api/admin/analytics-events': LIST,
  'GET /api/admin/accounts/{id}/conversation': [...LIST, NOT_FOUND],
  ...Object.fromEntries(
    [
      'accounts/{id}',
      'accounts/{id}/history',
      'accounts/{id}/status',
      'accounts/{id}/roles',
      'subscriptions/{id}',
      'subscriptions/{id}/history',
      'events/{id}',
      'analytics-events/{id}',
    ]
      .map((path) => `/api/admin/${path}`)
      .flatMap((path) => Object.keys(doc.paths[path] ?? {}).map((method) => [`${method.toUpperCase()} ${path}`, [NOT_FOUND]])),
  ),
  'PUT /api/admin/accounts/{id}/status': [NOT_FOUND, REASON],
  'POST /api/admin/accounts/{id}/roles': [NOT_FOUND, REASON],
};

const operations = Object.entries(doc.paths)
  .flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation,
    })),
  )
  .sort((a, b) => Number(SESSION_ENDING.includes(a.key)) - Number(SESSION_ENDING.includes(b.key)));

type Op = (typeof operations)[number];

interface Request {
  path: string;
  body?: string;
  contentType?: string;
  headers: Record<string, string>;
}

function parameterSchema(parameter: Parameter): { schema: JsonSchema; json: boolean } {
  const json = parameter.content?.['application/json']?.schema;
  return json ? { schema: json, json: true } : { schema: parameter.schema ?? {}, json: false };
}

/** A request built from the operation's documented parameters and body, with the named fields filled by the caller's own values. */
function requestFor(op: Op, fields: FieldValues, pathValues: fc.Arbitrary<string>): fc.Arbitrary<Request> {
  const parameters = op.operation.parameters ?? [];
  const query = parameters.filter((p) => p.in === 'query');
  const queryValues = fc.record(
    Object.fromEntries(
      query.map((p) => {
        const { schema, json } = parameterSchema(p);
        const arbitrary = fieldValue(fields[p.name], valueOf(doc.components, schema, fields), schema);
        return [p.name, arbitrary.map((value) => (json || typeof value === 'object' ? JSON.stringify(value) : String(value)))];
      }),
    ),
    { requiredKeys: query.filter((p) => p.required).map((p) => p.name) },
  );
  const bodySchema = op.operation.requestBody?.content?.['application/json']?.schema;
  const form = op.operation.requestBody?.content?.['application/x-www-form-urlencoded']?.schema;
  const body: fc.Arbitrary<{ body?: string; contentType?: string }> = bodySchema
    ? valueOf(doc.components, bodySchema, fields).map((value) => ({ body: JSON.stringify(value), contentType: 'application/json' }))
    : form
      ? fc
          .dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 4 })
          .map((value) => ({ body: new URLSearchParams(value).toString(), contentType: 'application/x-www-form-urlencoded' }))
      : fc.constant({});
  const headers = parameters.filter((p) => p.in === 'header' && p.required);
  const headerValues = fc.record(
    Object.fromEntries(headers.map((p) => [p.name, fc.string({ minLength: 1, maxLength: 40 }).filter((s) => /^[\x21-\x7e]+$/.test(s))])),
  );
  return fc
    .record({ query: queryValues, id: pathValues, body, headers: headerValues })
    .map(({ query: values, id, body: sent, headers: h }) => {
      const search = Object.entries(values)
        .map(([name, value]) => `${encodeURIComponent(name)}=${encode(value)}`)
        .join('&');
      const path = op.path.replace(/\{[^}]+\}/, encode(id));
      return { path: search ? `${path}?${search}` : path, ...sent, headers: h };
    });
}

const fits = (value: string, schema: JsonSchema): boolean =>
  (!schema.pattern || new RegExp(schema.pattern, 'u').test(value)) && value.length <= (schema.maxLength ?? Infinity);

/** Whether a property's schema lets it be null (a reference is followed to its schema). */
function allowsNull(schema: JsonSchema): boolean {
  const target = schema.$ref ? doc.components.schemas?.[schema.$ref.replace('#/components/schemas/', '')] : schema;
  if (!target) return true;
  return (
    target.nullable === true ||
    (target.enum?.includes(null) ?? false) ||
    [...(target.oneOf ?? []), ...(target.anyOf ?? []), ...(target.allOf ?? [])].some((part) => allowsNull(part))
  );
}

function messageOf(text: string): string {
  try {
    const { message } = JSON.parse(text) as { message?: unknown };
    return typeof message === 'string' ? message : '';
  } catch {
    return '';
  }
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

describe(`every operation of the OpenAPI document, generated requests over HTTP (seed ${seed})`, () => {
  let server: TestServer;
  let cast: Cast;
  let registry: FeatureRegistry;
  const contract = new ApiContract(doc);

  beforeAll(async () => {
    server = await startTestServer(PROOF_ENV);
    registry = server.app.get(FeatureRegistry);
    cast = await seedCast(server, registry);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it('generates from the document the server serves', async () => {
    const served = (await (await fetch(`${server.url}/api/docs/openapi.json`)).json()) as unknown;
    expect(served).toEqual(doc);
  });

  async function send(method: string, request: Request, token?: string): Promise<Answer> {
    const response = await fetch(server.url + request.path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
        ...request.headers,
      },
      body: request.body,
    });
    if ((response.headers.get('content-type') ?? '').includes('event-stream')) {
      await response.body?.cancel();
      return { status: response.status, headers: response.headers, text: '' };
    }
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  /** Who calls the operation: nobody on public routes, the role on staff routes, else the member who owns the seeded things. */
  function callerOf(op: Op): TestSession | null {
    const security = op.operation.security ?? [];
    if (security.length === 0) return null;
    const role = registry.roleFor(op.path);
    return role ? cast[role] : cast.owner;
  }

  /** The caller's own values for the fields the document describes in words, mixed with generated ones for the things. */
  function fieldsFor(op: Op, caller: TestSession | null): FieldValues {
    const fields: FieldValues = {};
    const userId = caller && !registry.roleFor(op.path) ? caller.user.id : cast.owner.user.id;
    fields.userId = fc.constant(userId);
    fields.user_id = fc.constant(userId);
    for (const [name, value] of Object.entries(cast.ownerIds)) {
      if (name === 'userId' || name === 'user_id') continue;
      // Only where the value fits the field: the tracking session_id is not a checkout's session_id.
      fields[name] = (generated, schema) => (fits(value, schema) ? fc.oneof(fc.constant(value), generated) : generated);
    }
    // "The caller's own phone number": the owner's, or any other (refused with 403, as documented).
    fields.phone_number = (generated, schema) =>
      fits(TEST_PHONES.open, schema) ? fc.oneof(fc.constant(TEST_PHONES.open), generated) : generated;
    return fields;
  }

  function pathValuesFor(op: Op): fc.Arbitrary<string> {
    const parameter = (op.operation.parameters ?? []).find((p) => p.in === 'path');
    if (!parameter) return fc.constant('');
    // A path segment is never empty: `/accounts//history` is another route, not this one with an empty id.
    // Nor is it "." or "..": every URL parser resolves those (encoded or not) before a request leaves,
    // so `/accounts/%2e` is sent as `/accounts/`, the list.
    const generated = valueOf(doc.components, parameterSchema(parameter).schema)
      .map(String)
      .filter((id) => id.length > 0 && id !== '.' && id !== '..');
    // Status and roles are changed on the other member, so the owner's later requests meet the account they expect.
    const known = /\/(status|roles)$/.test(op.path) ? cast.other.user.id : cast.pathIds[op.path];
    return known ? fc.oneof(fc.constant(String(known)), generated) : generated;
  }

  it.each(operations.map((op) => [op.key, op]))('%s', async (_key, op) => {
    const signed = SIGNED_BY_PROVIDER[op.key];
    const fresh = SESSION_ENDING.includes(op.key);
    const caller = callerOf(op);
    const explained = [...EVERYWHERE, ...(EXPLAINED[op.key] ?? [])];
    const seen = new Map<number, number>();
    const reasons = new Set<string>();

    await fc.assert(
      fc.asyncProperty(requestFor(op, fieldsFor(op, caller), pathValuesFor(op)), async (request) => {
        const token = fresh
          ? (await signInTestPhone(server.url, op.key === 'DELETE /api/me' ? TEST_PHONES.closedOther : TEST_PHONES.open)).access_token
          : caller?.access_token;
        const answer = await send(op.method, request, token);
        seen.set(answer.status, (seen.get(answer.status) ?? 0) + 1);
        if (answer.status >= 400) reasons.add(`${answer.status} ${messageOf(answer.text).slice(0, 90)}`);
        const problems = contract.check({
          method: op.method,
          url: request.path,
          status: answer.status,
          headers: answer.headers,
          body: answer.text,
        });
        if (answer.status >= 500) problems.unshift(`a ${answer.status}`);
        else if (signed) {
          if (!signed.includes(answer.status)) problems.push(`${answer.status} to an unsigned request, not ${signed.join(' or ')}`);
        } else if (answer.status >= 400) {
          const message = messageOf(answer.text);
          if (!explained.some((e) => e.status === answer.status && e.message.test(message)))
            problems.push(`a valid request refused with ${answer.status}, for no reason a valid request can meet here`);
        }
        if (problems.length) {
          throw new Error(
            `${op.method} ${request.path.slice(0, 300)} ${request.body?.slice(0, 300) ?? ''}\n→ ${answer.status} ${answer.text.slice(0, 300)}\n${problems.join('\n')}\n[PROOF_SEED=${seed}]`,
          );
        }
      }),
      { seed, numRuns: NUM_RUNS, endOnFailure: true },
    );
    const bodyRef = op.operation.requestBody?.content?.['application/json']?.schema?.$ref;
    const bodySchema = bodyRef ? doc.components.schemas?.[bodyRef.replace('#/components/schemas/', '')] : undefined;
    if (bodySchema?.additionalProperties === false && !signed) {
      const [request] = fc.sample(requestFor(op, fieldsFor(op, caller), pathValuesFor(op)), { seed, numRuns: 1 });
      if (request?.body) {
        const valid = JSON.parse(request.body) as Record<string, unknown>;
        const refusal = async (body: Record<string, unknown>) => {
          const token = fresh ? (await signInTestPhone(server.url, TEST_PHONES.closedOther)).access_token : caller?.access_token;
          const answer = await send(op.method, { ...request, body: JSON.stringify(body) }, token);
          // A rate limit is checked before the body is read (the coupon check's, after this operation's runs).
          return answer.status === 429 ? null : { status: answer.status, message: messageOf(answer.text) };
        };
        // The document closes the body: a field it does not name is refused, before anything is done.
        const unknown = await refusal({ ...valid, not_in_the_document: 1 });
        if (unknown)
          expect(unknown).toEqual({ status: 400, message: expect.stringContaining('not_in_the_document is not an accepted field') });
        // A null where the document does not allow one is refused too, not read as "not given".
        for (const [name, property] of Object.entries(bodySchema.properties ?? {})) {
          if (allowsNull(property)) continue;
          const answer = await refusal({ ...valid, [name]: null });
          // The refusal is in the field's own words (often the spec's, such as "Please enter your name.").
          if (answer) expect({ field: name, status: answer.status }).toEqual({ field: name, status: 400 });
        }
      }
    }
    console.log(`${op.key}: ${[...seen].map(([status, n]) => `${n}×${status}`).join(', ')}\n${[...reasons].slice(0, 6).join('\n')}`);
  });
});
