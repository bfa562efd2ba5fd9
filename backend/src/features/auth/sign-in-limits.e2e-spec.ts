import { statSync } from 'node:fs';
import { join } from 'node:path';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import type { LocalOtpProvider } from './otp/local-otp-provider';
import { OTP_PROVIDER } from './otp/otp-provider.port';
import { SIGN_IN_LIMITS } from './http/sign-in-throttle.guard';
import { OTP_RULES } from './otp/otp-rules';

const TEST_PHONE = '+447700900001';

/** Sign-in limits as production runs them: on, with a test number configured. */
describe('sign-in limits (real server, embedded mode)', () => {
  let server: TestServer;
  let otp: LocalOtpProvider;
  let n = 0;
  const nextPhone = () => `+4479112${String(30000 + (n += 1)).padStart(5, '0')}`;

  beforeAll(async () => {
    server = await startTestServer({ AUTH_TEST_PHONES: `${TEST_PHONE}:123456:open` });
    otp = server.app.get<LocalOtpProvider>(OTP_PROVIDER);
  });

  afterAll(async () => {
    await server.close();
  });

  it('sends one code for ten parallel requests for one number, and refuses the rest before the provider', async () => {
    const phone = nextPhone();
    const send = jest.spyOn(otp, 'send');
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => call(server.url, 'POST', '/auth/otp', { phone })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(429)]);
      expect(send.mock.calls.filter(([to]) => to === phone)).toHaveLength(1);
    } finally {
      send.mockRestore();
    }
  });

  it('keeps the send limits and the wrong-try lockout for test numbers', async () => {
    const first = await call(server.url, 'POST', '/auth/otp', { phone: TEST_PHONE });
    expect(first.status).toBe(200);
    const again = await call(server.url, 'POST', '/auth/otp', { phone: TEST_PHONE });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    const tries = [];
    for (let i = 0; i < 6; i++)
      tries.push(await call(server.url, 'POST', '/auth/verify', { phone: TEST_PHONE, token: '000000', type: 'sms' }));
    expect(tries.slice(0, 4).map((t) => t.status)).toEqual([400, 400, 400, 400]);
    expect(tries[4].status).toBe(429);
    expect(tries[5].status).toBe(429);
    // The right code no longer helps once the tries are spent, and no new code can be asked for at once.
    const right = await call(server.url, 'POST', '/auth/verify', { phone: TEST_PHONE, token: '123456', type: 'sms' });
    expect(right.status).toBe(429);
    expect((await call(server.url, 'POST', '/auth/otp', { phone: TEST_PHONE })).status).toBe(429);
  });

  it('limits code checks per address', async () => {
    const phone = nextPhone();
    const answers = [];
    for (let i = 0; i < SIGN_IN_LIMITS.verifyCode.limit + 1; i++)
      answers.push(await call(server.url, 'POST', '/auth/verify', { phone, token: '000000', type: 'sms' }));
    // Earlier tests in this file checked codes from this address too, so the limit may come sooner.
    const last = answers[answers.length - 1];
    expect(last.status).toBe(429);
    expect(last.body.message).toBe('Too many requests from this address. Please try again later.');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits token refreshes per address', async () => {
    const answers = [];
    for (let i = 0; i < SIGN_IN_LIMITS.refreshToken.limit + 1; i++)
      answers.push(await call(server.url, 'POST', '/auth/token', { refresh_token: `not-a-token-${i}` }));
    expect(answers.slice(0, -1).every((a) => a.status !== 429)).toBe(true);
    expect(answers[answers.length - 1].status).toBe(429);
  });

  it('keeps the event log and the key table readable by the server user only', () => {
    for (const file of ['events.sqlite', 'keys.sqlite']) expect(statSync(join(server.dataDir, file)).mode & 0o777).toBe(0o600);
  });
});

/** Wrong codes from one address across many numbers, on a server of its own so no other test's tries count. */
describe('wrong codes per address (real server, embedded mode)', () => {
  const phones = Array.from({ length: 6 }, (_, i) => `+44770090010${i}`);
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ AUTH_TEST_PHONES: phones.map((p) => `${p}:123456:open`).join(',') });
  });

  afterAll(async () => {
    await server.close();
  });

  it('refuses code checks from an address that has tried too many codes, even the right code for another number', async () => {
    const limit = OTP_RULES.codeChecksPerAddress;
    for (const phone of phones) expect((await call(server.url, 'POST', '/auth/otp', { phone })).status).toBe(200);
    let tried = 0;
    for (const phone of phones.slice(0, -1)) {
      for (let i = 0; i < OTP_RULES.maxWrongTries - 1 && tried < limit; i++, tried++) {
        const answer = await call(server.url, 'POST', '/auth/verify', { phone, token: '000000', type: 'sms' });
        expect(answer.status).toBe(400);
      }
    }
    expect(tried).toBe(limit);
    const right = await call(server.url, 'POST', '/auth/verify', { phone: phones[phones.length - 1], token: '123456', type: 'sms' });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many sign-in codes were tried from this address. Please try again later.');
    // The address window, not the per-minute request limit.
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(60);
  });
});
