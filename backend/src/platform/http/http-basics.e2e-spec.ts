import { call, startTestServer, type TestServer } from '../../testing/test-server';

describe('HTTP basics (real server, embedded mode)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  it('GET /health reports both stores and the projections', async () => {
    const res = await call(server.url, 'GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', eventStore: 'sqlite', readStore: 'memory' });
    expect(Array.isArray(res.body.projections)).toBe(true);
  });

  it('unknown API paths answer JSON 404 with a readable message', async () => {
    const res = await call(server.url, 'GET', '/api/does-not-exist', undefined, undefined, { accept: 'text/html' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404 });
    expect(typeof res.body.message).toBe('string');
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
