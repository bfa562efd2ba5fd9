import { composeReply, HELP_TEXT, type IntentResult, replyActions } from './replies';

const clock = { now: new Date('2025-06-02T09:00:00Z'), timeZone: 'Europe/London' };
const added: IntentResult = { kind: 'added', title: 'Buy stamps', due: null, important: false };
const listed: IntentResult = {
  kind: 'listed',
  view: 'next',
  tasks: [
    { title: 'Call the bank', due: null, important: false },
    { title: 'Pay rent', due: null, important: true },
  ],
};

describe('composeReply', () => {
  it('asks a phone to reply UNDO or DONE and a number', () => {
    expect(composeReply([added], clock)).toBe('Added: Buy stamps. Reply UNDO to remove it.');
    expect(composeReply([listed], clock, 'phone').split('\n')).toEqual([
      "What's next:",
      '1. Call the bank',
      '2. Pay rent (important)',
      'Reply DONE and a number when one is finished.',
    ]);
  });

  it('leaves those words out on the web, where they are buttons', () => {
    expect(composeReply([added], clock, 'web')).toBe('Added: Buy stamps.');
    expect(composeReply([listed], clock, 'web').split('\n')).toEqual(["What's next:", '1. Call the bank', '2. Pay rent (important)']);
  });
});

describe('replyActions', () => {
  it('offers Undo for a change and Done for each numbered task', () => {
    expect(replyActions([added])).toEqual([{ kind: 'undo' }]);
    expect(replyActions([listed])).toEqual([
      { kind: 'done', number: 1, title: 'Call the bank' },
      { kind: 'done', number: 2, title: 'Pay rent' },
    ]);
    // A which-one question is answered with the number itself, so it offers no Done buttons.
    expect(replyActions([{ kind: 'ambiguous', words: 'call', tasks: [{ title: 'Call the bank' }] }])).toEqual([]);
  });

  it('offers nothing for an answer that changed nothing', () => {
    expect(replyActions([{ kind: 'help' }])).toEqual([]);
    expect(replyActions([{ kind: 'nothing_to_undo' }])).toEqual([]);
  });
});

const marchClock = { now: new Date('2026-03-10T12:00:00Z'), timeZone: 'Europe/London' };

describe('composeReply for the answers and corrections', () => {
  it('names the day a day view lists, and says when nothing is due then', () => {
    const tasks = [{ title: 'Pitch', due: '2026-03-13T09:00:00Z', important: false }];
    expect(composeReply([{ kind: 'listed', view: 'day', day: '2026-03-13', tasks }], marchClock)).toBe(
      'On Friday, March 13:\n1. Pitch, Friday, March 13, 09:00\nReply DONE and a number when one is finished.',
    );
    expect(composeReply([{ kind: 'listed', view: 'day', day: '2026-03-14', tasks: [] }], marchClock)).toBe(
      'Nothing due on Saturday, March 14.',
    );
  });

  it('words what to drop differently from what to focus on, with a reason per task', () => {
    const tasks = [{ title: 'Invoice', due: '2026-03-09T09:00:00Z', important: false, reason: 'overdue' as const }];
    expect(composeReply([{ kind: 'prioritised', scope: 'drop', tasks, rest: 4 }], marchClock)).toBe(
      'Keep these three; the rest can wait:\n1. Invoice, yesterday 09:00 (overdue)\nReply MOVE REST to move the other 4 to tomorrow.',
    );
  });

  it('says a snooze to an earlier time changed nothing, and small talk never gets the help text', () => {
    expect(
      composeReply([{ kind: 'snooze_earlier', title: 'Report', due: '2026-03-11T09:00:00Z', until: '2026-03-10T13:00:00Z' }], marchClock),
    ).toMatch(/^Report is due tomorrow 09:00, after today 13:00; a snooze only moves a task later, so nothing changed\./);
    for (const what of ['greeting', 'thanks', 'feeling', 'overwhelmed', 'reflection', 'goodbye', 'acknowledgement'] as const) {
      expect(composeReply([{ kind: 'small_talk', what, top: [] }], marchClock)).not.toContain(HELP_TEXT);
    }
    expect(composeReply([{ kind: 'question' }], marchClock)).not.toContain(HELP_TEXT);
  });
});
