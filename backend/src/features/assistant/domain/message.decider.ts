import type { Decider } from '../../../platform/commands/decider';
import type { FirstMessageCounted, LimitReached, MessageEvent, MessageReceived, MessageUnderstood, ReplySent } from './conversation.events';

export interface MessageState {
  received: boolean;
  concluded: boolean;
}

export type MessageCommand =
  | { do: 'receive'; message: MessageReceived['data'] }
  | {
      do: 'conclude';
      understood: MessageUnderstood['data'] | null;
      limit: LimitReached['data'] | null;
      reply: ReplySent['data'];
    };

const initialState = (): MessageState => ({ received: false, concluded: false });

function evolve(state: MessageState, event: MessageEvent): MessageState {
  switch (event.type) {
    case 'assistant.message_received':
      return { ...state, received: true };
    case 'assistant.message_understood':
    case 'assistant.limit_reached':
      return state;
    case 'assistant.reply_sent':
      return { ...state, concluded: true };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/**
 * A message is received once (a provider's retry decides nothing) and answered once: the reply
 * and what was understood are appended together, so a message never has half an outcome.
 */
function decide(command: MessageCommand, state: MessageState): MessageEvent[] {
  switch (command.do) {
    case 'receive':
      return state.received ? [] : [{ type: 'assistant.message_received', data: command.message }];
    case 'conclude': {
      if (!state.received || state.concluded) return [];
      const events: MessageEvent[] = [];
      if (command.understood) events.push({ type: 'assistant.message_understood', data: command.understood });
      if (command.limit) events.push({ type: 'assistant.limit_reached', data: command.limit });
      events.push({ type: 'assistant.reply_sent', data: command.reply });
      return events;
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const messageDecider: Decider<MessageState, MessageCommand, MessageEvent> = { initialState, evolve, decide };

/** A stranger's number is counted once, however many times it writes before signing up. */
export const firstMessageDecider: Decider<{ counted: boolean }, FirstMessageCounted['data'], FirstMessageCounted> = {
  initialState: () => ({ counted: false }),
  evolve: () => ({ counted: true }),
  decide: (command, state) => (state.counted ? [] : [{ type: 'assistant.first_message_counted', data: command }]),
};
