import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import type { LocalOtpProvider } from '../auth/otp/local-otp-provider';
import { OTP_PROVIDER } from '../auth/otp/otp-provider.port';

/** A deletion and the person's own writes racing from the same session. */
describe('a deleted account accepts no more changes (real server, embedded mode)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  async function signIn(phone: string): Promise<{ token: string; userId: string }> {
    await call(server.url, 'POST', '/auth/otp', { phone });
    const code = server.app.get<LocalOtpProvider>(OTP_PROVIDER).lastCodeFor(phone);
    const res = await call<{ session: { access_token: string; user: { id: string } } }>(server.url, 'POST', '/auth/verify', {
      phone,
      token: code,
      type: 'sms',
    });
    return { token: res.body.session.access_token, userId: res.body.session.user.id };
  }

  it('appends nothing of the person after the deletion was asked for, and answers 410 to what comes too late', async () => {
    const { token, userId } = await signIn('+447911126001');
    const rename = (i: number) => call(server.url, 'PUT', '/auth/user', { name: `Name ${i}` }, token);
    const addTask = (i: number) => call(server.url, 'POST', '/dev/user/tasks/create', { userId, title: `Task ${i}` }, token);
    const writes: Promise<{ status: number }>[] = [];
    for (let i = 0; i < 5; i++) writes.push(rename(i), addTask(i));
    const deletion = call(server.url, 'DELETE', '/api/me', { confirm: 'DELETE' }, token);
    for (let i = 5; i < 15; i++) writes.push(rename(i), addTask(i));
    expect((await deletion).status).toBeLessThan(300);
    const answers = await Promise.all(writes);
    expect(answers.every((a) => [200, 201, 401, 410].includes(a.status))).toBe(true);

    const log = server.app.get<EventStore>(EVENT_STORE);
    const events = await log.readAll(0, 100_000);
    const requested = events.find((e) => e.type === 'account.deletion_requested' && (e.data as { userId: string }).userId === userId);
    expect(requested).toBeDefined();
    const racedTypes = ['account.name_set', 'task.created'];
    const byThePersonAfter = events.filter((e) => e.position > (requested?.position ?? 0) && racedTypes.includes(e.type));
    expect(byThePersonAfter.map((e) => e.type)).toEqual([]);

    const late = await rename(99);
    expect([401, 410]).toContain(late.status);
  });
});
