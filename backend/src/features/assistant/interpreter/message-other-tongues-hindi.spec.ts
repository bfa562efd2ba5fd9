import type { ConversationState } from './intent';
import { inViewOf, reminderOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** Hindi and Urdu words in English messages, "need" without "to", and "bet," before an ask. Wordings are our own. */

describe('Hindi and Urdu words', () => {
  it('"abhi nahi, 3 ghante baad" puts the reminder off three hours', () => {
    expect(read('abhi nahi, 3 ghante baad', reminderOf('Call Sana ki ammi'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: null, minutes: 180 },
    ]);
  });

  it('"kal karunga" to a reminder is tomorrow', () => {
    expect(read('kal karunga inshallah', reminderOf('Mark the Urdu papers'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-12T12:00:00.000Z', minutes: null },
    ]);
  });

  it('"har jumma ko 5 baje" repeats every Friday at 5', () => {
    expect(read('har jumma ko 5 baje Arabic class for the boys')).toEqual([
      {
        kind: 'add_task',
        title: 'Arabic class for the boys',
        due: '2026-11-13T17:00:00.000Z',
        important: false,
        repeat: { every: 'week', interval: 1 },
      },
    ]);
  });

  it('"isko hata do" beside why removes the task in view', () => {
    expect(read('isko hata do, the Malik family moved away', inViewOf('Online maths with the Malik kids'))).toEqual([
      { kind: 'remove', task: { by: 'context' } },
    ]);
  });

  it('"naam badal do:" renames the task in view', () => {
    expect(read('naam badal do: Quran + Arabic class', inViewOf('Quran class'))).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Quran + Arabic class' },
    ]);
  });

  it('"dusra wala" picks the second of two', () => {
    const which: ConversationState = { pending: { about: 'which_task', options: ['Call Sana', 'Call Imran'] }, current: null, listed: [] };
    expect(read('dusra wala', which)).toEqual([expect.objectContaining({ kind: 'answer', pick: 2 })]);
  });
});

describe('an ask said a little differently', () => {
  it('"need buy" is a job to buy', () => {
    expect(read('need buy more printer ink')).toEqual([
      { kind: 'add_task', title: 'Buy more printer ink', due: null, important: false, repeat: null },
    ]);
  });

  it('"bet," before an ask is passed over', () => {
    expect(read('bet, remind me to email the Kims at 3', undefined, 'America/New_York')).toEqual([
      { kind: 'add_task', title: 'Email the Kims', due: '2026-11-11T20:00:00.000Z', important: false, repeat: null },
    ]);
  });
});
