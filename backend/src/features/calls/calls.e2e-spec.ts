import { Logger } from '@nestjs/common';
import { ClosingAccounts } from '../../platform/commands/closing-accounts';
import { CommandRunner } from '../../platform/commands/command-runner';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { CALL_PROVIDER } from './providers/call-provider.port';
import type { LocalCallProvider } from './providers/local-call-provider';

describe('POST /call (real server, embedded mode, local call provider)', () => {
  let server: TestServer;
  let provider: LocalCallProvider;
  let me: TestSession;
  let other: TestSession;

  const ask = (session: TestSession, phone: unknown, userId = session.user.id) =>
    call(server.url, 'POST', '/call', { phone_number: phone, user_id: userId }, session.access_token);

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
    provider = server.app.get<LocalCallProvider>(CALL_PROVIDER);
    me = await signInTestPhone(server.url, TEST_PHONES.open);
    other = await signInTestPhone(server.url, TEST_PHONES.openOther);
  });

  afterAll(async () => {
    await server.close();
  });

  it("calls the caller's own phone in their voice and records the request and the call", async () => {
    await call(server.url, 'POST', '/dev/user/update', { userId: me.user.id, field: 'voice', value: 'female' }, me.access_token);
    const res = await ask(me, TEST_PHONES.open.replace('+', ''));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'daily will call you now.' });
    expect(provider.placed).toEqual([{ to: TEST_PHONES.open, voice: 'female', purpose: 'requested' }]);
    const events = await server.app.get<EventStore>(EVENT_STORE).readStream(`calls-${me.user.id}`);
    expect(events.map((e) => e.type)).toEqual(['call.requested', 'call.placed']);
    expect(JSON.stringify(events)).not.toContain(TEST_PHONES.open.slice(1));
  });

  it('asks for a pause before a second call, with Retry-After', async () => {
    const res = await ask(me, TEST_PHONES.open);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(provider.placed).toHaveLength(1);
  });

  it('refuses to call any number but the caller’s own', async () => {
    const res = await ask(other, TEST_PHONES.open);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You can only ask for a call to your own phone number.');
    expect(provider.placed).toHaveLength(1);
  });

  it("refuses another user's id, a missing number and unknown fields", async () => {
    expect((await ask(me, TEST_PHONES.open, other.user.id)).status).toBe(403);
    const missing = await ask(other, '');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('No phone number available');
    expect(
      (
        await call(
          server.url,
          'POST',
          '/call',
          { phone_number: TEST_PHONES.openOther, user_id: other.user.id, when: 'now' },
          other.access_token,
        )
      ).status,
    ).toBe(400);
    expect((await call(server.url, 'POST', '/call', { phone_number: TEST_PHONES.openOther, user_id: other.user.id })).status).toBe(401);
  });

  it('answers with the failure text of the spec when the provider fails, and frees the slot', async () => {
    const spy = jest.spyOn(provider, 'placeCall').mockRejectedValueOnce(new Error('carrier down'));
    const failed = await ask(other, TEST_PHONES.openOther);
    expect(failed.status).toBe(503);
    expect(failed.body.message).toBe('Failed to submit phone number. Please try again in a moment.');
    spy.mockRestore();
    const retried = await ask(other, TEST_PHONES.openOther);
    expect(retried.status).toBe(200);
    const events = await server.app.get<EventStore>(EVENT_STORE).readStream(`calls-${other.user.id}`);
    expect(events.map((e) => e.type)).toEqual(['call.requested', 'call.failed', 'call.requested', 'call.placed']);
  });

  it('places no call once the account is closing, even when the deletion begins after the request was recorded, and logs no error', async () => {
    // The race of a deletion with a call: the request is appended, then the deletion begins, then the provider would be called.
    const late = await signInTestPhone(server.url, TEST_PHONES.analyst);
    const runner = server.app.get(CommandRunner);
    const closing = server.app.get(ClosingAccounts);
    const run = runner.run.bind(runner);
    const deletionBegins = jest.spyOn(runner, 'run').mockImplementation(async (...args: Parameters<CommandRunner['run']>) => {
      const outcome = await run(...args);
      if ((args[2] as { kind?: string }).kind === 'request') closing.close(late.user.id);
      return outcome;
    });
    const errors = jest.spyOn(Logger.prototype, 'error');
    const placedBefore = provider.placed.length;
    try {
      const res = await ask(late, TEST_PHONES.analyst);
      expect(res.status).toBe(410);
      expect(res.body.message).toBe('This account has been deleted.');
      expect(provider.placed).toHaveLength(placedBefore);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      deletionBegins.mockRestore();
      errors.mockRestore();
    }
  });
});
