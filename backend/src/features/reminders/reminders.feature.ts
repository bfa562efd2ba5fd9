import { defineFeature } from '../../platform/features/feature-declaration';
import type { NudgeEvent } from './domain/nudge.events';
import type { ReminderEvent } from './domain/reminder.events';
import type { TrialMessageEvent } from './domain/trial-message.events';
import type { SchedulerEvent } from '../../platform/scheduling/scheduler.events';
import { day, dayAndTime, sentence } from '../../platform/features/sentence';

export const remindersFeature = defineFeature<NudgeEvent | ReminderEvent | TrialMessageEvent | SchedulerEvent>({
  name: 'reminders',
  events: {
    'nudge.call_requested': {
      concernsUser: true,
      summary: (d) => sentence('Nudge call due', dayAndTime(d.at, d.timeZone), `${d.importantTasks} important tasks`),
    },
    'nudge.call_placed': {
      concernsUser: true,
      summary: (d) => sentence('Nudge call placed', d.provider === 'local' && 'test mode, no real call'),
    },
    'nudge.call_failed': { concernsUser: true, summary: (d) => sentence('Nudge call failed', d.reason) },
    'reminder.claimed': { concernsUser: true, summary: (d) => `Reminder being sent · task due ${dayAndTime(d.dueDate)}` },
    'reminder.sent': {
      concernsUser: true,
      summary: (d) => sentence(`Reminder sent · task due ${dayAndTime(d.dueDate)}`, d.provider === 'local' && 'test mode, no real message'),
    },
    'reminder.failed': { concernsUser: true, summary: (d) => sentence(`Reminder failed · task due ${dayAndTime(d.dueDate)}`, d.reason) },
    'trial_message.claimed': {
      concernsUser: true,
      summary: (d) => `Trial-ending message being sent · trial ends ${day(d.trialEnd, d.timeZone)}`,
    },
    'trial_message.sent': {
      concernsUser: true,
      summary: (d) =>
        sentence(
          'Trial-ending message sent',
          { whatsapp: 'by WhatsApp', sms: 'by text', log: 'to the server log' }[d.channel],
          d.provider === 'local' && 'test mode',
        ),
    },
    'trial_message.failed': { concernsUser: true, summary: (d) => sentence('Trial-ending message failed', d.reason) },
    // The platform's scheduled-work runner appends these for every feature's jobs (leases and run counts,
    // never whom a run reached); the platform declares no feature, so the first feature with jobs holds them.
    'scheduler.lease_taken': { concernsUser: false, summary: (d) => `Scheduled job ${d.job} started` },
    'scheduler.run_finished': {
      concernsUser: false,
      summary: (d) =>
        sentence(
          `Scheduled job ${d.job} finished`,
          Object.entries(d.outcome)
            .map(([k, v]) => `${k} ${v}`)
            .join(', '),
        ),
    },
  },
  sharedStreamPrefixes: ['scheduler-'],
});
