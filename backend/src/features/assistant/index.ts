/** What other features may use of the assistant: the module, its message counts for the analytics, and the conversation's pending question. */
export { AssistantModule } from './assistant.module';
export { type MessagesOnDay, MessageDaysReader } from './read-models/message-days.reader';
export type { FirstMessageCounted } from './domain/conversation.events';
export { ConversationStateStore } from './commands/conversation-state';
export type { PendingQuestionRecord } from './domain/pending-question';
