import type { Decider } from '../../../platform/commands/decider';
import type { ReminderEvent } from './reminder.events';

export interface ReminderState {
  /** Due dates claimed: each is reminded once, never again, unless a send failed in a way worth another try. */
  claimed: string[];
  /** Sends tried per due date. */
  tries: Record<string, number>;
}

/** Sends of one reminder, the first included, when Twilio cannot be reached or answers 5xx. */
export const REMINDER_SEND_TRIES = 3;

export type ReminderCommand =
  | { kind: 'claim'; taskId: string; userId: string; dueDate: string; now: number }
  | { kind: 'sent'; taskId: string; userId: string; dueDate: string; provider: 'twilio' | 'local'; messageId: string }
  | { kind: 'failed'; taskId: string; userId: string; dueDate: string; reason: string; retryable: boolean };

export const reminderDecider: Decider<ReminderState, ReminderCommand, ReminderEvent> = {
  initialState: () => ({ claimed: [], tries: {} }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'reminder.claimed': {
        const { dueDate } = event.data;
        return { claimed: [...state.claimed, dueDate], tries: { ...state.tries, [dueDate]: (state.tries[dueDate] ?? 0) + 1 } };
      }
      case 'reminder.sent':
        return state;
      case 'reminder.failed':
        return event.data.retry ? { ...state, claimed: state.claimed.filter((d) => d !== event.data.dueDate) } : state;
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
        return [
          {
            type: 'reminder.failed',
            data: {
              taskId,
              userId,
              dueDate,
              reason: command.reason,
              retry: command.retryable && (state.tries[dueDate] ?? 0) < REMINDER_SEND_TRIES,
            },
          },
        ];
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
