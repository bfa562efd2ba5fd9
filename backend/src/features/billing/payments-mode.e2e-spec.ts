import { call, startTestServer, type TestServer } from '../../testing/test-server';

/** Production with its other refusals answered: secrets from outside DATA_DIR, codes printed on purpose. */
const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(40), ENCRYPTION_KEY: 'b'.repeat(64), OTP_PROVIDER: 'log' };

describe('payments mode (real server)', () => {
  let servers: TestServer[] = [];

  afterEach(async () => {
    await Promise.all(servers.map((s) => s.close()));
    servers = [];
  });

  it('tells the pages that payments are in test mode, and asks for the banner only in production', async () => {
    const development = await startTestServer();
    const production = await startTestServer({ ...PRODUCTION, PAYMENTS: 'test' });
    servers = [development, production];
    expect((await call(development.url, 'GET', '/api/stripe/mode')).body).toEqual({ test_mode: true, show_banner: false });
    expect((await call(production.url, 'GET', '/api/stripe/mode')).body).toEqual({ test_mode: true, show_banner: true });
  });

  it('refuses to start in production with the test checkout unless PAYMENTS=test', async () => {
    await expect(startTestServer(PRODUCTION)).rejects.toThrow(/STRIPE_SECRET_KEY is required with NODE_ENV=production/);
  });
});
