import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { FULL_SCOPE, GoogleStandIn } from './testing/google-stand-in';

const GOOGLE_ENV = { GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'test-secret' };

describe('Google Calendar connection (real server, googleapis against a local stand-in)', () => {
  let google: GoogleStandIn;
  let server: TestServer;
  let me: TestSession;
  let other: TestSession;

  const connect = (session: TestSession, code: string, userId = session.user.id) =>
    call(server.url, 'POST', '/api/auth/google', { code, userId }, session.access_token);
  const check = (session: TestSession, userId = session.user.id) =>
    call(server.url, 'POST', '/api/auth/google/check-access', { userId }, session.access_token);
  const revoke = (session: TestSession, userId = session.user.id) =>
    call(server.url, 'POST', '/api/auth/google/revoke', { userId }, session.access_token);
  const calendarEvents = async (userId: string) =>
    (await server.app.get<EventStore>(EVENT_STORE).readStream(`calendar-${userId}`)).map((e) => e.type);

  beforeAll(async () => {
    google = await new GoogleStandIn().start();
    process.env.GOOGLE_API_BASE = google.url;
    server = await startTestServer({ ...TEST_PHONES_ENV, ...GOOGLE_ENV });
    me = await signInTestPhone(server.url, TEST_PHONES.open);
    other = await signInTestPhone(server.url, TEST_PHONES.openOther);
  });

  afterAll(async () => {
    delete process.env.GOOGLE_API_BASE;
    await server.close();
    await google.stop();
  });

  it('tells anyone whether Google is configured, with the public client id and the scopes', async () => {
    const res = await call(server.url, 'GET', '/api/auth/google/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ configured: true, clientId: GOOGLE_ENV.GOOGLE_CLIENT_ID, scopes: FULL_SCOPE.split(' ') });
    expect(JSON.stringify(res.body)).not.toContain(GOOGLE_ENV.GOOGLE_CLIENT_SECRET);
  });

  it('exchanges the code with redirect "postmessage" and keeps the refresh token sealed', async () => {
    google.codes.set('code-1', { refreshToken: 'refresh-token-of-ada', scope: FULL_SCOPE });
    const res = await connect(me, 'code-1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, hasAccess: true });
    const [exchange] = google.requestsTo('/token');
    expect(exchange.form).toMatchObject({
      grant_type: 'authorization_code',
      code: 'code-1',
      redirect_uri: 'postmessage',
      client_id: GOOGLE_ENV.GOOGLE_CLIENT_ID,
      client_secret: 'test-secret',
    });
    expect(await calendarEvents(me.user.id)).toEqual(['calendar.connected']);
    const log = readdirSync(server.dataDir)
      .map((f) => readFileSync(join(server.dataDir, f)).toString('latin1'))
      .join('');
    expect(log).not.toContain('refresh-token-of-ada');
  });

  it('checks access by refreshing the access token', async () => {
    const res = await check(me);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ hasAccess: true, configured: true });
    expect(google.requestsTo('/token').at(-1)?.form).toMatchObject({ grant_type: 'refresh_token', refresh_token: 'refresh-token-of-ada' });
    expect(await calendarEvents(me.user.id)).toEqual(['calendar.connected', 'calendar.access_refreshed']);
  });

  it('revokes at Google, forgets the token, and reports no access afterwards', async () => {
    const res = await revoke(me);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect(google.requestsTo('/revoke').at(-1)?.query).toEqual({ token: 'refresh-token-of-ada' });
    expect((await check(me)).body).toEqual({ hasAccess: false, configured: true });
    expect(await calendarEvents(me.user.id)).toEqual(['calendar.connected', 'calendar.access_refreshed', 'calendar.disconnected']);
    expect((await revoke(me)).status).toBe(200);
  });

  it('notices a grant revoked at Google and forgets it', async () => {
    google.codes.set('code-2', { refreshToken: 'refresh-token-two', scope: FULL_SCOPE });
    expect((await connect(other, 'code-2')).status).toBe(200);
    google.revoked.add('refresh-token-two');
    expect((await check(other)).body).toEqual({ hasAccess: false, configured: true });
    const events = await server.app.get<EventStore>(EVENT_STORE).readStream(`calendar-${other.user.id}`);
    expect(events.at(-1)).toMatchObject({ type: 'calendar.disconnected', data: { reason: 'revoked-at-google' } });
  });

  it('answers a code Google refuses with the message of the spec', async () => {
    const res = await connect(me, 'never-issued');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Could not authenticate with Google. Please try again.');
  });

  it('refuses a grant without calendar access or without a refresh token', async () => {
    google.codes.set('code-no-calendar', { refreshToken: 'rt-x', scope: 'openid email profile' });
    const scopes = await connect(me, 'code-no-calendar');
    expect(scopes.status).toBe(400);
    expect(scopes.body.message).toBe('Please allow daily to see your calendar when Google asks, then try again.');
    google.codes.set('code-no-refresh', { refreshToken: null, scope: FULL_SCOPE });
    const refresh = await connect(me, 'code-no-refresh');
    expect(refresh.status).toBe(400);
    expect(refresh.body.message).toContain('Google did not give daily lasting access');
    expect((await check(me)).body).toEqual({ hasAccess: false, configured: true });
  });

  it('validates bodies and ownership', async () => {
    expect((await call(server.url, 'POST', '/api/auth/google', { userId: me.user.id }, me.access_token)).body.message).toContain(
      'The Google authorization code is required',
    );
    expect((await call(server.url, 'POST', '/api/auth/google/check-access', {}, me.access_token)).body.message).toContain(
      'User ID is required',
    );
    expect((await call(server.url, 'POST', '/api/auth/google/revoke', { userId: me.user.id, all: true }, me.access_token)).status).toBe(
      400,
    );
    expect((await connect(me, 'x', other.user.id)).status).toBe(403);
    expect((await check(me, other.user.id)).status).toBe(403);
    expect((await revoke(me, other.user.id)).status).toBe(403);
    expect((await call(server.url, 'POST', '/api/auth/google/check-access', { userId: me.user.id })).status).toBe(401);
  });
});

describe('Google Calendar without GOOGLE_CLIENT_ID', () => {
  let server: TestServer;
  let me: TestSession;

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
    me = await signInTestPhone(server.url, TEST_PHONES.open);
  });

  afterAll(async () => {
    await server.close();
  });

  it('says "not configured" in every answer instead of failing', async () => {
    expect((await call(server.url, 'GET', '/api/auth/google/config')).body).toMatchObject({ configured: false, clientId: null });
    const checked = await call(server.url, 'POST', '/api/auth/google/check-access', { userId: me.user.id }, me.access_token);
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ hasAccess: false, configured: false });
    const connected = await call(server.url, 'POST', '/api/auth/google', { userId: me.user.id, code: 'abc' }, me.access_token);
    expect(connected.status).toBe(409);
    expect(connected.body.message).toBe('Google Calendar is not configured on this server.');
    expect((await call(server.url, 'POST', '/api/auth/google/revoke', { userId: me.user.id }, me.access_token)).body).toEqual({});
  });
});
