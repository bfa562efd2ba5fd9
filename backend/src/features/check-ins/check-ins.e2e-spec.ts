import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';

describe('morning plan setting (real server, embedded mode)', () => {
  let server: TestServer;
  let me: TestSession;
  let other: TestSession;

  const get = (session: TestSession | null = me) =>
    call<{ enabled: boolean; time: string }>(server.url, 'GET', '/api/me/morning-plan', undefined, session?.access_token);
  const put = (body: unknown, session: TestSession | null = me) =>
    call<{ enabled: boolean; time: string; message?: string }>(server.url, 'PUT', '/api/me/morning-plan', body, session?.access_token);

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
    me = await signInTestPhone(server.url, TEST_PHONES.closed);
    other = await signInTestPhone(server.url, TEST_PHONES.closedOther);
  });

  afterAll(async () => {
    await server.close();
  });

  it('is off at 08:30 until turned on; the time picked is kept, and each person has their own', async () => {
    expect((await get()).body).toEqual({ enabled: false, time: '08:30' });
    expect((await put({ enabled: true })).body).toEqual({ enabled: true, time: '08:30' });
    expect((await put({ enabled: true, time: '07:15' })).body).toEqual({ enabled: true, time: '07:15' });
    expect((await put({ enabled: false })).body).toEqual({ enabled: false, time: '07:15' });
    expect((await get()).body).toEqual({ enabled: false, time: '07:15' });
    expect((await get(other)).body).toEqual({ enabled: false, time: '08:30' });
  });

  it('needs a session, and answers bad input with a plain 400', async () => {
    expect((await get(null)).status).toBe(401);
    const bad = async (body: unknown) => {
      const res = await put(body);
      expect(res.status).toBe(400);
      return res.body.message;
    };
    expect(await bad({})).toBe('enabled must be true or false.');
    expect(await bad({ enabled: true, time: '8:30' })).toBe('time must be a clock time such as 08:30.');
    expect(await bad({ enabled: true, time: '24:00' })).toBe('time must be a clock time such as 08:30.');
    expect(await bad({ enabled: true, at: '08:30' })).toBe('at is not an accepted field.');
  });
});
