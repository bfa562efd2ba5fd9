import { readFileSync } from 'node:fs';
import { API_DOCUMENT_FILE } from './api-document-file';

/**
 * The path rule of docs/api.md, checked over the committed document (api-document.e2e-spec.ts
 * proves it is the one the server serves).
 */

type Parameter = { name?: string; in?: string; $ref?: string };
type Schema = { $ref?: string; properties?: Record<string, unknown>; allOf?: Schema[] };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: Record<string, string[]>[];
};
type ApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; parameters?: Record<string, Parameter> };
};

const document = JSON.parse(readFileSync(API_DOCUMENT_FILE, 'utf8')) as ApiDocument;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * The paths product-spec section 7 fixes, kept as the spec's clients call them (their bodies name
 * the person). `/dev/user/` is the spec's settings family: the spec leaves its exact paths unshown.
 */
const SPEC_PATHS = new Set([
  '/user/check',
  '/user/notify',
  '/api/stripe/subscription-status',
  '/api/stripe/create-subscription',
  '/api/stripe/update-user',
  '/api/stripe/cancel-subscription',
  '/api/stripe/create-founding-member-checkout',
  '/api/stripe/create-checkout-session',
  '/api/stripe/coupon/validate',
  '/api/add_context',
  '/call',
  '/api/auth/google',
  '/api/auth/google/check-access',
  '/api/auth/google/revoke',
  // The analytics row of section 3, inserted as section 7 says: its user_id is a column of the row.
  '/api/analytics/events',
]);
const SPEC_FAMILIES = ['/dev/user/'];
const isSpecPath = (path: string) => SPEC_PATHS.has(path) || SPEC_FAMILIES.some((family) => path.startsWith(family));

/** Where a signed-in route that is not the person's own resource may live, and why. */
const OTHER_PLACES: { prefix: string; why: string }[] = [
  { prefix: '/api/me', why: "the person's own resources" },
  { prefix: '/api/admin', why: 'operators (a role)' },
  { prefix: '/api/analytics', why: 'analysts (a role)' },
  { prefix: '/auth', why: 'the session itself: sign-in, refresh, the signed-in user, sign-out' },
  { prefix: '/api/stripe', why: "the spec's payment paths, named after the card payment provider" },
  { prefix: '/api/live', why: 'the platform’s stream of changes, for whoever is signed in' },
  // Kept where it is while the assistant's routes are reworked by their owners; it names no one.
  { prefix: '/api/assistant/messages', why: 'the conversation with the assistant' },
];

/**
 * The routes anyone may call, each with why it needs no session: signing in, the two providers'
 * webhooks (each checks its signature), and what a visitor's browser reads or sends before sign-in.
 * `/health` takes a session optionally: an operator's gets more detail.
 */
const OPEN_ROUTES: Record<string, string> = {
  'GET /health': 'liveness for monitors and load balancers',
  'GET /api/ping': 'a no-op, the benchmarks’ baseline',
  'POST /auth/otp': 'signing in starts without a session',
  'POST /auth/verify': 'the one-time code is the credential',
  'POST /auth/token': 'the refresh token is the credential',
  'POST /api/stripe/webhook': 'the card payment provider’s webhook, checked by its signature',
  'POST /api/twilio/inbound': 'the messaging provider’s webhook, checked by its signature',
  'GET /api/stripe/mode': 'whether payments are live, shown before sign-in',
  'POST /api/analytics/events': 'page visits and sign-ups of visitors not yet signed in (spec section 3)',
  'GET /api/auth/google/config': 'the public client id the browser needs for the calendar sign-in',
};

const PERSON_FIELDS = ['userId', 'user_id'];

function schemaFields(schema: Schema | undefined): string[] {
  if (!schema) return [];
  const resolved = schema.$ref ? document.components.schemas[schema.$ref.split('/').pop() ?? ''] : schema;
  return [...Object.keys(resolved?.properties ?? {}), ...(resolved?.allOf ?? []).flatMap(schemaFields)];
}

function inputFields(operation: Operation): string[] {
  const parameters = (operation.parameters ?? []).map((p) =>
    p.$ref ? document.components.parameters?.[p.$ref.split('/').pop() ?? ''] : p,
  );
  return [
    ...parameters.filter((p) => p && p.in !== 'header').map((p) => p?.name ?? ''),
    ...schemaFields(operation.requestBody?.content?.['application/json']?.schema),
  ];
}

function operations(): { route: string; path: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ route: `${method.toUpperCase()} ${path}`, path, operation: item[method] })),
  );
}

const needsSession = (operation: Operation) =>
  (operation.security ?? []).length > 0 && !(operation.security ?? []).some((option) => Object.keys(option).length === 0);

describe('the /api/me rule, over the document', () => {
  it('names the person (userId, user_id) only on the spec’s own paths: everywhere else the session says who', () => {
    const naming = operations()
      .filter(({ path, operation }) => !isSpecPath(path) && inputFields(operation).some((field) => PERSON_FIELDS.includes(field)))
      .map(({ route }) => route);
    expect(naming).toEqual([]);
  });

  it('puts every other signed-in route under /api/me, a staff prefix, the session’s or the payment paths', () => {
    const astray = operations()
      .filter(({ path, operation }) => needsSession(operation) && !isSpecPath(path))
      .filter(({ path }) => !OTHER_PLACES.some(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`)))
      .map(({ route }) => route);
    expect(astray).toEqual([]);
  });

  it('states who may call every operation', () => {
    const unstated = operations()
      .filter(({ operation }) => !Array.isArray(operation.security))
      .map(({ route }) => route);
    expect(unstated).toEqual([]);
  });

  it('opens to callers without a session only the routes listed with their reason', () => {
    const open = operations()
      .filter(({ operation }) => !needsSession(operation))
      .map(({ route }) => route);
    expect(open.filter((route) => !(route in OPEN_ROUTES))).toEqual([]);
    // A listed route that gained a session requirement, or went away, leaves the list.
    expect(Object.keys(OPEN_ROUTES).filter((route) => !open.includes(route))).toEqual([]);
  });

  it('keeps /api/me for signed-in callers', () => {
    const open = operations()
      .filter(({ path, operation }) => (path === '/api/me' || path.startsWith('/api/me/')) && !needsSession(operation))
      .map(({ route }) => route);
    expect(open).toEqual([]);
  });

  it('finds every place it allows in use, so a stale one is noticed', () => {
    const paths = Object.keys(document.paths);
    const unused = OTHER_PLACES.filter(({ prefix }) => !paths.some((path) => path === prefix || path.startsWith(`${prefix}/`)));
    expect(unused).toEqual([]);
    expect([...SPEC_PATHS].filter((path) => !paths.includes(path))).toEqual([]);
  });
});

describe('patterns in the document', () => {
  it('are written with ASCII classes, read the same by tools in any language', () => {
    const patterns: string[] = [];
    JSON.stringify(document, (key, value: unknown) => {
      if (key === 'pattern' && typeof value === 'string') patterns.push(value);
      return value;
    });
    expect(patterns.length).toBeGreaterThan(0);
    expect(patterns.filter((pattern) => /\\[wWdD]|\\[pP]\{/.test(pattern))).toEqual([]);
  });
});
