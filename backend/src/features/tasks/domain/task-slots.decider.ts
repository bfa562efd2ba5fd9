import { DomainError } from '../../../platform/commands/domain-error';
import type { Decider } from '../../../platform/commands/decider';
import type { TaskSlotEvent } from './task-slots.events';
import { TASK_RULES } from './task-rules';

export interface TaskSlotsState {
  /** Null until the ledger began: the first decision counts what the account already had. */
  held: number | null;
}

export type TaskSlotsCommand =
  /** `existing`: the account's tasks as the read model counts them, used only if the ledger has not begun. */
  { kind: 'take'; userId: string; taskId: string; existing: number } | { kind: 'free'; userId: string; taskId: string };

export function tooManyTasks(): DomainError {
  return new DomainError(
    `You have ${TASK_RULES.tasksMax.toLocaleString('en-GB')} tasks, open and done, the most there can be. Remove some to add more.`,
    'conflict',
  );
}

/** Tasks kept per account, open or done: decided inside the ledger's append, so a burst cannot pass the cap. */
export const taskSlotsDecider: Decider<TaskSlotsState, TaskSlotsCommand, TaskSlotEvent> = {
  initialState: () => ({ held: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'task_slots.counted':
        return { held: event.data.held };
      case 'task_slots.taken':
        return { held: (state.held ?? 0) + 1 };
      case 'task_slots.freed':
        return { held: Math.max(0, (state.held ?? 0) - 1) };
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
  decide: (command, state) => {
    switch (command.kind) {
      case 'take': {
        const counted: TaskSlotEvent[] =
          state.held === null ? [{ type: 'task_slots.counted', data: { userId: command.userId, held: command.existing } }] : [];
        const held = state.held ?? command.existing;
        if (held >= TASK_RULES.tasksMax) throw tooManyTasks();
        return [...counted, { type: 'task_slots.taken', data: { userId: command.userId, taskId: command.taskId } }];
      }
      case 'free':
        // A ledger that has not begun counts the account's tasks when it does, this removal included.
        if (state.held === null) return [];
        return [{ type: 'task_slots.freed', data: { userId: command.userId, taskId: command.taskId } }];
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
