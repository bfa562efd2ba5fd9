import type { Decider } from '../../../platform/commands/decider';
import type { FollowUpSent } from './check-in.events';

export type FollowUpCommand = { kind: 'claim'; userId: string; taskId: string; dueDate: string };

/** One follow-up per reminder: the first claim appends, every later one finds it sent. */
export const followUpDecider: Decider<{ sent: boolean }, FollowUpCommand, FollowUpSent> = {
  initialState: () => ({ sent: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'check_ins.follow_up_sent':
        return { sent: true };
      default: {
        const unknown: never = event.type;
        return unknown;
      }
    }
  },
  decide: (command, state) => {
    switch (command.kind) {
      case 'claim':
        if (state.sent) return [];
        return [{ type: 'check_ins.follow_up_sent', data: { userId: command.userId, taskId: command.taskId, dueDate: command.dueDate } }];
      default: {
        const unknown: never = command.kind;
        return unknown;
      }
    }
  },
};
