import { inViewOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** Two changes of the task in view in one message. Read on Wednesday 11 November 2026, 15:00 London. Wordings are our own. */
const moved = (date: string | null, time: string | null) => ({ kind: 'reschedule', task: { by: 'context' }, date, time });
const renamed = (title: string) => ({ kind: 'rename', task: { by: 'context' }, title });

describe('a new time and a new name for the task in view, joined by "and"', () => {
  const VIEW = inViewOf('Invoices', '2026-11-12T10:00:00.000Z');

  it.each([
    ['move it to monday and call it invoice run', [moved('2026-11-16', null), renamed('Invoice run')]],
    ['push it to 4pm and rename it to ring the bank', [moved(null, '16:00'), renamed('Ring the bank')]],
    ['rename it quarterly invoices and move to friday', [renamed('Quarterly invoices'), moved('2026-11-13', null)]],
  ])('given %p -> both changes', (text, changes) => {
    expect(read(text, VIEW)).toEqual(changes);
  });

  it('a second half that is a new job is that job, never a name', () => {
    expect(read('move it to friday and call Jo', VIEW)).toEqual([
      moved('2026-11-13', null),
      { kind: 'add_task', title: 'Call Jo', due: null, important: false, repeat: null },
    ]);
  });
});
