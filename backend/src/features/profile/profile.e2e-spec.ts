import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import type { LocalOtpProvider } from '../auth/otp/local-otp-provider';
import { OTP_PROVIDER } from '../auth/otp/otp-provider.port';
import { PHONE_LOOKUPS_PER_HOUR, PHONE_TAKEN } from './domain/profile-rules';

describe('settings: user data, email, phone, voice (real server, embedded mode)', () => {
  let server: TestServer;
  let otp: LocalOtpProvider;
  let me: TestSession;
  let other: TestSession;
  let n = 0;
  // Valid UK mobile numbers nobody signs in with in this suite; each test takes its own.
  const nextPhone = () => `+4479112${String(40000 + (n += 1)).padStart(5, '0')}`;

  const get = (session: TestSession, userId = session.user.id) =>
    call(server.url, 'POST', '/dev/user/get', { userId }, session.access_token);
  const update = (session: TestSession, field: string, value: unknown, userId = session.user.id) =>
    call(server.url, 'POST', '/dev/user/update', { userId, field, value }, session.access_token);

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
    otp = server.app.get<LocalOtpProvider>(OTP_PROVIDER);
    me = await signInTestPhone(server.url, TEST_PHONES.open);
    other = await signInTestPhone(server.url, TEST_PHONES.openOther);
  });

  afterAll(async () => {
    await server.close();
  });

  it('returns the user data of spec section 7, with the sign-in phone and the default voice', async () => {
    const res = await get(me);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { user_id: me.user.id, email: null, phone: TEST_PHONES.open, voice: 'default' } });
  });

  it('changes the email, keeping it encrypted in the log', async () => {
    const res = await update(me, 'email', '  ada@example.com ');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await get(me)).body.data).toMatchObject({ email: 'ada@example.com' });
    const events = await server.app.get<EventStore>(EVENT_STORE).readStream(`profile-${me.user.id}`);
    const changed = events.find((e) => e.type === 'profile.email_changed');
    expect(JSON.stringify(changed?.data)).not.toContain('ada@example.com');
    expect((changed?.data as { email: string }).email).toMatch(/^enc:v1:/);
    // The signed-in user carries it too, so forms prefill it (subscribe: Email Address).
    const user = await call(server.url, 'GET', '/auth/user', undefined, me.access_token);
    expect(user.body).toMatchObject({ email: 'ada@example.com' });
  });

  it('refuses a malformed email with a readable 400 and success:false', async () => {
    const res = await update(me, 'email', 'not-an-email');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: 'Please enter a valid email' });
    expect((await get(me)).body.data).toMatchObject({ email: 'ada@example.com' });
  });

  it('changes the voice to female and back, and refuses other voices', async () => {
    expect((await update(me, 'voice', 'female')).body).toEqual({ success: true });
    expect((await get(me)).body.data).toMatchObject({ voice: 'female' });
    const wrong = await update(me, 'voice', 'robot');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, error: 'The voice must be "default" or "female".' });
    expect((await update(me, 'voice', 'default')).body).toEqual({ success: true });
    expect((await get(me)).body.data).toMatchObject({ voice: 'default' });
  });

  it('rejects unknown fields, a wrong field name and a missing value', async () => {
    const unknown = await call(
      server.url,
      'POST',
      '/dev/user/update',
      { userId: me.user.id, field: 'email', value: 'a@b.co', admin: true },
      me.access_token,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('admin is not an accepted field');
    const field = await update(me, 'name', 'Ada');
    expect(field.status).toBe(400);
    expect(field.body.message).toContain('field must be one of email, phone or voice');
    const value = await call(server.url, 'POST', '/dev/user/update', { userId: me.user.id, field: 'email' }, me.access_token);
    expect(value.status).toBe(400);
  });

  it("answers 403 for another user's id and 401 without a session", async () => {
    expect((await get(me, other.user.id)).status).toBe(403);
    expect((await update(me, 'voice', 'female', other.user.id)).status).toBe(403);
    expect((await call(server.url, 'POST', '/dev/user/get', { userId: me.user.id })).status).toBe(401);
    expect((await get(other)).body.data).toMatchObject({ voice: 'default' });
  });

  it('changes the phone only after the code sent to the new number comes back', async () => {
    const session = await signInTestPhone(server.url, TEST_PHONES.closed);
    const phone = nextPhone();
    const asked = await update(session, 'phone', phone.replace('+44', '0044 '));
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ success: false, needs_verification: true });
    expect((await get(session)).body.data).toMatchObject({ phone: TEST_PHONES.closed });
    const code = otp.lastCodeFor(phone) as string;
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await call(
      server.url,
      'POST',
      '/dev/user/update/verify-phone',
      { userId: session.user.id, phone, token: code === '000000' ? '111111' : '000000' },
      session.access_token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, error: 'That code is not correct. 4 tries left.' });

    const right = await call(
      server.url,
      'POST',
      '/dev/user/update/verify-phone',
      { userId: session.user.id, phone, token: code },
      session.access_token,
    );
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ success: true });
    expect((await get(session)).body.data).toMatchObject({ phone });
    expect((await call(server.url, 'GET', '/auth/user', undefined, session.access_token)).body).toMatchObject({
      id: session.user.id,
      phone,
    });

    // The new number now signs in to the same account; the old one is free to start a new account.
    await new Promise((r) => setTimeout(r, 5));
    const events = await server.app.get<EventStore>(EVENT_STORE).readAll(0, 100_000);
    const released = events.filter((e) => e.type === 'account.phone_released' && (e.data as { userId: string }).userId === session.user.id);
    expect(released).toHaveLength(1);
    const again = await signInTestPhone(server.url, TEST_PHONES.closed);
    expect(again.user.id).not.toBe(session.user.id);
  });

  it('does not confirm a number that was never asked for', async () => {
    const res = await call(
      server.url,
      'POST',
      '/dev/user/update/verify-phone',
      { userId: me.user.id, phone: nextPhone(), token: '123456' },
      me.access_token,
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      error: 'No change to this phone number is waiting. Please enter the new number again.',
    });
  });

  it("refuses another account's number before a code is sent (409), and counts the lookups (429)", async () => {
    const store = server.app.get<EventStore>(EVENT_STORE);
    const codesSent = async () => (await store.readAll(0, 100_000)).filter((e) => e.type === 'auth.code_sent').length;
    const before = await codesSent();
    const customers = await update(me, 'phone', TEST_PHONES.openOther);
    expect(customers.status).toBe(409);
    expect(customers.body).toMatchObject({ success: false, error: PHONE_TAKEN });
    expect(await codesSent()).toBe(before);

    // A code asked for some other way still cannot take the number at the confirmation.
    const confirm = await call(
      server.url,
      'POST',
      '/dev/user/update/verify-phone',
      { userId: me.user.id, phone: TEST_PHONES.openOther, token: '123456' },
      me.access_token,
    );
    expect(confirm.status).not.toBe(200);

    const tries = [];
    for (let i = 0; i < PHONE_LOOKUPS_PER_HOUR + 1; i++) tries.push((await update(me, 'phone', TEST_PHONES.openOther)).status);
    expect(tries).toContain(429);
    expect(tries.slice(tries.indexOf(429))).toEqual(Array(tries.length - tries.indexOf(429)).fill(429));
  });

  it('refuses a number that cannot exist, and treats the current number as no change', async () => {
    const bad = await update(me, 'phone', '+44123');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, error: 'Please enter a valid phone number, including its country code.' });
    expect((await update(me, 'phone', TEST_PHONES.open)).body).toEqual({ success: true });
  });
});
