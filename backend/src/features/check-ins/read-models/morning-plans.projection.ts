import { eventTypes } from '../../../platform/event-store/event-types';
import { defineProjection, readModel } from '../../../platform/projections/define-projection';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import type { MorningPlanEvent } from '../domain/check-in.events';
import { DEFAULT_PLAN_TIME } from '../domain/morning-plan-rules';
import { MORNING_PLANS, type MorningPlanView } from './morning-plan-view';

export const MorningPlansProjection = defineProjection({
  name: 'morning-plans',
  handles: eventTypes<MorningPlanEvent>({ 'check_ins.morning_plan_set': true, 'check_ins.morning_plan_sent': true }),
  collections: { plans: readModel<MorningPlanView>(MORNING_PLANS, [{ fields: { enabled: 1 } }]) },
  evolve: (event, { plans }) => {
    switch (event.type) {
      case 'check_ins.morning_plan_set': {
        const { userId, enabled, time } = event.data;
        return applyOnce(plans, userId, event, (current) => ({ userId, enabled, time, lastSentDay: current?.lastSentDay ?? null }));
      }
      case 'check_ins.morning_plan_sent': {
        const { userId, day } = event.data;
        return applyOnce(plans, userId, event, (current) => ({
          userId,
          enabled: current?.enabled ?? false,
          time: current?.time ?? DEFAULT_PLAN_TIME,
          lastSentDay: day,
        }));
      }
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
});
