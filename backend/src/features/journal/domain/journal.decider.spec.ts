import { journalDayDecider, type JournalCommand } from './journal.decider';
import type { JournalEvent } from './journal.events';

const sealed = 'enc:v1:AAAA';
const saved: JournalEvent = { type: 'journal.entry_saved', data: { userId: 'u1', date: '2025-01-05', content: sealed } };

function given(history: JournalEvent[]) {
  const state = history.reduce(journalDayDecider.evolve, journalDayDecider.initialState());
  return {
    when: (command: JournalCommand) => ({
      then: (expected: JournalEvent[]) => expect(journalDayDecider.decide(command, state)).toEqual(expected),
      thenThrows: (message: string) => expect(() => journalDayDecider.decide(command, state)).toThrow(message),
    }),
  };
}

describe('journal day decider', () => {
  it('saves the first entry of a day', () => {
    given([]).when({ kind: 'save', userId: 'u1', date: '2025-01-05', content: sealed }).then([saved]);
  });

  it('saves again when the entry is edited, even with the same sealed text', () => {
    given([saved]).when({ kind: 'save', userId: 'u1', date: '2025-01-05', content: sealed }).then([saved]);
  });

  it('never lets plaintext into the log', () => {
    given([]).when({ kind: 'save', userId: 'u1', date: '2025-01-05', content: 'Dear diary' }).thenThrows('must be encrypted');
  });

  it('appends a line whatever the day holds, sealed only', () => {
    const line: JournalEvent = { type: 'journal.line_appended', data: { userId: 'u1', date: '2025-01-05', line: sealed } };
    given([saved, line]).when({ kind: 'append_line', userId: 'u1', date: '2025-01-05', line: sealed }).then([line]);
    given([]).when({ kind: 'append_line', userId: 'u1', date: '2025-01-05', line: '09:00 hired a VA' }).thenThrows('must be encrypted');
  });

  it('counts the saves of the day', () => {
    expect([saved, saved].reduce(journalDayDecider.evolve, journalDayDecider.initialState())).toEqual({ saves: 2 });
  });
});
