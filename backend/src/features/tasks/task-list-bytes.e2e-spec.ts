import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import type { Task } from './read-models/task-view';

interface ListAnswer {
  status: number;
  encoding: string | undefined;
  list: { success: boolean; data: Task[]; total: number } | null;
}

/**
 * The task list's bytes are made once per list version and sent to every request until the list
 * changes: these check that a change (by the web, from anyone's hand) is in the very next answer in
 * every encoding, and that the bytes kept for one person never reach another.
 */
describe('the task list as sent on the wire (real server, embedded mode)', () => {
  let server: TestServer;
  let me: TestSession;
  let other: TestSession;

  /** node:http rather than fetch, which decodes: the bytes checked are the ones sent. */
  const listAs = (session: TestSession, encoding: string, userId = session.user.id): Promise<ListAnswer> =>
    new Promise((resolve, reject) => {
      const req = request(
        `${server.url}/dev/user/tasks/array`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json', 'accept-encoding': encoding },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const sent = res.headers['content-encoding'];
            const body = Buffer.concat(chunks);
            const plain = sent === 'br' ? brotliDecompressSync(body) : sent === 'gzip' ? gunzipSync(body) : body;
            const status = res.statusCode ?? 0;
            resolve({ status, encoding: sent, list: status === 200 ? (JSON.parse(plain.toString()) as ListAnswer['list']) : null });
          });
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ userId }));
    });

  const create = async (session: TestSession, title: string): Promise<Task> => {
    const res = await call<{ task: Task }>(
      server.url,
      'POST',
      '/dev/user/tasks/create',
      { userId: session.user.id, title },
      session.access_token,
    );
    expect(res.status).toBe(201);
    return res.body.task;
  };

  /** The same list in all three encodings, each sent as asked. */
  const everyEncoding = async (session: TestSession): Promise<Task[]> => {
    const answers = await Promise.all(['br', 'gzip', 'identity'].map((encoding) => listAs(session, encoding)));
    expect(answers.map((a) => [a.status, a.encoding])).toEqual([
      [200, 'br'],
      [200, 'gzip'],
      [200, undefined],
    ]);
    const [br, gzip, plain] = answers.map((a) => a.list);
    expect(br).toEqual(plain);
    expect(gzip).toEqual(plain);
    expect(plain?.total).toBe(plain?.data.length);
    return plain?.data ?? [];
  };

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
    me = await signInTestPhone(server.url, TEST_PHONES.closed);
    other = await signInTestPhone(server.url, TEST_PHONES.closedOther);
  });

  afterAll(async () => {
    await server.close();
  });

  it('sends each change in the very next answer, in every encoding', async () => {
    // Enough tasks that the list is over the compression threshold.
    for (let i = 0; i < 30; i++) await create(me, `Compressed task ${i}`);
    const before = await everyEncoding(me);
    expect(before).toHaveLength(30);

    const task = before[0];
    const edited = await call(
      server.url,
      'POST',
      '/dev/user/tasks/update',
      { userId: me.user.id, taskId: task.id, title: 'Renamed after the first read', important: true },
      me.access_token,
    );
    expect(edited.status).toBe(200);
    const after = await everyEncoding(me);
    expect(after.find((t) => t.id === task.id)).toMatchObject({ title: 'Renamed after the first read', important: true });

    const added = await create(me, 'Added after the second read');
    const latest = await everyEncoding(me);
    expect(latest).toHaveLength(31);
    expect(latest.some((t) => t.id === added.id)).toBe(true);
  });

  it("keeps each person's bytes their own, and stops sending them when the session ends", async () => {
    for (let i = 0; i < 30; i++) await create(other, `Other person's task ${i}`);
    const mine = await everyEncoding(me);
    const theirs = await everyEncoding(other);
    expect(theirs).toHaveLength(30);
    const myIds = new Set(mine.map((t) => t.id));
    expect(theirs.some((t) => myIds.has(t.id))).toBe(false);
    expect(mine.some((t) => t.title.startsWith("Other person's"))).toBe(false);

    // Asking for someone else's list by their id is refused, whatever the encoding, even with their bytes made.
    expect((await listAs(other, 'br', me.user.id)).status).toBe(403);

    expect((await call(server.url, 'POST', '/auth/logout', undefined, other.access_token)).status).toBe(204);
    const ended = await listAs(other, 'br');
    expect(ended).toMatchObject({ status: 401, list: null });
  });
});
