import { FeatureRegistry } from '../platform/features/feature-registry';
import { signInTestPhone, TEST_PHONES, type TestSession } from '../testing/sign-in';
import { call, startTestServer, type TestServer } from '../testing/test-server';
import { expiredToken, tamperedToken, unsignedToken } from './bad-tokens';
import { exampleBody, examplePath, type Fields } from './example-request';
import { listOperations, loadOpenApi, type OpenApiDocument, type Operation, PUBLIC_OPERATIONS } from './openapi-operations';
import { type Cast, pathsWithoutOwnerId, PROOF_ENV, seedCast } from './proof-fixture';

/** These end the caller's session or account, so they run last, each with fresh sessions. */
const SESSION_ENDING = ['POST /auth/logout', 'DELETE /api/me'];

/**
 * `/user/check` answers a phone that is not the caller's exactly as it answers an unknown one
 * (200, account "none"), so it cannot be used to learn whether a number is a customer.
 */
const ANSWERS_AS_UNKNOWN = new Set(['POST /user/check']);

/**
 * Sign-out checks the token's signature but not its expiry (auth controller): a genuine, expired
 * token may still end its own session, which shows nothing and can only sign its holder out.
 */
const EXPIRED_MAY_END_OWN_SESSION = new Set(['POST /auth/logout']);

interface Outcome {
  status: number;
  text: string;
  body: unknown;
}

describe('authorization matrix, generated from the OpenAPI document', () => {
  let server: TestServer;
  let registry: FeatureRegistry;
  let doc: OpenApiDocument;
  let operations: Operation[];
  let cast: Cast;
  /** Body fields that point at one of the owner's things rather than at the owner, as the features declare them. */
  let objectIdFields: string[];

  beforeAll(async () => {
    server = await startTestServer(PROOF_ENV);
    doc = await loadOpenApi(server.url);
    operations = listOperations(doc);
    registry = server.app.get(FeatureRegistry);
    objectIdFields = registry.ownedIdFields();
    cast = await seedCast(server, registry);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it('documents exactly the allow-listed operations as public', () => {
    const documentedPublic = operations.filter((o) => o.documentedPublic).map((o) => o.key);
    expect(documentedPublic.sort()).toEqual([...PUBLIC_OPERATIONS].sort());
  });

  it('has an owner-side id, from a feature’s proof seed, for every path that names a thing', () => {
    // Without one the path is filled with a made-up id: the owner gets 404 like everyone else,
    // and the route's ownership goes untested.
    expect(
      pathsWithoutOwnerId(
        operations.filter((o) => !PUBLIC_OPERATIONS.has(o.key)).map((o) => o.path),
        cast,
      ),
    ).toEqual([]);
  });

  it('lets only the owner (or the role) through, and never shows the owner’s data to anyone else', async () => {
    const failures: string[] = [];
    const seenByOwner = new Set<string>();
    const table: Array<[string, Record<string, string>]> = [];
    const secrets = [...new Set(Object.values(cast.secrets))];
    const phoneDigits = (cast.secrets.phone ?? '').replace('+', '');

    const send = async (operation: Operation, fields: Fields, token?: string): Promise<Outcome> => {
      const path = examplePath(doc, operation, fields, cast.pathIds);
      const body = exampleBody(doc, operation, fields);
      const res = await call(server.url, operation.method, path, body, token);
      return { status: res.status, body: res.body, text: typeof res.body === 'string' ? res.body : JSON.stringify(res.body) };
    };
    const leaks = (outcome: Outcome) => [...secrets, phoneDigits].filter((secret) => outcome.text.includes(secret));

    const protectedOps = operations.filter((o) => !PUBLIC_OPERATIONS.has(o.key));
    const ordered = [
      ...protectedOps.filter((o) => !SESSION_ENDING.includes(o.key)),
      ...SESSION_ENDING.map((k) => protectedOps.find((o) => o.key === k)).filter((o): o is Operation => !!o),
    ];

    for (const operation of ordered) {
      if (SESSION_ENDING.includes(operation.key)) {
        cast.owner = await signInTestPhone(server.url, TEST_PHONES.open);
        cast.other = await signInTestPhone(server.url, TEST_PHONES.openOther);
      }
      // The role a staff route needs is declared by its feature (defineFeature({ roles })).
      const role = registry.roleFor(operation.path);
      const owner: TestSession = role ? cast[role] : cast.owner;
      // What a stranger would send to reach the owner: the owner's ids, and the owner's phone where a phone is the key.
      const ownerRefs: Fields = { ...cast.ownerIds, phone: cast.secrets.phone, phone_number: cast.secrets.phone };
      // The owner sends their own texts back, so a successful write leaves the seeded secrets in place.
      // The features declare their secrets by the request field that carries them.
      const ownerFields: Fields = { ...ownerRefs, ...cast.secrets, date: new Date().toISOString().slice(0, 10) };
      const body = exampleBody(doc, operation, ownerRefs) ?? {};
      const namesOwner =
        role !== null ||
        operation.path.includes('{') ||
        ['userId', 'user_id', ...objectIdFields].some((f) => f in body) ||
        'user_id' in Object.fromEntries(operation.parameters.map((p) => [p.name, p]));
      const row: Record<string, string> = {};
      const check = (label: string, outcome: Outcome, ok: boolean, expectation: string) => {
        row[label] = String(outcome.status);
        if (!ok) failures.push(`${operation.key} [${label}] expected ${expectation}, got ${outcome.status} ${outcome.text.slice(0, 200)}`);
      };
      const checkNoLeak = (label: string, outcome: Outcome) => {
        const found = leaks(outcome);
        if (found.length) failures.push(`${operation.key} [${label}] shows the owner's ${found.join(', ')}: ${outcome.text.slice(0, 200)}`);
      };

      const signedOut = await send(operation, ownerRefs);
      check('a:out', signedOut, signedOut.status === 401, '401');
      checkNoLeak('a:out', signedOut);

      const other = await send(operation, ownerRefs, cast.other.access_token);
      if (ANSWERS_AS_UNKNOWN.has(operation.key)) {
        check('b:other', other, other.status === 200 && (other.body as { account?: string }).account === 'none', '200 with account "none"');
      } else if (namesOwner) {
        check('b:other', other, other.status === 403 || other.status === 404, '403 or 404');
      } else {
        // Nothing in the request names the owner: the other user acts on themselves.
        check('b:other', other, other.status < 500 && other.status !== 401, 'an answer about the caller');
        row['b:other'] += ' self';
      }
      checkNoLeak('b:other', other);

      if (role === 'operator') {
        // The analyst role opens the reports, not the console.
        const analyst = await send(operation, ownerRefs, cast.analyst.access_token);
        check('b:role', analyst, analyst.status === 403, '403');
        checkNoLeak('b:role', analyst);
      }

      if (!role && objectIdFields.some((f) => f in body)) {
        // The other user names themselves but points at the owner's task, subscription or checkout.
        const ownObject = await send(
          operation,
          {
            ...ownerRefs,
            userId: cast.other.user.id,
            user_id: cast.other.user.id,
            phone: TEST_PHONES.openOther,
            phone_number: TEST_PHONES.openOther,
          },
          cast.other.access_token,
        );
        check('b:object', ownObject, ownObject.status === 403 || ownObject.status === 404, '403 or 404');
        checkNoLeak('b:object', ownObject);
      }

      for (const [label, token] of [
        ['c:expired', expiredToken(server, owner.access_token)],
        ['c:tampered', tamperedToken(owner.access_token, cast.other.user.id)],
        ['c:unsigned', unsignedToken(owner.access_token)],
      ] as const) {
        const outcome = await send(operation, ownerRefs, token);
        const endsOwnSession = label === 'c:expired' && EXPIRED_MAY_END_OWN_SESSION.has(operation.key) && outcome.status === 204;
        check(label, outcome, outcome.status === 401 || endsOwnSession, '401');
        checkNoLeak(label, outcome);
      }

      const own = await send(operation, ownerFields, owner.access_token);
      for (const secret of leaks(own)) seenByOwner.add(secret);
      check('d:owner', own, own.status !== 401 && own.status !== 403 && own.status < 500, 'not 401, 403 or 5xx');
      table.push([operation.key, row]);
    }

    const columns = ['a:out', 'b:other', 'b:role', 'b:object', 'c:expired', 'c:tampered', 'c:unsigned', 'd:owner'];
    const width = Math.max(...table.map(([key]) => key.length));
    const lines = [
      `${'endpoint'.padEnd(width)}  ${columns.map((c) => c.padEnd(10)).join(' ')}`,
      ...table.map(([key, row]) => `${key.padEnd(width)}  ${columns.map((c) => (row[c] ?? '-').padEnd(10)).join(' ')}`),
      `${table.length} endpoints, ${table.reduce((n, [, row]) => n + Object.keys(row).length, 0)} calls`,
    ];
    console.log(lines.join('\n'));
    expect(failures).toEqual([]);
    // The leak check can see: the owner's own answers do show every seeded text.
    expect([...seenByOwner].sort()).toEqual([...secrets, phoneDigits].sort());
  }, 120_000);
});
