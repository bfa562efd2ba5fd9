import type { Decider } from '../../../platform/commands/decider';
import type { MorningPlanEvent } from './check-in.events';
import { checkedPlanTime, DEFAULT_PLAN_TIME } from './morning-plan-rules';

export interface MorningPlanState {
  enabled: boolean;
  time: string;
  /** The newest day a plan went out (one a day). */
  lastSentDay: string | null;
}

export type MorningPlanCommand =
  | { kind: 'set'; userId: string; enabled: boolean; time: string }
  | { kind: 'claim'; userId: string; day: string; tasks: number; freeSlot: boolean };

/** A person's morning plan: opt-in, at their time, at most once a day. */
export const morningPlanDecider: Decider<MorningPlanState, MorningPlanCommand, MorningPlanEvent> = {
  initialState: () => ({ enabled: false, time: DEFAULT_PLAN_TIME, lastSentDay: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'check_ins.morning_plan_set':
        return { ...state, enabled: event.data.enabled, time: event.data.time };
      case 'check_ins.morning_plan_sent':
        return { ...state, lastSentDay: event.data.day };
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
  decide: (command, state) => {
    switch (command.kind) {
      case 'set': {
        const time = checkedPlanTime(command.time);
        if (state.enabled === command.enabled && state.time === time) return [];
        return [{ type: 'check_ins.morning_plan_set', data: { userId: command.userId, enabled: command.enabled, time } }];
      }
      case 'claim': {
        // Turned off since the job read it, or sent today already: nothing goes out.
        if (!state.enabled || (state.lastSentDay !== null && state.lastSentDay >= command.day)) return [];
        const { userId, day, tasks, freeSlot } = command;
        return [{ type: 'check_ins.morning_plan_sent', data: { userId, day, tasks, freeSlot } }];
      }
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
