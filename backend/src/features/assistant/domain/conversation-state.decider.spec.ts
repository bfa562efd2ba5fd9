import { conversationStateDecider } from './conversation-state.decider';
import type { ConversationStateEvent } from './conversation.events';

const asked: ConversationStateEvent = {
  type: 'assistant.question_asked',
  data: { userId: 'u1', question: 'enc:v1:x', about: 'which_task' },
};

describe('conversationStateDecider', () => {
  const { decide, evolve, initialState } = conversationStateDecider;

  it('keeps a new question, replacing any pending, and clears only what is pending', () => {
    expect(decide({ do: 'clear', userId: 'u1' }, initialState())).toEqual([]);
    expect(decide({ do: 'ask', question: asked.data }, initialState())).toEqual([asked]);
    const pending = evolve(initialState(), asked);
    expect(decide({ do: 'ask', question: asked.data }, pending)).toEqual([asked]);
    const cleared = decide({ do: 'clear', userId: 'u1' }, pending);
    expect(cleared).toEqual([{ type: 'assistant.question_cleared', data: { userId: 'u1' } }]);
    expect(decide({ do: 'clear', userId: 'u1' }, cleared.reduce(evolve, pending))).toEqual([]);
  });
});
