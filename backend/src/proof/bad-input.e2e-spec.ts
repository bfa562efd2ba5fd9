import fc from 'fast-check';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { FeatureRegistry } from '../platform/features/feature-registry';
import { signInTestPhone, TEST_PHONES } from '../testing/sign-in';
import { startTestServer, type TestServer } from '../testing/test-server';
import { jsonBody, pathSegment, queryString } from './bad-input-arbitraries';
import { exampleBody, examplePath } from './example-request';
import { listOperations, loadOpenApi, type OpenApiDocument, type Operation } from './openapi-operations';
import { type Cast, PROOF_ENV, seedCast } from './proof-fixture';

// One seed for the whole run, printed with every failure so a run can be replayed: PROOF_SEED=<n>.
const seed = Number(process.env.PROOF_SEED ?? Date.now() % 2 ** 31);
fc.configureGlobal({ seed, numRuns: 15, endOnFailure: true });

/** These may end the caller's session or account when a random body happens to be valid, so they run last. */
const LAST = ['POST /auth/logout', 'DELETE /api/me'];

const ONE_MIB = 1024 * 1024;

/**
 * Events a refused request may still append, because recording them is the point of the refusal:
 * a wrong code counts against the tries left, and the count must survive a restart.
 */
const RECORDED_ON_REFUSAL: Record<string, string[]> = {
  '/auth/verify': ['auth.code_check_failed'],
};

interface Answer {
  status: number;
  text: string;
}

describe(`bad input to every endpoint (seed ${seed})`, () => {
  let server: TestServer;
  let store: EventStore;
  let doc: OpenApiDocument;
  let cast: Cast;
  const operations: Operation[] = [];

  beforeAll(async () => {
    server = await startTestServer(PROOF_ENV);
    store = server.app.get<EventStore>(EVENT_STORE);
    doc = await loadOpenApi(server.url);
    const all = listOperations(doc);
    operations.push(...all.filter((o) => !LAST.includes(o.key)), ...all.filter((o) => LAST.includes(o.key)));
    cast = await seedCast(server, server.app.get(FeatureRegistry));
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  /** A fresh session of whoever may call the operation, so an earlier sign-out cannot hide a later answer. */
  async function tokenFor(operation: Operation): Promise<string> {
    const phone = operation.path.startsWith('/api/admin/')
      ? TEST_PHONES.operator
      : operation.path.startsWith('/api/analytics/')
        ? TEST_PHONES.analyst
        : TEST_PHONES.open;
    return (await signInTestPhone(server.url, phone)).access_token;
  }

  async function send(method: string, path: string, token: string, body?: string, contentType = 'application/json'): Promise<Answer> {
    const hasBody = body !== undefined && method !== 'GET';
    const response = await fetch(server.url + path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(hasBody ? { 'content-type': contentType } : {}) },
      body: hasBody ? body : undefined,
    });
    // An event stream (the live changes) stays open: its opening is the answer.
    if ((response.headers.get('content-type') ?? '').includes('event-stream')) {
      await response.body?.cancel();
      return { status: response.status, text: '' };
    }
    return { status: response.status, text: await response.text() };
  }

  /**
   * Sends one request and holds the answer to the contract: a 2xx means the input happened to be
   * valid (nothing more to check); anything else is a 4xx with a readable message and no new event.
   */
  async function expectCleanRejection(method: string, path: string, token: string, body?: string, contentType?: string): Promise<Answer> {
    const before = await store.headPosition();
    const answer = await send(method, path, token, body, contentType);
    if (answer.status >= 200 && answer.status < 300) return answer;
    const after = await store.headPosition();
    const problems: string[] = [];
    if (answer.status < 400 || answer.status >= 500) problems.push(`status ${answer.status}`);
    let message: unknown;
    try {
      message = (JSON.parse(answer.text) as { message?: unknown }).message;
    } catch {
      problems.push('a body that is not JSON');
    }
    if (typeof message !== 'string' || !message.trim()) problems.push('no readable message');
    if (after !== before) {
      // Background jobs (the reminder and nudge schedulers) may append at any moment; they are not the request's doing.
      const appended = (await store.readAll(before, 10)).filter((e) => e.metadata.source !== 'scheduler').map((e) => e.type);
      const allowed = RECORDED_ON_REFUSAL[path.split('?')[0] ?? ''] ?? [];
      if (!appended.every((type) => allowed.includes(type))) problems.push(`the log grew by ${after - before} (${appended.join(', ')})`);
    }
    if (problems.length) {
      throw new Error(`${method} ${path.slice(0, 120)} answered ${problems.join('; ')}: ${answer.text.slice(0, 300)} [seed ${seed}]`);
    }
    return answer;
  }

  const ids = (): Record<string, unknown> => cast.ownerIds;
  const pathFor = (operation: Operation): string => examplePath(doc, operation, ids(), cast.pathIds);

  it('has operations to test', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  // Jest collects tests before beforeAll runs, so the operations are known only inside one test each pass.
  it('rejects random and malformed bodies, query strings, oversized payloads and wrong content types cleanly', async () => {
    const tally: string[] = [];
    for (const operation of operations) {
      const token = await tokenFor(operation);
      const valid = exampleBody(doc, operation, ids());
      const path = pathFor(operation);
      const accepted = { body: 0, query: 0 };

      if (operation.method !== 'GET') {
        await fc.assert(
          fc.asyncProperty(jsonBody(valid), async (body) => {
            const answer = await expectCleanRejection(operation.method, path, token, body.text);
            if (answer.status < 300) accepted.body++;
          }),
        );
        const oversized = await expectCleanRejection(
          operation.method,
          path,
          token,
          JSON.stringify({ ...valid, pad: 'a'.repeat(ONE_MIB + 1) }),
        );
        if (oversized.status !== 413) throw new Error(`${operation.key}: a body over 1 MiB answered ${oversized.status}, not 413`);
        const validText = JSON.stringify(valid ?? {});
        for (const [contentType, body] of [
          ['text/plain', validText],
          ['application/x-www-form-urlencoded', 'userId=1&title=x'],
          ['application/json', '{"userId":'],
          ['application/json', ''],
          ['application/xml', '<a/>'],
        ] as const) {
          await expectCleanRejection(operation.method, path, token, body, contentType);
        }
      }

      const names = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      const hasId = operation.path.includes('{');
      await fc.assert(
        fc.asyncProperty(queryString(names), hasId ? pathSegment : fc.constant(''), async (query, segment) => {
          const base = hasId ? operation.path.replace(/\{[^}]+\}/, segment) : path.split('?')[0];
          const answer = await expectCleanRejection(
            operation.method,
            `${base}?${query.text}`,
            token,
            valid ? JSON.stringify(valid) : undefined,
          );
          if (answer.status < 300) accepted.query++;
        }),
      );
      tally.push(`${operation.key}: valid by chance ${accepted.body} bodies, ${accepted.query} queries`);
    }
    console.log(`seed ${seed}; ${operations.length} endpoints\n${tally.join('\n')}`);
  }, 180_000);
});
