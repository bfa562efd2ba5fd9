import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';

describe('/api/me/context: list, edit, remove and restore (real server, embedded mode)', () => {
  let server: TestServer;
  let me: TestSession;
  let other: TestSession;

  const add = async (session: TestSession, context: string): Promise<string> => {
    const res = await call(server.url, 'POST', '/api/add_context', { user_id: session.user.id, context }, session.access_token);
    return (res.body as { result: { id: string } }).result.id;
  };
  const list = async (session: TestSession) =>
    (await call(server.url, 'GET', '/api/me/context', undefined, session.access_token)).body as {
      items: { id: string; text: string; characters: number; edited_at: string | null }[];
    };

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
    me = await signInTestPhone(server.url, TEST_PHONES.open);
    other = await signInTestPhone(server.url, TEST_PHONES.openOther);
  });

  afterAll(async () => {
    await server.close();
  });

  it('lists what the person added, opened for them only, oldest first', async () => {
    const first = await add(me, 'I run a bakery in York.');
    const second = await add(me, 'Payroll is due on the 25th.');
    const mine = await list(me);
    expect(mine.items.map((item) => item.id)).toEqual([first, second]);
    expect(mine.items[0]).toMatchObject({ text: 'I run a bakery in York.', characters: 23, edited_at: null });
    expect((await list(other)).items.map((item) => item.id)).not.toContain(first);
    expect((await call(server.url, 'GET', '/api/me/context')).status).toBe(401);
  });

  it('edits in place, sealed in the log, under the rules of a new piece', async () => {
    const id = await add(me, 'Two staff.');
    const res = await call(server.url, 'PUT', `/api/me/context/${id}`, { context: '  Three staff since May. ' }, me.access_token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, text: 'Three staff since May.', characters: 22 });
    expect((await list(me)).items.find((item) => item.id === id)?.edited_at).toEqual(expect.any(String));
    const events = await server.app.get<EventStore>(EVENT_STORE).readStream(`profile-${me.user.id}`);
    const edited = events.find((e) => e.type === 'profile.context_edited');
    expect(JSON.stringify(edited)).not.toContain('Three staff');

    const blank = await call(server.url, 'PUT', `/api/me/context/${id}`, { context: '   ' }, me.access_token);
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Please enter some context.');
    expect((await call(server.url, 'PUT', `/api/me/context/${id}`, { context: 'x', extra: 1 }, me.access_token)).status).toBe(400);
    expect((await call(server.url, 'PUT', '/api/me/context/not-an-id', { context: 'x' }, me.access_token)).status).toBe(404);
  });

  it('removes with an undo, and never reaches another person’s piece', async () => {
    const id = await add(me, 'Closing the shop in August.');
    expect((await call(server.url, 'DELETE', `/api/me/context/${id}`, undefined, other.access_token)).status).toBe(404);
    expect((await call(server.url, 'PUT', `/api/me/context/${id}`, { context: 'mine now' }, other.access_token)).status).toBe(404);

    expect((await call(server.url, 'DELETE', `/api/me/context/${id}`, undefined, me.access_token)).status).toBe(204);
    expect((await list(me)).items.map((item) => item.id)).not.toContain(id);
    const gone = await call(server.url, 'PUT', `/api/me/context/${id}`, { context: 'again' }, me.access_token);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Context not found: it may have been removed. Please reload the page.');

    const restored = await call(server.url, 'POST', `/api/me/context/${id}/restore`, undefined, me.access_token);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id, text: 'Closing the shop in August.' });
    expect((await list(me)).items.map((item) => item.id)).toContain(id);
  });
});
