import { DomainError } from '../../../platform/commands/domain-error';
import type { Decider } from '../../../platform/commands/decider';
import type { CodeSent, OtpEvent } from './otp.events';
import { OTP_RULES } from './otp-rules';

export interface OtpState {
  /** Times (ms) of the sends that count against the hourly limit: not those replacing a locked code. */
  sentAt: number[];
  /** The last send of any kind, for the resend interval. */
  lastSentAt: number | null;
  current: { codeHash: string | null; sentAt: number; expiresAt: number; failures: number; used: boolean } | null;
}

const locked = (current: OtpState['current']): boolean => !!current && !current.used && current.failures >= OTP_RULES.maxWrongTries;

export type OtpCommand =
  | {
      kind: 'send';
      now: number;
      phoneHash: string;
      codeHash: string | null;
      provider: CodeSent['data']['provider'];
      channel: CodeSent['data']['channel'];
      limited: boolean;
    }
  | { kind: 'check'; now: number; phoneHash: string; matches: boolean };

function evolve(state: OtpState, event: OtpEvent): OtpState {
  switch (event.type) {
    case 'auth.code_sent': {
      const at = Date.parse(event.data.sentAt);
      return {
        sentAt: locked(state.current) ? state.sentAt : [...state.sentAt, at].slice(-OTP_RULES.maxSendsPerHour * 2),
        lastSentAt: at,
        current: { codeHash: event.data.codeHash, sentAt: at, expiresAt: Date.parse(event.data.expiresAt), failures: 0, used: false },
      };
    }
    case 'auth.code_check_failed':
      return state.current ? { ...state, current: { ...state.current, failures: event.data.failures } } : state;
    case 'auth.code_verified':
      return state.current ? { ...state, current: { ...state.current, used: true } } : state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** Why a code cannot be checked now, or null when it can. Shared by the service (before asking a provider) and decide. */
export function checkBlocker(state: OtpState, now: number): DomainError | null {
  const current = state.current;
  if (!current || current.used) return new DomainError('No code is waiting for this number. Please ask for a new code.', 'invalid');
  if (locked(current))
    return new DomainError('Too many wrong codes. Please ask for a new code.', 'rate_limited', lockoutLeft(current, now));
  if (now > current.expiresAt) return new DomainError('This code has expired. Please ask for a new one.', 'invalid');
  return null;
}

/** Seconds until a code spent by wrong tries may be replaced (at least 1). */
function lockoutLeft(current: NonNullable<OtpState['current']>, now: number): number {
  return Math.max(1, Math.ceil((current.sentAt + OTP_RULES.codeLockoutMs - now) / 1000));
}

export function sendBlocker(state: OtpState, now: number): DomainError | null {
  const last = state.lastSentAt;
  if (last !== null && now - last < OTP_RULES.resendCooldownMs) {
    const wait = Math.ceil((OTP_RULES.resendCooldownMs - (now - last)) / 1000);
    return new DomainError(`Please wait ${wait} seconds before asking for another code.`, 'rate_limited', wait);
  }
  if (state.current && locked(state.current)) {
    if (now >= state.current.sentAt + OTP_RULES.codeLockoutMs) return null;
    return new DomainError(
      'Too many wrong codes were tried. Please ask for a new code in a few minutes.',
      'rate_limited',
      lockoutLeft(state.current, now),
    );
  }
  const lastHour = state.sentAt.filter((t) => now - t < 60 * 60 * 1000);
  if (lastHour.length >= OTP_RULES.maxSendsPerHour) {
    const wait = Math.ceil((lastHour[0] + 60 * 60 * 1000 - now) / 1000);
    return new DomainError('Too many codes were sent to this number. Please try again later.', 'rate_limited', wait);
  }
  return null;
}

function decide(command: OtpCommand, state: OtpState): OtpEvent[] {
  switch (command.kind) {
    case 'send': {
      const blocked = command.limited ? sendBlocker(state, command.now) : null;
      if (blocked) throw blocked;
      const expiresAt = new Date(command.now + OTP_RULES.codeTtlMs).toISOString();
      const sentAt = new Date(command.now).toISOString();
      return [
        {
          type: 'auth.code_sent',
          data: {
            phoneHash: command.phoneHash,
            codeHash: command.codeHash,
            provider: command.provider,
            channel: command.channel,
            sentAt,
            expiresAt,
          },
        },
      ];
    }
    case 'check': {
      const blocked = checkBlocker(state, command.now);
      if (blocked) throw blocked;
      if (command.matches) return [{ type: 'auth.code_verified', data: { phoneHash: command.phoneHash } }];
      const failures = (state.current?.failures ?? 0) + 1;
      return [{ type: 'auth.code_check_failed', data: { phoneHash: command.phoneHash, failures } }];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const otpDecider: Decider<OtpState, OtpCommand, OtpEvent> = {
  initialState: () => ({ sentAt: [], lastSentAt: null, current: null }),
  evolve,
  decide,
};
