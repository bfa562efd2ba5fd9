import { Logger, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { BillingModule } from '../billing';
import { CalendarModule } from '../calendar';
import { CallsModule } from '../calls';
import { ProfileModule } from '../profile';
import { TasksModule } from '../tasks';
import { DueRemindersJob } from './jobs/due-reminders.job';
import { NudgeCallsJob } from './jobs/nudge-calls.job';
import { TrialEndingMessagesJob } from './jobs/trial-ending-messages.job';
import { LocalMessagingProvider } from './messaging/local-messaging-provider';
import { MESSAGING_PROVIDER, type MessagingProvider } from './messaging/messaging-provider.port';
import { Recipients } from './messaging/recipients.service';
import { TwilioMessagingProvider } from './messaging/twilio-messaging-provider';
import { SchedulingModule } from '../../platform/scheduling/scheduling.module';
import { featureProvider } from '../../platform/features/feature-declaration';
import { remindersFeature } from './reminders.feature';

function messagingProvider(config: AppConfig): MessagingProvider {
  const { accountSid, authToken, from, whatsappFrom, apiBase } = config.twilio;
  if (accountSid && authToken && (from || whatsappFrom))
    return new TwilioMessagingProvider(accountSid, authToken, from, whatsappFrom, apiBase);
  if (accountSid && authToken)
    new Logger('Messaging').warn('Neither TWILIO_FROM nor TWILIO_WHATSAPP_FROM is set: messages are logged, not sent');
  return new LocalMessagingProvider();
}

/**
 * Scheduled messages from daily: due-task reminders, proactive nudge calls and the trial-ending
 * message, each job owned by one instance at a time, all following "Messages from daily".
 */
@Module({
  imports: [SchedulingModule, ProfileModule, CalendarModule, CallsModule, TasksModule, BillingModule],
  providers: [
    featureProvider(remindersFeature),
    { provide: MESSAGING_PROVIDER, inject: [APP_CONFIG], useFactory: messagingProvider },
    Recipients,
    DueRemindersJob,
    NudgeCallsJob,
    TrialEndingMessagesJob,
  ],
  // The assistant replies through the same port.
  exports: [MESSAGING_PROVIDER, Recipients],
})
export class RemindersModule {}
