import type { Decider } from '../commands/decider';
import type { SchedulerEvent } from './scheduler.events';

export interface LeaseState {
  holder: string | null;
  /** Epoch ms until which the holder owns the job. */
  until: number;
}

export type LeaseCommand = { kind: 'take'; job: string; holder: string; now: number; ttlMs: number };

export const leaseDecider: Decider<LeaseState, LeaseCommand, SchedulerEvent> = {
  initialState: () => ({ holder: null, until: 0 }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'scheduler.lease_taken':
        return { holder: event.data.holder, until: Date.parse(event.data.until) };
      case 'scheduler.run_finished':
        return state;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
  decide: (command, state) => {
    // Someone else holds a lease that has not run out: this instance stays idle.
    if (state.holder && state.holder !== command.holder && state.until > command.now) return [];
    const takenAt = new Date(command.now).toISOString();
    const until = new Date(command.now + command.ttlMs).toISOString();
    return [{ type: 'scheduler.lease_taken', data: { job: command.job, holder: command.holder, takenAt, until } }];
  },
};
