import { JwtService } from '@nestjs/jwt';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import type { LocalOtpProvider } from './otp/local-otp-provider';
import { OTP_PROVIDER } from './otp/otp-provider.port';

interface Session {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: string;
  user: { id: string; phone: string; account: string; roles: string[]; name: string | null };
}

describe('phone sign-in (real server, embedded mode)', () => {
  let server: TestServer;
  let otp: LocalOtpProvider;
  let n = 0;
  // Real-looking, valid UK mobile numbers; each test uses its own.
  const nextPhone = () => `+4479111${String(23000 + (n += 1)).padStart(5, '0')}`;

  beforeAll(async () => {
    server = await startTestServer({
      AUTH_TEST_PHONES: '+447700900001:123456:open,+447700900002:123456:closed',
      OPERATOR_PHONES: '+447700900002',
    });
    otp = server.app.get<LocalOtpProvider>(OTP_PROVIDER);
  });

  afterAll(async () => {
    await server.close();
  });

  async function signIn(phone: string): Promise<Session> {
    const sent = await call(server.url, 'POST', '/auth/otp', { phone });
    expect(sent.status).toBe(200);
    const code = phone.startsWith('+4477009000') ? '123456' : (otp.lastCodeFor(phone) as string);
    const verified = await call<{ session: Session }>(server.url, 'POST', '/auth/verify', { phone, token: code, type: 'sms' });
    expect(verified.status).toBe(200);
    return verified.body.session;
  }

  it('signs a new number in with the code from the server log and returns the session shape', async () => {
    const phone = nextPhone();
    const sent = await call(server.url, 'POST', '/auth/otp', { phone: phone.replace('+44', '+44 ') });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('OTP sent to your phone');
    const code = otp.lastCodeFor(phone);
    expect(code).toMatch(/^\d{6}$/);
    const res = await call<{ session: Session }>(server.url, 'POST', '/auth/verify', { phone, token: code, type: 'sms' });
    expect(res.status).toBe(200);
    const session = res.body.session;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 900, user: { phone, account: 'open', roles: [] } });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);
    const me = await call(server.url, 'GET', '/auth/user', undefined, session.access_token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: session.user.id, phone, account: 'open' });
  });

  it('refuses a correctly signed access token that has no expiry', async () => {
    const session = await signIn(nextPhone());
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    const { exp: _exp, iat: _iat, ...timeless } = claims;
    const forever = await server.app.get(JwtService).signAsync(timeless);
    expect((await call(server.url, 'GET', '/auth/user', undefined, forever)).status).toBe(401);
    expect((await call(server.url, 'GET', '/auth/user', undefined, session.access_token)).status).toBe(200);
  });

  it('marks token answers and signed-in answers no-store', async () => {
    const session = await signIn(nextPhone());
    const refreshed = await call(server.url, 'POST', '/auth/token', { refresh_token: session.refresh_token });
    expect(refreshed.headers.get('cache-control')).toBe('no-store');
    const me = await call(server.url, 'GET', '/auth/user', undefined, session.access_token);
    expect(me.headers.get('cache-control')).toBe('no-store');
    const tasks = await call(server.url, 'GET', `/dev/user/tasks?userId=${session.user.id}`, undefined, session.access_token);
    expect(tasks.headers.get('cache-control')).toBe('no-store');
  });

  it('signing in again finds the same account', async () => {
    const phone = nextPhone();
    const first = await signIn(phone);
    await new Promise((r) => setTimeout(r, 10));
    // The 30 s resend cooldown applies to real numbers; a second sign-in needs a new code later.
    const again = await call(server.url, 'POST', '/auth/otp', { phone });
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBeTruthy();
    expect(first.user.id).toBeTruthy();
  });

  it('answers a wrong code with tries left, and locks after 5', async () => {
    const phone = nextPhone();
    await call(server.url, 'POST', '/auth/otp', { phone });
    const right = otp.lastCodeFor(phone) as string;
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await call(server.url, 'POST', '/auth/verify', { phone, token: wrong, type: 'sms' });
    expect(first.status).toBe(400);
    expect(first.body.message).toBe('That code is not correct. 4 tries left.');
    for (let i = 0; i < 3; i += 1) await call(server.url, 'POST', '/auth/verify', { phone, token: wrong, type: 'sms' });
    const fifth = await call(server.url, 'POST', '/auth/verify', { phone, token: wrong, type: 'sms' });
    expect(fifth.status).toBe(429);
    const afterLock = await call(server.url, 'POST', '/auth/verify', { phone, token: right, type: 'sms' });
    expect(afterLock.status).toBe(429);
    expect(afterLock.body.message).toBe('Too many wrong codes. Please ask for a new code.');
  });

  it('validates input with readable messages and rejects unknown fields', async () => {
    expect((await call(server.url, 'POST', '/auth/otp', {})).body.message).toBe('Please enter your phone number.');
    const invalid = await call(server.url, 'POST', '/auth/otp', { phone: '+44123' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Please enter a valid phone number, including its country code.');
    const extra = await call(server.url, 'POST', '/auth/otp', { phone: '+447911123456', admin: true });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toContain('admin is not an accepted field');
    const noOtp = await call(server.url, 'POST', '/auth/verify', { phone: '+447911123456', token: '', type: 'sms' });
    expect(noOtp.status).toBe(400);
    expect(noOtp.body.message).toContain('Please enter the OTP');
  });

  it('rotates refresh tokens; the same token twice within moments gets the same pair', async () => {
    const session = await signIn(nextPhone());
    const [first, second] = await Promise.all(
      [1, 2].map(() => call<{ session: Session }>(server.url, 'POST', '/auth/token', { refresh_token: session.refresh_token })),
    );
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.session.refresh_token).not.toBe(session.refresh_token);
    expect(second.body.session.refresh_token).toBe(first.body.session.refresh_token);
    const next = await call(server.url, 'POST', '/auth/token', { refresh_token: first.body.session.refresh_token });
    expect(next.status).toBe(200);
  });

  it('revokes the family when a token comes back after its successor was used', async () => {
    const session = await signIn(nextPhone());
    const rotated = await call<{ session: Session }>(server.url, 'POST', '/auth/token', { refresh_token: session.refresh_token });
    const rotatedAgain = await call<{ session: Session }>(server.url, 'POST', '/auth/token', {
      refresh_token: rotated.body.session.refresh_token,
    });
    expect(rotatedAgain.status).toBe(200);
    const reused = await call(server.url, 'POST', '/auth/token', { refresh_token: session.refresh_token });
    expect(reused.status).toBe(401);
    const newest = await call(server.url, 'POST', '/auth/token', { refresh_token: rotatedAgain.body.session.refresh_token });
    expect(newest.status).toBe(401);
    const access = await call(server.url, 'GET', '/auth/user', undefined, rotatedAgain.body.session.access_token);
    expect(access.status).toBe(401);
  });

  it('logout ends the session for both tokens', async () => {
    const session = await signIn(nextPhone());
    expect((await call(server.url, 'POST', '/auth/logout', undefined, session.access_token)).status).toBe(204);
    expect((await call(server.url, 'GET', '/auth/user', undefined, session.access_token)).status).toBe(401);
    expect((await call(server.url, 'POST', '/auth/token', { refresh_token: session.refresh_token })).status).toBe(401);
    // Signing out again is harmless; without a genuine token it is refused.
    expect((await call(server.url, 'POST', '/auth/logout', undefined, session.access_token)).status).toBe(204);
    expect((await call(server.url, 'POST', '/auth/logout')).status).toBe(401);
    expect((await call(server.url, 'POST', '/auth/logout', undefined, session.access_token.slice(0, -2) + 'xx')).status).toBe(401);
  });

  it('rejects missing, tampered and foreign tokens', async () => {
    expect((await call(server.url, 'GET', '/auth/user')).status).toBe(401);
    const session = await signIn(nextPhone());
    // The genuine token is used first, so the server has verified it once and remembers it.
    expect((await call(server.url, 'GET', '/auth/user', undefined, session.access_token)).status).toBe(200);
    const tampered = session.access_token.slice(0, -3) + (session.access_token.endsWith('AAA') ? 'BBB' : 'AAA');
    expect((await call(server.url, 'GET', '/auth/user', undefined, tampered)).status).toBe(401);
    const [header, , signature] = session.access_token.split('.');
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    const otherClaims = Buffer.from(JSON.stringify({ ...claims, roles: ['operator'] })).toString('base64url');
    expect((await call(server.url, 'GET', '/auth/user', undefined, `${header}.${otherClaims}.${signature}`)).status).toBe(401);
  });

  it('sets the name with PUT /auth/user', async () => {
    const session = await signIn(nextPhone());
    const res = await call(server.url, 'PUT', '/auth/user', { name: 'Ada Lovelace' }, session.access_token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Ada Lovelace', user_metadata: { name: 'Ada Lovelace' } });
    expect((await call(server.url, 'PUT', '/auth/user', { name: '' }, session.access_token)).body.message).toContain(
      'Please enter your name',
    );
  });

  it('answers /user/check/ only about the caller, and not at all signed out', async () => {
    const phone = nextPhone();
    const session = await signIn(phone);
    await call(server.url, 'PUT', '/auth/user', { name: 'Grace Hopper' }, session.access_token);
    expect((await call(server.url, 'POST', '/user/check/', { phone })).status).toBe(401);
    const own = await call(server.url, 'POST', '/user/check/', { phone: phone.slice(1) }, session.access_token);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ account: 'open', first_name: 'Grace', name: 'Grace Hopper' });
    const other = await call(server.url, 'POST', '/user/check/', { phone: '+447911123999' }, session.access_token);
    expect(other.body).toMatchObject({ account: 'none', name: null });
    expect(other.body.error).toBeTruthy();
  });

  it('rejects another user id in /user/notify with 403', async () => {
    const a = await signIn(nextPhone());
    const b = await signIn(nextPhone());
    const res = await call(server.url, 'POST', '/user/notify', { userId: b.user.id, phone: b.user.phone, account: 'none' }, a.access_token);
    expect(res.status).toBe(403);
    const own = await call(server.url, 'POST', '/user/notify', { userId: a.user.id, phone: a.user.phone, account: 'open' }, a.access_token);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ account: 'open' });
  });

  it('test numbers sign in with their fixed code and seeded status; configured roles are granted', async () => {
    const open = await signIn('+447700900001');
    expect(open.user).toMatchObject({ account: 'open', roles: [] });
    const closed = await signIn('+447700900002');
    expect(closed.user).toMatchObject({ account: 'closed', roles: ['operator'] });
    const check = await call(server.url, 'POST', '/user/check/', { phone: '+447700900001' }, closed.access_token);
    expect(check.body).toMatchObject({ account: 'open' });
    // Test numbers keep the resend wait like any number, so their fixed code cannot be guessed round after round.
    expect((await call(server.url, 'POST', '/auth/otp', { phone: '+447700900001' })).status).toBe(429);
  });
});
