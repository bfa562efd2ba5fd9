import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';

describe('POST /api/add_context (real server, embedded mode)', () => {
  let server: TestServer;
  let me: TestSession;
  let other: TestSession;

  const add = (session: TestSession, context: unknown, userId = session.user.id) =>
    call(server.url, 'POST', '/api/add_context', { user_id: userId, context }, session.access_token);

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
    me = await signInTestPhone(server.url, TEST_PHONES.open);
    other = await signInTestPhone(server.url, TEST_PHONES.openOther);
  });

  afterAll(async () => {
    await server.close();
  });

  it('adds trimmed context, sealed with the user key in the log', async () => {
    const res = await add(me, '   I run a two-person design studio in Leeds.  ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: { success: true, characters: 42, message: 'Context added.' } });
    const events = await server.app.get<EventStore>(EVENT_STORE).readStream(`profile-${me.user.id}`);
    const added = events.find((e) => e.type === 'profile.context_added');
    expect((added?.data as { context: string }).context).toMatch(/^enc:v1:/);
    expect(JSON.stringify(added)).not.toContain('design studio');
  });

  it('refuses blank context with the message of the spec', async () => {
    const res = await add(me, '  \n\t ');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter some context.');
  });

  it('accepts 20,000 characters and refuses one more', async () => {
    expect((await add(me, 'x'.repeat(20_000))).status).toBe(200);
    const res = await add(me, 'x'.repeat(20_001));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('That context is too long: 20,000 characters at most.');
  });

  it('requires the fields, rejects unknown ones, and checks ownership', async () => {
    expect((await call(server.url, 'POST', '/api/add_context', { user_id: me.user.id }, me.access_token)).body.message).toContain(
      'User ID and context are required',
    );
    expect(
      (await call(server.url, 'POST', '/api/add_context', { user_id: me.user.id, context: 'a', extra: 1 }, me.access_token)).status,
    ).toBe(400);
    expect((await add(me, 'hello', other.user.id)).status).toBe(403);
    expect((await call(server.url, 'POST', '/api/add_context', { user_id: me.user.id, context: 'a' })).status).toBe(401);
  });
});
