import { composeReply, HELP_TEXT } from './replies';

const clock = { now: new Date('2026-03-10T12:00:00Z'), timeZone: 'Europe/London' };

describe('composeReply for the answers and corrections', () => {
  it('names the day a day view lists, and says when nothing is due then', () => {
    const tasks = [{ title: 'Pitch', due: '2026-03-13T09:00:00Z', important: false }];
    expect(composeReply([{ kind: 'listed', view: 'day', day: '2026-03-13', tasks }], clock)).toBe(
      'On Friday, March 13:\n1. Pitch, Friday, March 13, 09:00\nReply DONE and a number when one is finished.',
    );
    expect(composeReply([{ kind: 'listed', view: 'day', day: '2026-03-14', tasks: [] }], clock)).toBe('Nothing due on Saturday, March 14.');
  });

  it('words what to drop differently from what to focus on, with a reason per task', () => {
    const tasks = [{ title: 'Invoice', due: '2026-03-09T09:00:00Z', important: false, reason: 'overdue' as const }];
    expect(composeReply([{ kind: 'prioritised', scope: 'drop', tasks, rest: 4 }], clock)).toBe(
      'Keep these three; the rest can wait:\n1. Invoice, yesterday 09:00 (overdue)\nReply MOVE REST to move the other 4 to tomorrow.',
    );
  });

  it('says a snooze to an earlier time changed nothing, and small talk never gets the help text', () => {
    expect(
      composeReply([{ kind: 'snooze_earlier', title: 'Report', due: '2026-03-11T09:00:00Z', until: '2026-03-10T13:00:00Z' }], clock),
    ).toMatch(/^Report is due tomorrow 09:00, after today 13:00; a snooze only moves a task later, so nothing changed\./);
    for (const what of ['greeting', 'thanks', 'feeling', 'overwhelmed', 'reflection', 'goodbye', 'acknowledgement'] as const) {
      expect(composeReply([{ kind: 'small_talk', what, top: [] }], clock)).not.toContain(HELP_TEXT);
    }
    expect(composeReply([{ kind: 'question' }], clock)).not.toContain(HELP_TEXT);
  });
});
