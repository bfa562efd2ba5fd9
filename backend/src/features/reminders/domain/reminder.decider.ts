import type { Decider } from '../../../platform/commands/decider';
import type { ReminderEvent } from './reminder.events';

export interface ReminderState {
  /** Due dates already claimed: each is reminded once, never again, whatever happened next. */
  claimed: string[];
}

export type ReminderCommand =
  | { kind: 'claim'; taskId: string; userId: string; dueDate: string; now: number }
  | { kind: 'sent'; taskId: string; userId: string; dueDate: string; provider: 'twilio' | 'local'; messageId: string }
  | { kind: 'failed'; taskId: string; userId: string; dueDate: string; reason: string };

export const reminderDecider: Decider<ReminderState, ReminderCommand, ReminderEvent> = {
  initialState: () => ({ claimed: [] }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'reminder.claimed':
        return { claimed: [...state.claimed, event.data.dueDate] };
      case 'reminder.sent':
      case 'reminder.failed':
        return state;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
  decide: (command, state) => {
    const { taskId, userId, dueDate } = command;
    switch (command.kind) {
      case 'claim':
        if (state.claimed.includes(dueDate)) return [];
        return [{ type: 'reminder.claimed', data: { taskId, userId, dueDate, claimedAt: new Date(command.now).toISOString() } }];
      case 'sent':
        return [{ type: 'reminder.sent', data: { taskId, userId, dueDate, provider: command.provider, messageId: command.messageId } }];
      case 'failed':
        return [{ type: 'reminder.failed', data: { taskId, userId, dueDate, reason: command.reason } }];
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
