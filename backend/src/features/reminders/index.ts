/** What other features may use of reminders: the messaging port, who a message reaches, and the scheduling parts of jobs. */
export { RemindersModule } from './reminders.module';
export { MESSAGING_PROVIDER, type MessageChannel, type MessagingProvider, type SentMessage } from './messaging/messaging-provider.port';
export { type Recipient, Recipients } from './messaging/recipients.service';
export { Clock } from './scheduling/clock';
export { JobLeaseService } from './scheduling/job-lease.service';
export { readModelsLive } from './scheduling/read-models-live';
export { isNight } from './domain/local-hour';
export type { ReminderEvent, ReminderSent } from './domain/reminder.events';
