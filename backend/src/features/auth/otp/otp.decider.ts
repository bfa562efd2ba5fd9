import { DomainError } from '../../../platform/commands/domain-error';
import type { Decider } from '../../../platform/commands/decider';
import type { CodeSent, OtpEvent } from './otp.events';
import { OTP_RULES } from './otp-rules';

export interface OtpState {
  /** Send times (ms) within the last hour and more, for rate limits. */
  sentAt: number[];
  current: { codeHash: string | null; expiresAt: number; failures: number; used: boolean } | null;
}

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
    case 'auth.code_sent':
      return {
        sentAt: [...state.sentAt, Date.parse(event.data.sentAt)].slice(-OTP_RULES.maxSendsPerHour * 2),
        current: { codeHash: event.data.codeHash, expiresAt: Date.parse(event.data.expiresAt), failures: 0, used: false },
      };
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
  if (current.failures >= OTP_RULES.maxWrongTries)
    return new DomainError('Too many wrong codes. Please ask for a new code.', 'rate_limited', 30);
  if (now > current.expiresAt) return new DomainError('This code has expired. Please ask for a new one.', 'invalid');
  return null;
}

export function sendBlocker(state: OtpState, now: number): DomainError | null {
  const last = state.sentAt[state.sentAt.length - 1];
  if (last !== undefined && now - last < OTP_RULES.resendCooldownMs) {
    const wait = Math.ceil((OTP_RULES.resendCooldownMs - (now - last)) / 1000);
    return new DomainError(`Please wait ${wait} seconds before asking for another code.`, 'rate_limited', wait);
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
  initialState: () => ({ sentAt: [], current: null }),
  evolve,
  decide,
};
