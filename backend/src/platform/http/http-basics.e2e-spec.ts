import { request } from 'node:http';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV } from '../../testing/sign-in';
import { call, startTestServer, TEST_PROBE_TOKEN, type TestServer } from '../../testing/test-server';

describe('HTTP basics (real server, embedded mode)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
  });

  afterAll(async () => {
    await server.close();
  });

  it('GET /health tells anyone the status and store kinds, and the monitor the log head and projections', async () => {
    const anonymous = await call(server.url, 'GET', '/health');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ status: 'ok', eventStore: 'sqlite', readStore: 'memory' });
    const wrong = await call(server.url, 'GET', '/health', undefined, undefined, { 'x-probe-token': 'not-the-probe-token' });
    expect(wrong.body).toEqual(anonymous.body);
    const probe = await call(server.url, 'GET', '/health', undefined, undefined, { 'x-probe-token': TEST_PROBE_TOKEN });
    expect(probe.body).toMatchObject({ status: 'ok', eventStore: 'sqlite', readStore: 'memory', head: expect.any(Number) });
    expect(Array.isArray(probe.body.projections)).toBe(true);
  });

  it('GET /health shows the detail to operators, not to other signed-in people', async () => {
    const operator = await signInTestPhone(server.url, TEST_PHONES.operator);
    const member = await signInTestPhone(server.url, TEST_PHONES.open);
    const seen = await call(server.url, 'GET', '/health', undefined, operator.access_token);
    expect(Array.isArray(seen.body.projections)).toBe(true);
    const hidden = await call(server.url, 'GET', '/health', undefined, member.access_token);
    expect(hidden.body).toEqual({ status: 'ok', eventStore: 'sqlite', readStore: 'memory' });
    expect((await call(server.url, 'GET', '/health', undefined, 'not.a.token')).status).toBe(200);
  });

  it('unknown API paths answer JSON 404 with a readable message', async () => {
    const res = await call(server.url, 'GET', '/api/does-not-exist', undefined, undefined, { accept: 'text/html' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404 });
    expect(typeof res.body.message).toBe('string');
  });

  /** Any method, TRACE included (fetch refuses to send it), over a plain HTTP request. */
  const raw = (method: string, path: string, json?: string) =>
    new Promise<{ status: number; allow: string | undefined; nosniff: string | undefined; body: Record<string, unknown> }>((done, fail) => {
      const headers = json === undefined ? {} : { 'content-type': 'application/json' };
      const sent = request(`${server.url}${path}`, { method, headers }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          done({
            status: res.statusCode ?? 0,
            allow: res.headers.allow,
            nosniff: res.headers['x-content-type-options'] as string | undefined,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          }),
        );
      });
      sent.on('error', fail);
      sent.end(json);
    });

  it('a method a path does not have is a 405 naming the methods it has in Allow; an unknown path stays a 404', async () => {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH']) {
      const res = await raw(method, '/health');
      expect([method, res.status, res.allow, res.nosniff]).toEqual([method, 405, 'GET, HEAD', 'nosniff']);
      expect(res.body).toEqual({ statusCode: 405, error: 'This method is not allowed here.', message: 'This method is not allowed here.' });
    }
    // A path with a parameter, and one with two methods of its own.
    expect(await raw('PATCH', '/auth/user')).toMatchObject({ status: 405, allow: 'GET, HEAD, PUT' });
    expect(await raw('GET', '/auth/logout')).toMatchObject({ status: 405, allow: 'POST' });
    expect(await raw('DELETE', '/api/admin/events/some-id')).toMatchObject({ status: 405, allow: 'GET, HEAD' });
    // Before the body is looked at: a method that must carry one is still told what the path has.
    expect(await raw('QUERY', '/health')).toMatchObject({ status: 405, allow: 'GET, HEAD' });
    expect(await raw('POST', '/health', '{"broken": ')).toMatchObject({ status: 405, allow: 'GET, HEAD' });
    expect(await raw('TRACE', '/api/does-not-exist')).toMatchObject({ status: 404, allow: undefined });
    expect((await raw('GET', '/health?x=1')).status).toBe(200);
  });

  it('sends security headers and a request id', async () => {
    const res = await call(server.url, 'GET', '/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('serves the OpenAPI document', async () => {
    const res = await call(server.url, 'GET', '/api/docs/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ openapi: expect.any(String) });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await call(server.url, 'POST', '/health', '{"broken": ', undefined);
    expect(res.status).toBeLessThan(500);
    expect(res.status).toBeGreaterThanOrEqual(400);
  });
});
