import type { Decider } from '../../../platform/commands/decider';
import type { NudgeEvent } from './nudge.events';

export interface NudgeState {
  /** Epoch ms of the last nudge asked for, or null. */
  lastAt: number | null;
}

export type NudgeCommand =
  | { kind: 'request'; userId: string; now: number; windowMs: number; importantTasks: number; timeZone: string }
  | { kind: 'placed'; userId: string; provider: 'twilio' | 'local'; callId: string }
  | { kind: 'failed'; userId: string; reason: string };

export function nudgedWithin(state: NudgeState, now: number, windowMs: number): boolean {
  return state.lastAt !== null && now - state.lastAt < windowMs;
}

export const nudgeDecider: Decider<NudgeState, NudgeCommand, NudgeEvent> = {
  initialState: () => ({ lastAt: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'nudge.call_requested':
        return { lastAt: Date.parse(event.data.at) };
      case 'nudge.call_placed':
      case 'nudge.call_failed':
        return state;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
  decide: (command, state) => {
    switch (command.kind) {
      case 'request':
        if (nudgedWithin(state, command.now, command.windowMs)) return [];
        return [
          {
            type: 'nudge.call_requested',
            data: {
              userId: command.userId,
              at: new Date(command.now).toISOString(),
              importantTasks: command.importantTasks,
              timeZone: command.timeZone,
            },
          },
        ];
      case 'placed':
        return [{ type: 'nudge.call_placed', data: { userId: command.userId, provider: command.provider, callId: command.callId } }];
      case 'failed':
        return [{ type: 'nudge.call_failed', data: { userId: command.userId, reason: command.reason } }];
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
