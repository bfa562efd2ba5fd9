import { DomainError } from '../../../platform/commands/domain-error';
import type { Decider } from '../../../platform/commands/decider';
import type { CallEvent } from './call.events';
import { CALL_RULES } from './call-rules';

export interface CallState {
  /** Times (ms) of recent requests that were not answered by a failure. */
  requestedAt: number[];
  /** The request that is waiting for its outcome, so a failure frees its slot. */
  open: number | null;
}

export type CallCommand =
  | { kind: 'request'; userId: string; phoneHash: string; now: number }
  | { kind: 'placed'; userId: string; provider: 'twilio' | 'local'; callId: string }
  | { kind: 'failed'; userId: string; reason: string };

const DAY_MS = 24 * 60 * 60 * 1000;

function evolve(state: CallState, event: CallEvent): CallState {
  switch (event.type) {
    case 'call.requested': {
      const at = Date.parse(event.data.requestedAt);
      return { requestedAt: [...state.requestedAt.filter((t) => at - t < DAY_MS), at], open: at };
    }
    case 'call.placed':
      return { ...state, open: null };
    case 'call.failed':
      // A call that never went out does not count against the person's limits.
      return { requestedAt: state.requestedAt.filter((t) => t !== state.open), open: null };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

function decide(command: CallCommand, state: CallState): CallEvent[] {
  switch (command.kind) {
    case 'request': {
      const last = state.requestedAt[state.requestedAt.length - 1];
      if (last !== undefined && command.now - last < CALL_RULES.minGapMs) {
        const wait = Math.ceil((CALL_RULES.minGapMs - (command.now - last)) / 1000);
        throw new DomainError('daily is already calling you. Please wait a couple of minutes before asking again.', 'rate_limited', wait);
      }
      const today = state.requestedAt.filter((t) => command.now - t < DAY_MS);
      if (today.length >= CALL_RULES.maxPerDay) {
        throw new DomainError(
          `You can ask for ${CALL_RULES.maxPerDay} calls a day. Please try again tomorrow.`,
          'rate_limited',
          Math.ceil((today[0] + DAY_MS - command.now) / 1000),
        );
      }
      return [
        {
          type: 'call.requested',
          data: { userId: command.userId, phoneHash: command.phoneHash, requestedAt: new Date(command.now).toISOString() },
        },
      ];
    }
    case 'placed':
      return [{ type: 'call.placed', data: { userId: command.userId, provider: command.provider, callId: command.callId } }];
    case 'failed':
      return [{ type: 'call.failed', data: { userId: command.userId, reason: command.reason } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const callDecider: Decider<CallState, CallCommand, CallEvent> = {
  initialState: () => ({ requestedAt: [], open: null }),
  evolve,
  decide,
};
