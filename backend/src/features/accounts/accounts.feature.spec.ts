import { accountsFeature } from './accounts.feature';

const line = (type: string, data: Record<string, unknown>) => accountsFeature.events[type]?.summary?.(data);

describe('the accounts feature’s history lines', () => {
  it('reads account events as a sentence, and no personal data in them', () => {
    expect(line('account.status_changed', { userId: 'u', from: 'open', to: 'closed', reason: 'Paid by bank transfer' })).toBe(
      'Status free → Premium · Paid by bank transfer',
    );
    expect(line('account.registered', { userId: 'u', phone: 'encrypted', phoneHash: 'h', status: 'open', via: 'otp' })).toBe(
      'Account created · free',
    );
  });
});
