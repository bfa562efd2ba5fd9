import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';

// Retries are safe: a write sent again with its Idempotency-Key gets the first answer and appends
// nothing. Before, every attempt got fresh event ids, so a retry whose answer was lost made a duplicate.

function eventCount(dataDir: string): number {
  const db = new Database(join(dataDir, 'events.sqlite'), { readonly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** As if the server died after storing the events and before keeping the answer. */
function forgetAnswers(dataDir: string): void {
  const db = new Database(join(dataDir, 'idempotency.sqlite'));
  try {
    db.prepare('DELETE FROM idempotent_requests').run();
  } finally {
    db.close();
  }
}

describe('Idempotency-Key on writes', () => {
  let server: TestServer;
  let member: TestSession;
  let other: TestSession;

  beforeAll(async () => {
    // Behind one trusted proxy, X-Forwarded-For tells the visitors of the public routes apart.
    server = await startTestServer({ ...TEST_PHONES_ENV, TRUST_PROXY: '1' });
    member = await signInTestPhone(server.url, TEST_PHONES.open);
    other = await signInTestPhone(server.url, TEST_PHONES.openOther);
  });

  afterAll(async () => {
    await server.close();
  });

  const createTask = (session: TestSession, key: string | null, title: string) =>
    call<{ task: { id: string; title: string }; message?: string }>(
      server.url,
      'POST',
      '/dev/user/tasks/create',
      { userId: session.user.id, title },
      session.access_token,
      key === null ? {} : { 'idempotency-key': key },
    );

  const taskTitles = async (session: TestSession) => {
    const list = await call<{ data: Array<{ title: string }> }>(
      server.url,
      'POST',
      '/dev/user/tasks/array',
      { userId: session.user.id },
      session.access_token,
    );
    return list.body.data.map((task) => task.title).sort();
  };

  it('the same key and body from the same caller answer as the first time and append nothing', async () => {
    const key = randomUUID();
    const first = await createTask(member, key, 'Send the invoice');
    expect(first.status).toBe(201);
    const before = eventCount(server.dataDir);
    const again = await createTask(member, key, 'Send the invoice');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(eventCount(server.dataDir)).toBe(before);
    expect((await taskTitles(member)).filter((t) => t === 'Send the invoice')).toHaveLength(1);
  });

  it('a repeat whose first answer was lost still appends nothing: the task and event ids come from the key', async () => {
    const key = randomUUID();
    const first = await createTask(member, key, 'Call the bank');
    forgetAnswers(server.dataDir);
    const before = eventCount(server.dataDir);
    const again = await createTask(member, key, 'Call the bank');
    expect(again.status).toBe(201);
    expect(again.body.task.id).toBe(first.body.task.id);
    expect(eventCount(server.dataDir)).toBe(before);
    expect((await taskTitles(member)).filter((t) => t === 'Call the bank')).toHaveLength(1);
  });

  it('the same key with a different body is a 422 and changes nothing', async () => {
    const key = randomUUID();
    await createTask(member, key, 'Book the venue');
    const before = eventCount(server.dataDir);
    const changed = await createTask(member, key, 'Book another venue');
    expect(changed.status).toBe(422);
    expect(changed.body.message).toBe('This Idempotency-Key was already used for a different request. Send a new key with a new request.');
    expect(eventCount(server.dataDir)).toBe(before);
  });

  it('keys belong to their caller: another person may use the same key for their own write', async () => {
    const key = randomUUID();
    expect((await createTask(member, key, 'Mine')).status).toBe(201);
    const theirs = await createTask(other, key, 'Mine');
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(await taskTitles(other)).toContain('Mine');
  });

  it('a key that is too long or not printable is a 400 and changes nothing', async () => {
    const before = eventCount(server.dataDir);
    for (const key of ['a'.repeat(256), 'tab\there', 'caf\u00e9']) {
      const bad = await createTask(member, key, 'Never stored');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Idempotency-Key must be 1 to 255 printable characters.');
    }
    expect((await createTask(member, 'k'.repeat(255), 'Longest key')).status).toBe(201);
    // The one good request: its slot in the task ledger and the task itself.
    expect(eventCount(server.dataDir)).toBe(before + 2);
    expect(await taskTitles(member)).not.toContain('Never stored');
  });

  it('two copies sent at once store one task', async () => {
    const key = randomUUID();
    const answers = await Promise.all([createTask(member, key, 'Twice at once'), createTask(member, key, 'Twice at once')]);
    expect(answers.map((a) => a.status).sort()).toEqual(expect.arrayContaining([201]));
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    expect((await taskTitles(member)).filter((t) => t === 'Twice at once')).toHaveLength(1);
  });

  it('a signed-out write (sending a code) sent again sends no second code', async () => {
    const key = randomUUID();
    const phone = '+447911127001';
    const first = await call(server.url, 'POST', '/auth/otp', { phone }, undefined, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    const before = eventCount(server.dataDir);
    const again = await call(server.url, 'POST', '/auth/otp', { phone }, undefined, { 'idempotency-key': key });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(eventCount(server.dataDir)).toBe(before);
  });

  describe('public writes are scoped by their caller, never shared', () => {
    const logout = (token: string | undefined, key: string) =>
      call(server.url, 'POST', '/auth/logout', undefined, token, { 'idempotency-key': key });
    const signedIn = async (session: TestSession) =>
      (await call(server.url, 'GET', '/auth/user', undefined, session.access_token)).status === 200;

    it("an anonymous logout with someone's key does not replay their 204", async () => {
      const a = await signInTestPhone(server.url, TEST_PHONES.open);
      const key = randomUUID();
      expect((await logout(a.access_token, key)).status).toBe(204);
      const anonymous = await logout(undefined, key);
      expect(anonymous.headers.get('idempotent-replayed')).toBeNull();
      expect(anonymous.status).toBe(401);
    });

    it("B's logout with A's key ends B's own session", async () => {
      const a = await signInTestPhone(server.url, TEST_PHONES.open);
      const b = await signInTestPhone(server.url, TEST_PHONES.openOther);
      const key = randomUUID();
      expect((await logout(a.access_token, key)).status).toBe(204);
      const theirs = await logout(b.access_token, key);
      expect(theirs.status).toBe(204);
      expect(theirs.headers.get('idempotent-replayed')).toBeNull();
      expect(await signedIn(b)).toBe(false);
      // A's own repeat is still a repeat.
      expect((await logout(a.access_token, key)).headers.get('idempotent-replayed')).toBe('true');
    });

    it('a second visitor sending the same key and body for a code gets a code of their own', async () => {
      const key = randomUUID();
      const phone = '+447911127002';
      const from = (address: string) =>
        call(server.url, 'POST', '/auth/otp', { phone }, undefined, { 'idempotency-key': key, 'x-forwarded-for': address });
      expect((await from('203.0.113.10')).status).toBe(200);
      const before = eventCount(server.dataDir);
      const second = await from('203.0.113.20');
      expect(second.status).toBe(200);
      expect(second.headers.get('idempotent-replayed')).toBeNull();
      expect(eventCount(server.dataDir)).toBe(before + 1);
      // The first visitor's own repeat is still a repeat.
      expect((await from('203.0.113.10')).headers.get('idempotent-replayed')).toBe('true');
    });
  });

  it('writes without the header behave as before: each is its own request', async () => {
    await createTask(member, null, 'Plain');
    await createTask(member, null, 'Plain');
    expect((await taskTitles(member)).filter((t) => t === 'Plain')).toHaveLength(2);
  });

  it('a repeat of adding context whose answer was lost gets the same id and stores nothing twice', async () => {
    const key = randomUUID();
    const add = () =>
      call<{ result: { id: string } }>(
        server.url,
        'POST',
        '/api/add_context',
        { user_id: member.user.id, context: 'I work nights on Tuesdays.' },
        member.access_token,
        { 'idempotency-key': key },
      );
    const first = await add();
    expect(first.status).toBe(200);
    forgetAnswers(server.dataDir);
    const before = eventCount(server.dataDir);
    const again = await add();
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(again.body.result.id).toBe(first.body.result.id);
    expect(eventCount(server.dataDir)).toBe(before);

    // Without a key, each request is its own context with its own id.
    const plain = await call<{ result: { id: string } }>(
      server.url,
      'POST',
      '/api/add_context',
      { user_id: member.user.id, context: 'I work nights on Tuesdays.' },
      member.access_token,
    );
    expect(plain.body.result.id).not.toBe(first.body.result.id);
  });

  it('a read sent as a POST keeps no answer: the same key twice reads afresh, and nothing is stored for it', async () => {
    const key = randomUUID();
    const read = () =>
      call<{ data: Array<{ title: string }> }>(server.url, 'POST', '/dev/user/tasks/array', { userId: other.user.id }, other.access_token, {
        'idempotency-key': key,
      });
    const first = await read();
    expect((await createTask(other, null, 'Listed on the second read')).status).toBe(201);
    const second = await read();
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(second.body.data.length).toBe(first.body.data.length + 1);
    const db = new Database(join(server.dataDir, 'idempotency.sqlite'), { readonly: true });
    try {
      expect(db.prepare('SELECT COUNT(*) AS n FROM idempotent_requests WHERE answer LIKE ?').get('%Listed on the second read%')).toEqual({
        n: 0,
      });
    } finally {
      db.close();
    }
  });

  it('the API document describes the header on every write but those that say why they cannot take it, and on no read', async () => {
    type Operation = {
      parameters?: Array<{ $ref?: string }>;
      responses?: Record<string, unknown>;
      'x-idempotency-key-not-accepted'?: string;
    };
    const doc = await call<{
      paths: Record<string, Record<string, Operation>>;
      components: { parameters: Record<string, { name: string; in: string }> };
    }>(server.url, 'GET', '/api/docs/openapi.json');
    expect(doc.body.components.parameters.IdempotencyKey).toMatchObject({ name: 'Idempotency-Key', in: 'header' });
    const KEY = '#/components/parameters/IdempotencyKey';
    const refs = (op: Operation) => (op.parameters ?? []).map((p) => p.$ref);
    // The only writes without the header, each with its reason in the document.
    const notAccepted: Record<string, RegExp> = {
      // Stripe calls it and sends no such header; it applies each Stripe event once by the event's own id.
      'POST /api/stripe/webhook': /^Called by Stripe, which sends no Idempotency-Key: each Stripe event is applied once by its own id$/,
      // Twilio calls it and sends no such header; each MessageSid has one effect.
      'POST /api/twilio/inbound': /^Called by Twilio, which sends no Idempotency-Key: each MessageSid has one effect$/,
      // The analytics beacon: browsers send it with sendBeacon, which cannot add a header.
      'POST /api/analytics/events':
        /^Sent with navigator.sendBeacon, which carries no headers; an event counted twice after a lost answer is harmless$/,
      // Reads the spec's paths send as a POST: a repeat is safe already, and their answers are not kept.
      ...Object.fromEntries(
        [
          'POST /dev/user/diary/fetch',
          'POST /dev/user/tasks/array',
          'POST /dev/user/profile',
          'POST /dev/user/get',
          'POST /api/stripe/coupon/validate',
          'POST /user/check',
          'POST /api/auth/google/check-access',
        ].map((name) => [name, /^A read sent as a POST: it changes nothing, so sending it again is already safe$/]),
      ),
    };

    const writes = Object.entries(doc.body.paths).flatMap(([path, item]) =>
      (['post', 'put', 'patch', 'delete'] as const)
        .filter((m) => item[m])
        .map((m) => ({ name: `${m.toUpperCase()} ${path}`, op: item[m] })),
    );
    expect(writes.length).toBeGreaterThan(30);
    for (const { name, op } of writes) {
      if (notAccepted[name]) {
        expect([name, refs(op)]).toEqual([name, expect.not.arrayContaining([KEY])]);
        expect([name, op['x-idempotency-key-not-accepted']]).toEqual([name, expect.stringMatching(notAccepted[name])]);
      } else {
        expect([name, refs(op)]).toEqual([name, expect.arrayContaining([KEY])]);
        expect([name, Object.keys(op.responses ?? {})]).toEqual([name, expect.arrayContaining(['409', '422'])]);
      }
    }
    expect(writes.map((w) => w.name)).toEqual(expect.arrayContaining(Object.keys(notAccepted)));
    for (const [path, item] of Object.entries(doc.body.paths)) {
      if (item.get) expect([path, refs(item.get)]).toEqual([path, expect.not.arrayContaining([KEY])]);
    }
  });

  it('the webhook ignores the header, as its document says: a malformed key is not even looked at', async () => {
    const answer = await call(server.url, 'POST', '/api/stripe/webhook', { id: 'evt_1' }, undefined, { 'idempotency-key': 'tab\there' });
    // The webhook's own answer (this server has no webhook secret), not the header's 400.
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ message: 'Payment webhooks are not configured on this server (STRIPE_WEBHOOK_SECRET is unset).' });
  });
});
