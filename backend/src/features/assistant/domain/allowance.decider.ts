import type { Decider } from '../../../platform/commands/decider';
import type { AllowanceEvent } from './conversation.events';

export type AllowanceCommand = { kind: 'use'; userId: string; day: string; messageId: string; limit: number };

/** The messages counted on the day, by id: a message handled again is counted once. */
export interface AllowanceState {
  used: readonly string[];
}

/**
 * A free account's daily allowance. The count is decided inside the append, so a burst of
 * parallel messages gets exactly `limit` through; a message past it is simply not counted, and
 * the caller, seeing it absent from the state, answers with the limit reply.
 */
export const allowanceDecider: Decider<AllowanceState, AllowanceCommand, AllowanceEvent> = {
  initialState: () => ({ used: [] }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'assistant.allowance_used':
        return { used: [...state.used, event.data.messageId] };
      default: {
        const unknown: never = event.type;
        return unknown;
      }
    }
  },
  decide: (command, state) => {
    switch (command.kind) {
      case 'use':
        if (state.used.includes(command.messageId) || state.used.length >= command.limit) return [];
        return [{ type: 'assistant.allowance_used', data: { userId: command.userId, day: command.day, messageId: command.messageId } }];
      default: {
        const unknown: never = command.kind;
        return unknown;
      }
    }
  },
};

/** Whether the message has a place in the day's allowance (counted now or on an earlier try). */
export function counted(state: AllowanceState, messageId: string): boolean {
  return state.used.includes(messageId);
}
