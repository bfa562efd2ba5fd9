/** What other features may use of reminders: the messaging port, who a message reaches, and the local hour rule. */
export { RemindersModule } from './reminders.module';
export { MESSAGING_PROVIDER, type MessageChannel, type MessagingProvider, type SentMessage } from './messaging/messaging-provider.port';
export { type Recipient, Recipients } from './messaging/recipients.service';
export { isNight } from './domain/local-hour';
export type { ReminderEvent, ReminderSent } from './domain/reminder.events';
