import { DomainError } from '../../../platform/commands/domain-error';
import { otpDecider, type OtpCommand } from './otp.decider';
import type { OtpEvent } from './otp.events';
import { OTP_RULES } from './otp-rules';

const T0 = Date.parse('2026-11-22T10:00:00Z');
const sent = (at: number, codeHash = 'h'): OtpEvent => ({
  type: 'auth.code_sent',
  data: {
    phoneHash: 'p',
    codeHash,
    provider: 'local',
    channel: 'log',
    sentAt: new Date(at).toISOString(),
    expiresAt: new Date(at + OTP_RULES.codeTtlMs).toISOString(),
  },
});
const failed = (failures: number): OtpEvent => ({ type: 'auth.code_check_failed', data: { phoneHash: 'p', failures } });

/** given(events).when(command) → the events decided, or the error thrown. */
function given(events: OtpEvent[]) {
  const state = events.reduce(otpDecider.evolve, otpDecider.initialState());
  return {
    when: (command: OtpCommand) => {
      try {
        return { events: otpDecider.decide(command, state), error: null as DomainError | null };
      } catch (error) {
        return { events: [] as OtpEvent[], error: error as DomainError };
      }
    },
  };
}

const send = (now: number): OtpCommand => ({
  kind: 'send',
  now,
  phoneHash: 'p',
  codeHash: 'h',
  provider: 'local',
  channel: 'log',
  limited: true,
});
const check = (now: number, matches: boolean): OtpCommand => ({ kind: 'check', now, phoneHash: 'p', matches });

describe('one-time code rules', () => {
  it('sends a first code that expires after 10 minutes', () => {
    const { events } = given([]).when(send(T0));
    expect(events).toEqual([sent(T0)]);
  });

  it('refuses a resend within 30 seconds with the wait in seconds', () => {
    const { error } = given([sent(T0)]).when(send(T0 + 10_000));
    expect(error?.kind).toBe('rate_limited');
    expect(error?.retryAfterSeconds).toBe(20);
    expect(error?.message).toBe('Please wait 20 seconds before asking for another code.');
  });

  it('refuses a sixth code within an hour', () => {
    const history = [0, 1, 2, 3, 4].map((i) => sent(T0 + i * 60_000));
    const { error } = given(history).when(send(T0 + 10 * 60_000));
    expect(error?.kind).toBe('rate_limited');
    expect(given(history).when(send(T0 + 61 * 60_000)).events).toHaveLength(1);
  });

  it('accepts the right code once', () => {
    expect(given([sent(T0)]).when(check(T0 + 1000, true)).events).toEqual([{ type: 'auth.code_verified', data: { phoneHash: 'p' } }]);
    const used = given([sent(T0), { type: 'auth.code_verified', data: { phoneHash: 'p' } }]).when(check(T0 + 2000, true));
    expect(used.error?.message).toBe('No code is waiting for this number. Please ask for a new code.');
  });

  it('records a wrong code with the running count', () => {
    expect(given([sent(T0), failed(1)]).when(check(T0 + 1000, false)).events).toEqual([failed(2)]);
  });

  it('locks the code after 5 wrong tries, even for the right code', () => {
    const { error } = given([sent(T0), failed(1), failed(2), failed(3), failed(4), failed(5)]).when(check(T0 + 1000, true));
    expect(error?.kind).toBe('rate_limited');
    expect(error?.message).toBe('Too many wrong codes. Please ask for a new code.');
  });

  it('refuses an expired code', () => {
    const { error } = given([sent(T0)]).when(check(T0 + OTP_RULES.codeTtlMs + 1, true));
    expect(error?.message).toBe('This code has expired. Please ask for a new one.');
  });

  it('a new code resets the wrong-try count', () => {
    const { events } = given([sent(T0), failed(5), sent(T0 + 60_000)]).when(check(T0 + 61_000, false));
    expect(events).toEqual([failed(1)]);
  });

  it("locks the code, not the number: a new code comes after the lockout window even when the hour's sends are spent", () => {
    const history = [0, 1, 2, 3, 4].map((i) => sent(T0 + i * 60_000));
    const killed = [...history, failed(1), failed(2), failed(3), failed(4), failed(5)];
    const early = given(killed).when(send(T0 + 4 * 60_000 + OTP_RULES.codeLockoutMs - 1000));
    expect(early.error?.kind).toBe('rate_limited');
    expect(early.error?.retryAfterSeconds).toBe(1);
    expect(early.error?.message).toBe('Too many wrong codes were tried. Please ask for a new code in a few minutes.');
    expect(given(killed).when(send(T0 + 4 * 60_000 + OTP_RULES.codeLockoutMs)).events).toHaveLength(1);
  });

  it('does not count a code that replaces a locked one against the hourly sends', () => {
    const wrong = [failed(1), failed(2), failed(3), failed(4), failed(5)];
    const lockout = OTP_RULES.codeLockoutMs;
    const history = [sent(T0), ...[1, 2, 3, 4].flatMap((k) => [...wrong, sent(T0 + k * lockout)]), ...wrong];
    expect(given(history).when(send(T0 + 5 * lockout)).events).toHaveLength(1);
  });

  it('answers a check of a locked code with the wait until a new one can be sent', () => {
    const { error } = given([sent(T0), failed(1), failed(2), failed(3), failed(4), failed(5)]).when(check(T0 + 60_000, false));
    expect(error?.retryAfterSeconds).toBe((OTP_RULES.codeLockoutMs - 60_000) / 1000);
  });
});
