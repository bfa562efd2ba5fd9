import type { Decider } from '../../../platform/commands/decider';
import type { ConversationStateEvent, QuestionAsked } from './conversation.events';

export interface ConversationStateStreamState {
  pending: boolean;
}

export type ConversationStateCommand = { do: 'ask'; question: QuestionAsked['data'] } | { do: 'clear'; userId: string };

function evolve(state: ConversationStateStreamState, event: ConversationStateEvent): ConversationStateStreamState {
  switch (event.type) {
    case 'assistant.question_asked':
      return { pending: true };
    case 'assistant.question_cleared':
      return { pending: false };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** A new question replaces the one pending; clearing when nothing is pending records nothing. */
function decide(command: ConversationStateCommand, state: ConversationStateStreamState): ConversationStateEvent[] {
  switch (command.do) {
    case 'ask':
      return [{ type: 'assistant.question_asked', data: command.question }];
    case 'clear':
      return state.pending ? [{ type: 'assistant.question_cleared', data: { userId: command.userId } }] : [];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const conversationStateDecider: Decider<ConversationStateStreamState, ConversationStateCommand, ConversationStateEvent> = {
  initialState: () => ({ pending: false }),
  evolve,
  decide,
};
