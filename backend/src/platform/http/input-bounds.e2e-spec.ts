import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { MAX_INPUT_KEYS, MAX_LISTED_PROBLEMS } from './validation';

/** A body of many small keys is cheap to send and, unbounded, expensive to validate and to describe. */
function keyFlood(count: number, extra: Record<string, unknown> = {}): string {
  const body: Record<string, unknown> = { ...extra };
  for (let i = 0; i < count; i++) body[`k${i}`] = 1;
  return JSON.stringify(body);
}

describe('input bounds (real server, embedded mode)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  it.each(['/auth/otp', '/auth/verify', '/auth/token'])('refuses a body of 75,000 keys on %s with a short readable 400', async (path) => {
    const res = await call(server.url, 'POST', path, keyFlood(75_000, { phone: '+447911123456' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      message: `The request has too many fields (at most ${MAX_INPUT_KEYS} in one object).`,
    });
    expect(JSON.stringify(res.body).length).toBeLessThan(1_000);
  });

  it('counts keys in nested objects and array items too', async () => {
    const nested = JSON.stringify({ phone: '+447911123456', inner: JSON.parse(keyFlood(MAX_INPUT_KEYS + 1)) });
    const res = await call(server.url, 'POST', '/auth/otp', nested);
    expect(res.status).toBe(400);
    expect(String(res.body.message)).toMatch(/too many fields/);
    const items = JSON.stringify({ phone: '+447911123456', list: Array.from({ length: MAX_INPUT_KEYS + 1 }, (_, i) => i) });
    const listed = await call(server.url, 'POST', '/auth/otp', items);
    expect(listed.status).toBe(400);
    expect(String(listed.body.message)).toMatch(/too many/);
  });

  it('lists at most a few problems, and says how many more there were', async () => {
    const res = await call(server.url, 'POST', '/auth/otp', keyFlood(MAX_INPUT_KEYS - 1));
    expect(res.status).toBe(400);
    const problems = res.body.problems as string[];
    expect(problems.length).toBe(MAX_LISTED_PROBLEMS);
    expect(String(res.body.message)).toMatch(/and \d+ more/);
    expect(JSON.stringify(res.body).length).toBeLessThan(3_000);
  });

  it('keeps the ordinary single-problem message unchanged', async () => {
    const res = await call(server.url, 'POST', '/auth/otp', { phone: '+447911123456', extra: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('extra is not an accepted field.');
  });
});
