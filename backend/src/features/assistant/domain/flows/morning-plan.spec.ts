import { firstFreeSlot, morningPlanText } from './morning-plan';

const at = (iso: string) => new Date(iso);

describe('the morning plan', () => {
  it('lists the top three with one reason each', () => {
    expect(
      morningPlanText(
        [
          { title: 'Send the invoice', reason: 'overdue' },
          { title: 'Call the bank', reason: 'due_today' },
          { title: 'Draft the pitch', reason: 'important' },
        ],
        undefined,
        'Europe/London',
      ),
    ).toBe(
      "Good morning. Today's top three:\n1. Send the invoice (overdue)\n2. Call the bank (due today)\n3. Draft the pitch (important)\n" +
        'Tell me when one is done, or what to move.',
    );
  });

  it('adds the first free slot in the person’s zone when a calendar is connected', () => {
    const text = morningPlanText(
      [{ title: 'Call the bank', reason: 'due_today' }],
      { from: at('2026-12-03T15:00:00Z'), to: at('2026-12-03T16:00:00Z') },
      'America/New_York',
    );
    expect(text).toContain('First free slot: 10:00–11:00.');
  });

  it('says a clear day is a clear day', () => {
    expect(morningPlanText([], undefined, 'Europe/London')).toMatch(/^Good morning\. Nothing is due today/);
  });

  it('finds the first gap of half an hour between busy slots', () => {
    const busy = [
      { from: '2026-12-03T09:00:00Z', to: '2026-12-03T10:00:00Z' },
      { from: '2026-12-03T10:15:00Z', to: '2026-12-03T11:00:00Z' },
    ];
    expect(firstFreeSlot(busy, at('2026-12-03T09:00:00Z'), at('2026-12-03T18:00:00Z'))).toEqual({
      from: at('2026-12-03T11:00:00Z'),
      to: at('2026-12-03T18:00:00Z'),
    });
    expect(firstFreeSlot(busy, at('2026-12-03T08:00:00Z'), at('2026-12-03T18:00:00Z'))).toEqual({
      from: at('2026-12-03T08:00:00Z'),
      to: at('2026-12-03T09:00:00Z'),
    });
    expect(
      firstFreeSlot([{ from: '2026-12-03T08:00:00Z', to: '2026-12-03T18:00:00Z' }], at('2026-12-03T09:00:00Z'), at('2026-12-03T18:00:00Z')),
    ).toBeNull();
  });
});
