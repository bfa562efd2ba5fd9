import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { hasControlCharacter } from './control-characters';

/** NUL and text-direction overrides were stored in titles and names; every text field refuses them now. */
describe('control characters in text fields (real server)', () => {
  let server: TestServer;
  let me: TestSession;

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
    me = await signInTestPhone(server.url, TEST_PHONES.open);
  });

  afterAll(async () => {
    await server.close();
  });

  const tasks = async () =>
    (await call<{ data: { title: string }[] }>(server.url, 'POST', '/dev/user/tasks/array', { userId: me.user.id }, me.access_token)).body
      .data;

  it.each([
    ['a NUL', 'Pay rent\u0000'],
    ['a right-to-left override', 'Pay \u202Etner'],
    ['a left-to-right isolate', 'Pay \u2066rent'],
    ['an escape', 'Pay \u001B[31mrent'],
    ['a C1 control', 'Pay \u0085rent'],
  ])('refuses a task title with %s (400, nothing created)', async (_name, title) => {
    const before = (await tasks()).length;
    const res = await call(server.url, 'POST', '/dev/user/tasks/create', { userId: me.user.id, title }, me.access_token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'title contains a control character (such as NUL or a text-direction override); please remove it.',
    });
    expect((await tasks()).length).toBe(before);
  });

  it('refuses one nested in a list, naming where', async () => {
    const res = await call(
      server.url,
      'POST',
      '/dev/user/tasks/create',
      { userId: me.user.id, title: 'Call the bank', updates: [{ text: 'ok' }, { text: 'bad\u0000' }] },
      me.access_token,
    );
    expect(res.status).toBe(400);
    expect(String(res.body.message)).toMatch(/^updates\[1\]\.text contains a control character/);
  });

  it('refuses one in a name', async () => {
    const res = await call(server.url, 'PUT', '/auth/user', { name: 'Ada\u202E' }, me.access_token);
    expect(res.status).toBe(400);
  });

  it('takes line breaks, tabs, right-to-left marks and emoji', async () => {
    const entry = 'Line one\nline two\r\n\tindented \u200Fשלום\u200E 👩‍💻';
    const res = await call(server.url, 'POST', '/dev/user/diary', { userId: me.user.id, date: '2026-03-02', entry }, me.access_token);
    expect(res.status).toBeLessThan(300);
  });

  it('knows which characters are which', () => {
    expect(['\u0000', '\u0007', '\u007F', '\u009F', '\u202A', '\u202E', '\u2066', '\u2069'].every(hasControlCharacter)).toBe(true);
    expect(['\n', '\r', '\t', '\u200E', '\u200F', 'é', '👍'].some(hasControlCharacter)).toBe(false);
  });
});
