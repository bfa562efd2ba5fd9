import { defineFeature } from '../../platform/features/feature-declaration';
import { day } from '../../platform/features/sentence';
import type { CheckInEvent } from './domain/check-in.events';
import { MORNING_PLANS } from './read-models/morning-plan-view';

export const checkInsFeature = defineFeature<CheckInEvent>({
  name: 'check-ins',
  events: {
    'check_ins.morning_plan_set': {
      concernsUser: true,
      summary: (d) => (d.enabled ? `Morning plan on · ${d.time}` : 'Morning plan off'),
    },
    'check_ins.morning_plan_sent': { concernsUser: true, summary: (d) => `Morning plan sent · ${day(d.day)} · ${d.tasks} tasks` },
    'check_ins.follow_up_sent': { concernsUser: true, summary: () => 'Follow-up sent after an unanswered reminder' },
  },
  // No proof seed: the morning plan is a setting of the caller's own (`/api/me/morning-plan`), with
  // no id to name and no text to keep from others, so the proof suites check its routes as they are.
  personalReadModels: [{ collection: MORNING_PLANS, by: 'userId' }],
});
