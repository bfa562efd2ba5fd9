import { Module } from '@nestjs/common';
import { featureProvider } from '../../platform/features/feature-declaration';
import { BillingModule } from '../billing';
import { CalendarModule } from '../calendar';
import { CallsModule } from '../calls';
import { CheckInsModule } from '../check-ins';
import { DecisionsModule } from '../decisions';
import { JournalModule } from '../journal';
import { ProfileModule } from '../profile';
import { RemindersModule } from '../reminders';
import { SchedulingModule } from '../../platform/scheduling/scheduling.module';
import { TasksModule } from '../tasks';
import { assistantFeature } from './assistant.feature';
import { AssistantMemoryGatherer } from './commands/assistant-memory';
import { ChangeUndoer } from './commands/change-undoer';
import { KeptMessages } from './commands/kept-messages';
import { TaskActions } from './commands/task-actions';
import { ConversationStateStore } from './commands/conversation-state';
import { HandleMessageHandler } from './commands/handle-message.command';
import { IntentExecutor } from './commands/intent-executor';
import { ReceiveInboundHandler } from './commands/receive-inbound.command';
import { RecordInboundHandler } from './commands/record-inbound.command';
import { InboundQueue } from './delivery/inbound-queue';
import { ReplySender } from './delivery/reply-sender';
import { AssistantHttpController } from './http/assistant.http.controller';
import { ConsoleConversationHttpController } from './http/console-conversation.http.controller';
import { TwilioInboundHttpController } from './http/twilio-inbound.http.controller';
import { TwilioSignatureGuard } from './http/twilio-signature.guard';
import { assistantInterpreterProviders } from './assistant-interpreter.providers';
import { DecisionReviewsJob } from './jobs/decision-reviews.job';
import { EscalationCallsJob } from './jobs/escalation-calls.job';
import { InboundRecoveryJob } from './jobs/inbound-recovery.job';
import { FollowUpsJob } from './jobs/follow-ups.job';
import { MorningPlanJob } from './jobs/morning-plan.job';
import { DecisionPartner } from './flows/decision-partner';
import { TwilioMediaFetcher } from './twilio-inbound/twilio-media-fetcher';
import { ConsoleConversationHandler } from './queries/console-conversation.query';
import { ListConversationHandler } from './queries/list-conversation.query';
import { ConversationProjection } from './read-models/conversation.projection';
import { InboundWorkProjection } from './read-models/inbound-work.projection';
import { MessageDaysReader } from './read-models/message-days.reader';

/**
 * The assistant: a message in (the dashboard's box, WhatsApp, SMS, a voice note), tasks, journal
 * lines and settings changed through their own features' commands, and one reply that says what
 * changed.
 */
@Module({
  imports: [
    CalendarModule,
    CheckInsModule,
    DecisionsModule,
    TasksModule,
    JournalModule,
    ProfileModule,
    RemindersModule,
    SchedulingModule,
    CallsModule,
    BillingModule,
  ],
  controllers: [AssistantHttpController, TwilioInboundHttpController, ConsoleConversationHttpController],
  providers: [
    featureProvider(assistantFeature),
    ...assistantInterpreterProviders,
    ConversationProjection,
    ConversationStateStore,
    IntentExecutor,
    ChangeUndoer,
    TaskActions,
    KeptMessages,
    DecisionPartner,
    DecisionReviewsJob,
    MorningPlanJob,
    FollowUpsJob,
    AssistantMemoryGatherer,
    HandleMessageHandler,
    ReceiveInboundHandler,
    RecordInboundHandler,
    ReplySender,
    InboundRecoveryJob,
    InboundWorkProjection,
    ListConversationHandler,
    ConsoleConversationHandler,
    TwilioSignatureGuard,
    TwilioMediaFetcher,
    InboundQueue,
    EscalationCallsJob,
    MessageDaysReader,
  ],
  exports: [MessageDaysReader, ConversationStateStore],
})
export class AssistantModule {}
