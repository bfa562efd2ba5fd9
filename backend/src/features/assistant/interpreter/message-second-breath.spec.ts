import type { ConversationState, Intent } from './intent';
import { NOTHING, readAt } from './testing/read-at';

/**
 * What people add in a second breath: when to do the job just said ("…, do it by friday"), a reason
 * after the new time, a moment taken back with "not" or "..", a reminder asked for "again", a
 * Caribbean, Nigerian or Scots word for the asking. Read at Wednesday 11 November 2026, 15:00 in
 * London (10:00 in New York); wordings are our own.
 */
const listed = (...titles: string[]): ConversationState => ({ ...NOTHING, listed: titles });
const reminded = (title: string): ConversationState => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due: null },
  listed: [],
});
const task = (title: string, due: string | null): Intent[] => [{ kind: 'add_task', title, due, important: false, repeat: null }];
const moved = (words: string, date: string | null, time: string | null): Intent[] => [
  { kind: 'reschedule', task: { by: 'words', words }, date, time },
];
const snoozedFor = (words: string, minutes: number): Intent[] => [{ kind: 'snooze', task: { by: 'words', words }, until: null, minutes }];
const snoozedTill = (words: string, until: string): Intent[] => [{ kind: 'snooze', task: { by: 'words', words }, until, minutes: null }];

describe('when to do the job, said after it about "it"', () => {
  it.each<[string, Intent[]]>([
    ['book the marquee, do it by friday', task('Book the marquee', '2026-11-13T12:00:00.000Z')],
    ['ring the glazier - needs doing by tomorrow 4pm', task('Ring the glazier', '2026-11-12T16:00:00.000Z')],
    ['send the Doyle quote, get it done before the weekend', task('Send the Doyle quote', '2026-11-13T12:00:00.000Z')],
  ])('given %p -> %j', (text, expected) => expect(readAt(text)).toEqual(expected));
});

describe('a named task put off or moved, said another way', () => {
  it.each<[string, Intent[]]>([
    ['put off the Walsh invoice chase by 3 days', snoozedFor('walsh invoice chase', 4320)],
    ['remind me about the boiler quote again in 2 hours instead', snoozedFor('boiler quote', 120)],
    ['remind me about the skip hire again tomorrow', snoozedTill('skip hire', '2026-11-12T12:00:00.000Z')],
    ['beg yuh snooze di oxtail order till tonight 8', snoozedTill('di oxtail order', '2026-11-11T20:00:00.000Z')],
    ['move the van service to monday 9am not tuesday', moved('van service', '2026-11-16', '09:00')],
    ['shift the tasting to sat morning 10ish not fri', moved('tasting', '2026-11-14', '10:00')],
    ['bump the rooftop shoot to sunday 8am for the sunrise', moved('rooftop shoot', '2026-11-15', '08:00')],
  ])('given %p -> %j', (text, expected) => expect(readAt(text)).toEqual(expected));

  it('reads a Nigerian "don shift" as news of a move, and asks which task', () => {
    expect(readAt('Bisi don shift her braids appointment to saturday 11')[0].kind).toBe('unclear');
  });
});

describe('a moment taken back in the same breath', () => {
  it('keeps the moment said after ".. no wait"', () =>
    expect(readAt('snooze till 5.. no wait 6', reminded('Ring the scaffolder'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-11T18:00:00.000Z', minutes: null },
    ]));

  it('keeps the moment said after "no actually"', () =>
    expect(readAt('collect the keys from the agent at 4 no actually 5')).toEqual(
      task('Collect the keys from the agent', '2026-11-11T17:00:00.000Z'),
    ));

  it('leaves "in 2 hours time" a snooze, and the remark after it only a remark', () =>
    expect(readAt('abeg remind me in 2 hours time, customer dey here', reminded('Order the hair'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: null, minutes: 120 },
    ]));
});

describe('regional words for letting items go', () => {
  const list = listed('Chase the brewery', 'Print the quiz sheets', 'Order glasses', 'Fix the till');
  it.each<[string, Intent[]]>([
    ['get rid o 1 an 3', [1, 3].map((number): Intent => ({ kind: 'remove', task: { by: 'number', number } }))],
    ['tek off 4, di till fix already', [{ kind: 'remove', task: { by: 'number', number: 4 } }]],
  ])('given %p -> %j', (text, expected) => expect(readAt(text, list)).toEqual(expected));
});

describe('words that are not a decision', () => {
  it('reads "evening, or afternoon, whatever it is" as a hello', () =>
    expect(readAt('evening daily, or afternoon, whatever it is')).toEqual([{ kind: 'small_talk', what: 'greeting' }]));

  it('still keeps "the DJ it is" as a decision', () => expect(readAt('the caterer it is')[0].kind).toBe('decision'));
});

describe('talk in the words of home', () => {
  it.each<[string, string]>([
    ['mawnin boss, yuh good?', 'greeting'],
    ['oh hey', 'greeting'],
    ['morning!! well, afternoon now haha', 'greeting'],
    ['big up yuhself, respect', 'thanks'],
    ['tanks fi di help, yuh too good', 'thanks'],
    ['nice one bro appreciate it', 'thanks'],
    ['muchas gracias por el reminder', 'thanks'],
    ['lowkey spiraling, too many orders too few hands', 'overwhelmed'],
    ['stress stress stress, audit next week', 'overwhelmed'],
  ])('given %p -> %s', (text, what) => expect(readAt(text)).toEqual([{ kind: 'small_talk', what }]));

  it('still reads "respect the deadline" as a job', () => expect(readAt('respect the deadline')[0].kind).toBe('add_task'));
});

describe('a decision asked back in the words of home', () => {
  it.each<[string, string]>([
    ['wah mi did decide bout di oven hire', 'di oven hire'],
    ['whit did a decide aboot the christmas menu', 'christmas menu'],
    ['yo what did i say bout the deposit minimum', 'deposit minimum'],
    ['please what I decided about the van lease?', 'van lease'],
  ])('given %p -> recalled by %p', (text, words) => expect(readAt(text)).toEqual([{ kind: 'recall_decision', words }]));
});

describe('the list ticked or let go of in one breath', () => {
  const list = listed('Pay the tiler', 'Order grout', 'Ring the skip firm');
  const ticked = (...numbers: number[]): Intent[] => numbers.map((number) => ({ kind: 'complete', task: { by: 'number', number } }));
  it.each<[string, Intent[]]>([
    ['all done mate', ticked(1, 2, 3)],
    ['everything sorted', ticked(1, 2, 3)],
    ['1 done, 3 too', ticked(1, 3)],
    ['2 done. 3 também', ticked(2, 3)],
  ])('given %p -> %j', (text, expected) => expect(readAt(text, list)).toEqual(expected));

  it('asks which task "all done" means with no list sent', () => expect(readAt('all done')[0].kind).toBe('unclear'));

  it('lets go of two tasks pointed at as "the … one" and "the one about …"', () =>
    expect(readAt('delete the grout one and the one about the skip, landlord sorted both')).toEqual([
      { kind: 'remove', task: { by: 'words', words: 'grout' } },
      { kind: 'remove', task: { by: 'words', words: 'skip' } },
    ]));

  it('keeps "delete the fish and chips order" one task', () =>
    expect(readAt('delete the fish and chips order')).toEqual([{ kind: 'remove', task: { by: 'words', words: 'fish and chips order' } }]));
});

describe('answers in other words', () => {
  const which: ConversationState = { ...NOTHING, pending: { about: 'which_task', options: ['Pay Ana', 'Pay the rent', 'Pay the gas'] } };
  it.each<[string, number]>([
    ['o segundo', 2],
    ['la primera', 1],
    ['el último', 3],
  ])('given %p -> pick %d', (text, pick) => expect(readAt(text, which)).toEqual([expect.objectContaining({ kind: 'answer', pick })]));

  it('takes the option said last after "so def"', () => {
    const choice: ConversationState = {
      ...NOTHING,
      pending: { about: 'dilemma_choice', question: 'Hiscox or the cheaper broker', options: ['Hiscox', 'cheaper broker'] },
    };
    expect(readAt('the cheap broker never rang back so def Hiscox', choice)).toEqual([
      expect.objectContaining({ kind: 'answer', pick: 1 }),
    ]);
  });

  it('reads "ya, listo" to a reminder as done', () =>
    expect(readAt('ya, listo', reminded('Call the printer'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]));
});

describe('the time said in a second breath, in any English', () => {
  it.each<[string, Intent[]]>([
    ['ring the bank tomorrow, set it for 9 in the morning', task('Ring the bank', '2026-11-12T09:00:00.000Z')],
    ['mind me tae phone the cellar man the morn at 10', task('Phone the cellar man', '2026-11-12T10:00:00.000Z')],
    ['mi need fi collect di urns tomorrow before 11', task('Collect di urns', '2026-11-12T11:00:00.000Z')],
  ])('given %p -> %j', (text, expected) => expect(readAt(text)).toEqual(expected));

  it('reads "every tuesday …, set it fi 9 inna di mawnin" as a weekly job at 9', () =>
    expect(readAt('every tuesday mi haffi order plantain from di market, set it fi 9 inna di mawnin')).toEqual([
      {
        kind: 'add_task',
        title: 'Order plantain from di market',
        due: '2026-11-17T09:00:00.000Z',
        important: false,
        repeat: { every: 'week', interval: 1 },
      },
    ]));

  it('reads "every monday … at 7 in the evening" at 7pm', () =>
    expect(readAt('every monday put the bins out at 7 in the evening')[0]).toMatchObject({ due: '2026-11-16T19:00:00.000Z' }));

  it('asks the journal, and ticks nothing, with the task of the same words in view', () =>
    expect(readAt('what did i say about the lease', { ...NOTHING, current: { title: 'Email Priya re the lease', due: null } })).toEqual([
      { kind: 'recall_decision', words: 'lease' },
    ]));
});
