import { type DeclaredLine, summariseEvent } from './event-summary';

const declared: DeclaredLine = (type, data) => (type === 'account.name_set' ? `Name set (${String(data.name)})` : null);

describe('summariseEvent', () => {
  it('uses the line the feature declares, with sealed fields masked before it sees them', () => {
    expect(summariseEvent({ type: 'account.name_set', data: { userId: 'u', name: 'enc:v1:zz' } }, declared)).toBe('Name set (encrypted)');
  });

  it('lists the fields of other types without ids and with personal data masked', () => {
    expect(
      summariseEvent(
        { type: 'journal.entry_saved', data: { userId: 'u', entryId: 'e', date: '2025-01-02', content: 'enc:v1:qq' } },
        declared,
      ),
    ).toBe('date: 2025-01-02, content: encrypted');
  });

  it('keeps a long line short', () => {
    expect(summariseEvent({ type: 'x.y', data: { note: 'n'.repeat(500) } }, declared)).toHaveLength(200);
  });
});
