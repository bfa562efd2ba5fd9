/** What other features may use of the assistant: the module, and its message counts for the analytics. */
export { AssistantModule } from './assistant.module';
export { type MessagesOnDay, MessageDaysReader } from './read-models/message-days.reader';
export type { FirstMessageCounted } from './domain/conversation.events';
