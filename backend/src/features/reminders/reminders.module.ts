import { Logger, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { CalendarModule } from '../calendar';
import { CallsModule } from '../calls';
import { ProfileModule } from '../profile';
import { TasksModule } from '../tasks';
import { DueRemindersJob } from './jobs/due-reminders.job';
import { NudgeCallsJob } from './jobs/nudge-calls.job';
import { LocalMessagingProvider } from './messaging/local-messaging-provider';
import { MESSAGING_PROVIDER, type MessagingProvider } from './messaging/messaging-provider.port';
import { TwilioMessagingProvider } from './messaging/twilio-messaging-provider';
import { Clock } from './scheduling/clock';
import { JobLeaseService } from './scheduling/job-lease.service';
import { featureProvider } from '../../platform/features/feature-declaration';
import { remindersFeature } from './reminders.feature';

function messagingProvider(config: AppConfig): MessagingProvider {
  const { accountSid, authToken, from } = config.twilio;
  if (accountSid && authToken && from) return new TwilioMessagingProvider(accountSid, authToken, from);
  if (accountSid && authToken) new Logger('Messaging').warn('TWILIO_FROM is not set: reminders are logged, not sent');
  return new LocalMessagingProvider();
}

/** Scheduled work: due-task reminders and proactive nudge calls, each job owned by one instance at a time. */
@Module({
  imports: [ScheduleModule.forRoot(), ProfileModule, CalendarModule, CallsModule, TasksModule],
  providers: [
    featureProvider(remindersFeature),
    Clock,
    JobLeaseService,
    { provide: MESSAGING_PROVIDER, inject: [APP_CONFIG], useFactory: messagingProvider },
    DueRemindersJob,
    NudgeCallsJob,
  ],
})
export class RemindersModule {}
