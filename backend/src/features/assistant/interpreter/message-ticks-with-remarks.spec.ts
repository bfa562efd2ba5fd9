import { inViewOf, listOf, reminderOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** A tick with a remark beside it, and a tick asked for after the deed. Wordings are our own. */

const LIST = listOf('Register the kids for swim', 'Send the BOL to the broker', 'Renew the CDL card');
const tick = (number: number) => ({ kind: 'complete', task: { by: 'number', number } });
const THIS_ONE = { kind: 'complete', task: { by: 'context' } };

describe('an item ticked by its number, then a remark', () => {
  it.each([
    ['did #1, all 6 registered', 1],
    ['finished #2, got a 2 yr card', 2],
    ['paid #3, thank god', 3],
  ])('%s ticks the item and nothing else', (said, number) => {
    expect(read(said, LIST)).toEqual([tick(number)]);
  });

  it('a change said after the tick is still read', () => {
    expect(read('2 done, move 3 to friday', LIST)).toEqual([
      tick(2),
      { kind: 'reschedule', task: { by: 'number', number: 3 }, date: '2026-11-13', time: null },
    ]);
  });
});

describe('a tick asked for after the deed', () => {
  it('ticks the task in view', () => {
    expect(read('just placed the order, mark done', inViewOf('Order 200 amber jars'))).toEqual([THIS_ONE]);
    expect(read('actually just sent it, mark done', inViewOf('Send the SOW'))).toEqual([THIS_ONE]);
  });

  it('ticks the task just reminded of', () => {
    expect(read('I rang the egg man this morning so you can tick that off', reminderOf('Ring the egg man'))).toEqual([THIS_ONE]);
  });
});

describe('items of the list moved by their numbers', () => {
  const SHOOTS = listOf('Edit the Byrne wedding', 'Send the Kelly gallery', 'Back up the cards');
  const moved = (number: number, date: string) => ({ kind: 'reschedule', task: { by: 'number', number }, date, time: null });

  it('"2 and 3 to saturday" moves both', () => {
    expect(read('2 and 3 to saturday', SHOOTS)).toEqual([moved(2, '2026-11-14'), moved(3, '2026-11-14')]);
  });

  it('"do number 1 on monday instead" moves the one', () => {
    expect(read('do number 1 on monday instead', SHOOTS)).toEqual([moved(1, '2026-11-16')]);
  });

  it('"2 and 3 to the printers" names no time and moves nothing', () => {
    expect(read('2 and 3 to the printers', SHOOTS).map((intent) => intent.kind)).not.toContain('reschedule');
  });
});

describe('"which is due" before the day', () => {
  it('is no part of the title', () => {
    expect(read('also pay the council tax which is due friday')).toEqual([
      { kind: 'add_task', title: 'Pay the council tax', due: '2026-11-13T12:00:00.000Z', important: false, repeat: null },
    ]);
  });
});
