import { historyKind } from './history-kind';

describe('historyKind', () => {
  it('sorts an event into the kind an operator filters by, from its type’s prefix', () => {
    expect(historyKind('task.created')).toBe('tasks');
    expect(historyKind('reminder.sent')).toBe('tasks');
    expect(historyKind('billing.subscription_cancelled')).toBe('billing');
    expect(historyKind('assistant.message_received')).toBe('messages');
    expect(historyKind('call.placed')).toBe('messages');
    expect(historyKind('account.registered')).toBe('account');
    expect(historyKind('auth.session_refreshed')).toBe('account');
    expect(historyKind('profile.context_added')).toBe('account');
    expect(historyKind('no-dot')).toBe('account');
  });
});
