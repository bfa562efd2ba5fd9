import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV } from '../../testing/sign-in';
import { startTestServer, type TestServer } from '../../testing/test-server';

/** Served behind HTTPS (PUBLIC_URL https://…), every answer tells the browser to keep to HTTPS. */
describe('HSTS on every answer when PUBLIC_URL is https (real server)', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ ...TEST_PHONES_ENV, PUBLIC_URL: 'https://app.daily.test' });
    token = (await signInTestPhone(server.url, TEST_PHONES.open)).access_token;
  });

  afterAll(async () => {
    await server.close();
  });

  it.each([
    ['GET', '/health', false],
    ['GET', '/', false],
    ['GET', '/no/such/page', false],
    ['GET', '/api/me/export', false],
    ['POST', '/dev/user/tasks/array', true],
    ['GET', '/api/assistant/messages', true],
    ['DELETE', '/health', false],
  ])('%s %s', async (method, path, signedIn) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      body: method === 'POST' ? '{}' : undefined,
    });
    await res.arrayBuffer();
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}; includeSubDomains/);
  });
});
