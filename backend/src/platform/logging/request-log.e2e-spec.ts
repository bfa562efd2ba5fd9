import { PinoLogger } from 'nestjs-pino';
import { call, startTestServer, type TestServer } from '../../testing/test-server';

// A test checkout's session id works as a bearer secret (whoever has the link can pay or cancel it),
// and it travels in the path: request lines logged it for anyone reading the logs.

describe('request log lines (real server)', () => {
  let server: TestServer;
  let lines: Array<Record<string, unknown>>;
  let spy: jest.SpyInstance;

  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: 'info' });
    lines = [];
    spy = jest.spyOn(PinoLogger.root, 'info').mockImplementation(((fields: Record<string, unknown>, message?: string) => {
      if (message === 'request completed') lines.push(fields);
    }) as never);
  });

  afterAll(async () => {
    spy.mockRestore();
    await server.close();
  });

  it('name the route, not the values in its path: a test checkout session id is never logged', async () => {
    const secret = 'cs_test_a1B2c3D4e5F6g7H8i9J0secret';
    await call(server.url, 'GET', `/api/stripe/test-checkout/${secret}`);
    await call(server.url, 'POST', `/api/stripe/test-checkout/${secret}/cancel`, {});
    await call(server.url, 'GET', '/api/stripe/mode?session_id=x');
    expect(JSON.stringify(lines)).not.toContain(secret);
    const ours = lines.filter((line) => (line.url as string).startsWith('/api/stripe/'));
    expect(ours.map((line) => `${line.method as string} ${line.url as string}`)).toEqual([
      'GET /api/stripe/test-checkout/:sessionId',
      'POST /api/stripe/test-checkout/:sessionId/cancel',
      'GET /api/stripe/mode',
    ]);
  });
});
