import { maskPersonalData } from './mask-personal-data';
import { summariseEvent } from './event-summary';

describe('maskPersonalData', () => {
  it('shows every sealed string as "encrypted", however deep, and leaves the rest', () => {
    expect(
      maskPersonalData({ userId: 'u1', phone: 'enc:v1:abc', nested: { list: ['enc:v1:x', 'plain', 3, null] }, status: 'open' }),
    ).toEqual({ userId: 'u1', phone: 'encrypted', nested: { list: ['encrypted', 'plain', 3, null] }, status: 'open' });
  });
});

describe('summariseEvent', () => {
  it('reads known types as a sentence', () => {
    expect(
      summariseEvent({
        type: 'account.status_changed',
        data: { userId: 'u', from: 'open', to: 'closed', reason: 'Paid by bank transfer' },
      }),
    ).toBe('Status open → closed: Paid by bank transfer');
    expect(
      summariseEvent({ type: 'account.registered', data: { userId: 'u', phone: 'enc:v1:zz', phoneHash: 'h', status: 'open', via: 'otp' } }),
    ).toBe('Account registered (otp) with status open; phone encrypted');
  });

  it('lists the fields of other types without ids and with personal data masked', () => {
    expect(
      summariseEvent({ type: 'journal.entry_saved', data: { userId: 'u', entryId: 'e', date: '2025-01-02', content: 'enc:v1:qq' } }),
    ).toBe('date: 2025-01-02, content: encrypted');
  });

  it('keeps a long line short', () => {
    expect(summariseEvent({ type: 'x.y', data: { note: 'n'.repeat(500) } })).toHaveLength(200);
  });
});
