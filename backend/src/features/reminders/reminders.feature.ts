import { defineFeature } from '../../platform/features/feature-declaration';
import type { NudgeEvent } from './domain/nudge.events';
import type { ReminderEvent } from './domain/reminder.events';
import type { SchedulerEvent } from './scheduling/scheduler.events';

export const remindersFeature = defineFeature<NudgeEvent | ReminderEvent | SchedulerEvent>({
  name: 'reminders',
  events: {
    'nudge.call_requested': { concernsUser: true },
    'nudge.call_placed': { concernsUser: true },
    'nudge.call_failed': { concernsUser: true },
    'reminder.claimed': { concernsUser: true },
    'reminder.sent': { concernsUser: true },
    'reminder.failed': { concernsUser: true },
    // Leases and run counts: never whom a run reached.
    'scheduler.lease_taken': { concernsUser: false },
    'scheduler.run_finished': { concernsUser: false },
  },
  sharedStreamPrefixes: ['scheduler-'],
});
