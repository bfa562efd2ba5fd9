import { DomainError } from '../../../platform/commands/domain-error';
import type { Decider } from '../../../platform/commands/decider';
import type { TaskSlotEvent } from './task-slots.events';
import { TASK_RULES, tooManyOpenTasks } from './task-rules';

export interface TaskSlotsState {
  /** Null until the ledger began: the first decision counts what the account already had. */
  held: number | null;
  /** Null until the ledger counts open tasks (ledgers begun before it did count them at their next decision). */
  open: number | null;
}

/**
 * `existing` / `existingOpen`: the account's tasks and open tasks as the read model counts them,
 * used only while the ledger has not begun counting them.
 */
interface Counts {
  existing: number;
  existingOpen: number;
}

export type TaskSlotsCommand =
  | ({ kind: 'take'; userId: string; taskId: string; open: boolean } & Counts)
  | { kind: 'free'; userId: string; taskId: string; open: boolean }
  | { kind: 'close'; userId: string; taskId: string }
  | ({ kind: 'reopen'; userId: string; taskId: string } & Counts);

export function tooManyTasks(): DomainError {
  return new DomainError(
    `You have ${TASK_RULES.tasksMax.toLocaleString('en-GB')} tasks, open and done, the most there can be. Remove some to add more.`,
    'conflict',
  );
}

/** The counting events a ledger still needs before its decision, and the counts it decides from. */
function begun(command: Counts & { userId: string }, state: TaskSlotsState): { events: TaskSlotEvent[]; held: number; open: number } {
  const events: TaskSlotEvent[] = [];
  if (state.held === null) events.push({ type: 'task_slots.counted', data: { userId: command.userId, held: command.existing } });
  if (state.open === null) events.push({ type: 'task_slots.open_counted', data: { userId: command.userId, open: command.existingOpen } });
  return { events, held: state.held ?? command.existing, open: state.open ?? command.existingOpen };
}

/** An open count moves only once the ledger counts open tasks; before that the first count includes the change. */
const moved = (open: number | null, by: number): number | null => (open === null ? null : Math.max(0, open + by));

/**
 * Tasks kept per account (open or done) and open tasks per account: decided inside the ledger's
 * append, so a burst cannot pass either cap. Completing, reopening and removing move the counts.
 */
export const taskSlotsDecider: Decider<TaskSlotsState, TaskSlotsCommand, TaskSlotEvent> = {
  initialState: () => ({ held: null, open: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'task_slots.counted':
        return { ...state, held: event.data.held };
      case 'task_slots.open_counted':
        return { ...state, open: event.data.open };
      case 'task_slots.taken':
        return { held: (state.held ?? 0) + 1, open: moved(state.open, event.data.open ? 1 : 0) };
      case 'task_slots.freed':
        return { held: Math.max(0, (state.held ?? 0) - 1), open: moved(state.open, event.data.open ? -1 : 0) };
      case 'task_slots.closed':
        return { ...state, open: moved(state.open, -1) };
      case 'task_slots.reopened':
        return { ...state, open: moved(state.open, 1) };
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
  decide: (command, state) => {
    switch (command.kind) {
      case 'take': {
        const { events, held, open } = begun(command, state);
        if (held >= TASK_RULES.tasksMax) throw tooManyTasks();
        if (command.open && open >= TASK_RULES.openTasksMax) throw tooManyOpenTasks();
        return [...events, { type: 'task_slots.taken', data: { userId: command.userId, taskId: command.taskId, open: command.open } }];
      }
      case 'reopen': {
        const { events, open } = begun(command, state);
        if (open >= TASK_RULES.openTasksMax) throw tooManyOpenTasks();
        return [...events, { type: 'task_slots.reopened', data: { userId: command.userId, taskId: command.taskId } }];
      }
      case 'free':
        // A ledger that has not begun counts the account's tasks when it does, this removal included.
        if (state.held === null) return [];
        return [{ type: 'task_slots.freed', data: { userId: command.userId, taskId: command.taskId, open: command.open } }];
      case 'close':
        // Likewise for open tasks: a ledger not yet counting them counts this completion when it does.
        if (state.open === null) return [];
        return [{ type: 'task_slots.closed', data: { userId: command.userId, taskId: command.taskId } }];
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
