import { defineFeature } from '../../platform/features/feature-declaration';
import type { NudgeEvent } from './domain/nudge.events';
import type { ReminderEvent } from './domain/reminder.events';
import type { TrialMessageEvent } from './domain/trial-message.events';
import type { SchedulerEvent } from './scheduling/scheduler.events';

export const remindersFeature = defineFeature<NudgeEvent | ReminderEvent | TrialMessageEvent | SchedulerEvent>({
  name: 'reminders',
  events: {
    'nudge.call_requested': { concernsUser: true },
    'nudge.call_placed': { concernsUser: true },
    'nudge.call_failed': { concernsUser: true },
    'reminder.claimed': { concernsUser: true },
    'reminder.sent': { concernsUser: true },
    'reminder.failed': { concernsUser: true },
    'trial_message.claimed': { concernsUser: true, summary: (d) => `Trial-ending message claimed (time zone ${d.timeZone})` },
    'trial_message.sent': { concernsUser: true, summary: (d) => `Trial-ending message sent (${d.provider}, ${d.channel})` },
    'trial_message.failed': { concernsUser: true, summary: (d) => `Trial-ending message failed: ${d.reason}` },
    // Leases and run counts: never whom a run reached.
    'scheduler.lease_taken': { concernsUser: false },
    'scheduler.run_finished': { concernsUser: false },
  },
  sharedStreamPrefixes: ['scheduler-'],
});
