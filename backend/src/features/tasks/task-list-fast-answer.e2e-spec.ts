import { request } from 'node:http';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { TaskListFastAnswer } from './http/task-list.fast-answer';

interface Sent {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Headers that differ from one answer to the next whoever sends it. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);
const lasting = (headers: Sent['headers']) => Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));

/**
 * The dashboard's plain ask for its list is answered before Nest's pipeline once the caller's
 * token is known (TaskListFastAnswer). These check that it sends what the route's handler sends,
 * byte for byte and header for header, and that every other request still meets the route's
 * guards, pipes and errors.
 */
describe('the task list answered ahead of the framework (real server, embedded mode)', () => {
  let server: TestServer;
  let me: TestSession;
  let other: TestSession;
  let answered: jest.SpyInstance;

  /** node:http, so the bytes and headers compared are the ones sent. */
  const ask = (token: string, body: string, headers: Record<string, string> = {}): Promise<Sent> =>
    new Promise((resolve, reject) => {
      const req = request(
        `${server.url}/dev/user/tasks/array`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-encoding': 'gzip, br', ...headers },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const plain = (session: TestSession) => JSON.stringify({ userId: session.user.id });
  /** Whether the last request was answered fast: the fast answer's result, null when it left it to the route. */
  const lastFastAnswer = async () => (await answered.mock.results.at(-1)?.value) as unknown;

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
    answered = jest.spyOn(server.app.get(TaskListFastAnswer) as unknown as { answer: () => Promise<unknown> }, 'answer');
    me = await signInTestPhone(server.url, TEST_PHONES.closed);
    other = await signInTestPhone(server.url, TEST_PHONES.closedOther);
    for (const title of ['Call the bank', 'Pay rent', 'Book the dentist'])
      expect((await call(server.url, 'POST', '/dev/user/tasks/create', { userId: me.user.id, title }, me.access_token)).status).toBe(201);
  });

  afterAll(async () => {
    await server.close();
  });

  it('sends the bytes and headers the route sends, once the token is known', async () => {
    const fresh = await signInTestPhone(server.url, TEST_PHONES.closed);
    const first = await ask(fresh.access_token, plain(fresh));
    expect(await lastFastAnswer()).toBeNull();
    const second = await ask(fresh.access_token, plain(fresh));
    expect(await lastFastAnswer()).not.toBeNull();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(lasting(second.headers)).toEqual(lasting(first.headers));
    expect(second.headers['cache-control']).toBe('no-store');
    expect(second.body.equals(first.body)).toBe(true);
    for (const encoding of ['gzip', 'identity']) {
      const viaRoute = await ask(fresh.access_token, JSON.stringify({ userId: fresh.user.id, offset: 0 }), { 'accept-encoding': encoding });
      const fast = await ask(fresh.access_token, plain(fresh), { 'accept-encoding': encoding });
      expect(fast.body.equals(viaRoute.body)).toBe(true);
      expect(fast.headers['content-encoding']).toBe(viaRoute.headers['content-encoding']);
    }
  });

  it("leaves another person's id, an extra field and a page to the route, which answers as it always has", async () => {
    await ask(me.access_token, plain(me));
    expect((await ask(me.access_token, plain(other))).status).toBe(403);
    expect(await lastFastAnswer()).toBeNull();
    const extra = await ask(me.access_token, JSON.stringify({ userId: me.user.id, all: true }));
    expect(extra.status).toBe(400);
    expect(JSON.parse(extra.body.toString()).message).toBe('all is not an accepted field.');
    const page = await ask(me.access_token, JSON.stringify({ userId: me.user.id, limit: 1 }), { 'accept-encoding': 'identity' });
    expect(page.status).toBe(200);
    expect(JSON.parse(page.body.toString())).toMatchObject({ success: true, total: 3 });
    expect(JSON.parse(page.body.toString()).data).toHaveLength(1);
    expect(await lastFastAnswer()).toBeNull();
  });

  it('leaves a query string naming someone else to the route, which refuses it', async () => {
    await ask(me.access_token, plain(me));
    const res = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${server.url}/dev/user/tasks/array?userId=${other.user.id}`,
        { method: 'POST', headers: { authorization: `Bearer ${me.access_token}`, 'content-type': 'application/json' } },
        (answer) => {
          answer.resume();
          answer.on('end', () => resolve(answer.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(plain(me));
    });
    expect(res).toBe(403);
    expect(await lastFastAnswer()).toBeNull();
  });

  it('leaves a body that is not JSON, and a token it does not know, to the route', async () => {
    const form = await ask(me.access_token, `userId=${me.user.id}`, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    const forged = `${me.access_token.slice(0, -2)}xx`;
    expect((await ask(forged, plain(me))).status).toBe(401);
    expect(await lastFastAnswer()).toBeNull();
  });

  it('answers 401 through the route once the session has ended, though the token was known', async () => {
    const session = await signInTestPhone(server.url, TEST_PHONES.closed);
    expect((await ask(session.access_token, plain(session))).status).toBe(200);
    expect((await ask(session.access_token, plain(session))).status).toBe(200);
    expect(await lastFastAnswer()).not.toBeNull();
    expect((await call(server.url, 'POST', '/auth/logout', undefined, session.access_token)).status).toBe(204);
    const after = await ask(session.access_token, plain(session));
    expect(after.status).toBe(401);
    expect(await lastFastAnswer()).toBeNull();
    expect(JSON.parse(after.body.toString()).message).toBe('Your session has ended. Please sign in again.');
  });
});
