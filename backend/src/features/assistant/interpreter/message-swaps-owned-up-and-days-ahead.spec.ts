import type { Intent } from './intent';
import { changesNothing, inView, listed, readAt, reminded } from './testing/read-at';

/**
 * A name set right by the right words and the wrong ones said as a fix; a job asked for a day or more
 * ahead of a day told; items ticked by number in other words; a decision among its reasons; a put-off
 * with why; the list asked for in Scots and shorthand; replies and remarks that only sound like a tick or a job.
 * Read at Wednesday 11 November 2026, 15:00 in London (10:00 in New York); wordings are our own.
 */
const NEW_YORK = 'America/New_York';
const renamedTo = (title: string): Intent[] => [{ kind: 'rename', task: { by: 'context' }, title }];
const added = (title: string, due: string): Intent[] => [{ kind: 'add_task', title, due, important: false, repeat: null }];

describe('the right words and the wrong ones, said as a fix of the task in view', () => {
  it.each([
    ['sorry 12 tins not 10', '10 tins of white from the trade counter', '12 tins of white from the trade counter'],
    ['sry its 42 not 24', 'Gas check at 24 Mill Lane', 'Gas check at 42 Mill Lane'],
    ['wrong. Ms Okafor not Ms Okoro', 'Ring Ms Okoro about the lease', 'Ring Ms Okafor about the lease'],
    ['its her wrist not her elbow', 'Follow up Mrs Hale re her elbow', 'Follow up Mrs Hale re her wrist'],
    ["naw, it's Byres Rd no Dumbarton Rd", 'Quote for the Dumbarton Rd flat', 'Quote for the Byres Rd flat'],
    ['no no, is Screwfix not Toolstation ok', 'Grab sealant from Toolstation', 'Grab sealant from Screwfix'],
    ['och no, the back bedroom, not the box room', 'Strip the box room', 'Strip the back bedroom'],
    ['not Priya, Preeti', 'Send Priya the rota', 'Send Preeti the rota'],
  ])('"%s" to "%s" renames it "%s"', (text, title, renamed) => expect(readAt(text, inView(title))).toEqual(renamedTo(renamed)));

  it.each([
    ['sorry, Jo is doing it not Sam', 'Sam to box the returns'],
    ['no, the boiler not fixed yet', 'Fix the boiler'],
    ['not Hana, she is off today', 'Ask Hana to cover'],
  ])('"%s" to "%s" names nobody new', (text, title) => expect(readAt(text, inView(title))[0]?.kind).not.toBe('rename'));

  it('"no" for "not" is read only when the title holds the words after it', () =>
    expect(readAt('its the van no the car', inView('Clean the shop floor'))[0]?.kind).not.toBe('rename'));

  it.each([
    ['its ok no rush', 'Rush order for the Kemps'],
    ['sorry screwfix no stock', 'Collect stock from Screwfix'],
    ['no Dave no answer', 'Ring Dave about the answer'],
    ['not the fence, too wet', 'Paint the fence'],
    ['not Sam, away', 'Ask Sam about keys'],
    ['not the school, the nursery rang', 'Ring the school'],
    ['not the boiler, the shower too', 'Fix the boiler'],
    ['is that the kitchen not the bathroom?', 'Tile the bathroom'],
  ])('"%s" to "%s" is no new name', (text, title) => expect(readAt(text, reminded(title))[0]?.kind).not.toBe('rename'));

  it('"no its the blue one not the red" names the thing, not "one"', () =>
    expect(readAt('no its the blue one not the red', inView('Order the red paint'))).toEqual(renamedTo('Order the blue paint')));
});

describe('a job asked for ahead of a day told', () => {
  it('"the audit is 24/11, remind me the day before to print the files" is due on the 23rd', () =>
    expect(readAt('the audit is 24/11, remind me the day before to print the files')).toEqual(
      added('Print the files', '2026-11-23T12:00:00.000Z'),
    ));

  it('the day may come with its hour, and in a sentence of its own', () =>
    expect(readAt('viewing with the Lins is 20/11 at 10. remind me the day before to book the cleaner')).toEqual(
      added('Book the cleaner', '2026-11-19T12:00:00.000Z'),
    ));

  it('two days ahead, in New York', () =>
    expect(readAt('the inspection is on monday, remind me 2 days before to clear the yard', undefined, NEW_YORK)).toEqual(
      added('Clear the yard', '2026-11-14T17:00:00.000Z'),
    ));
});

describe('items of a list ticked by number in other words', () => {
  const ticked = (...numbers: number[]): Intent[] => numbers.map((number) => ({ kind: 'complete', task: { by: 'number', number } }));
  it.each([
    ['1 done 3 done', [1, 3]],
    ['2 sorted 3 sorted', [2, 3]],
    ['took care of 2 and 3', [2, 3]],
    ['I handled 1 and 2', [1, 2]],
    ['1 and 3 finish', [1, 3]],
  ])('"%s" ticks %p', (text, numbers) =>
    expect(readAt(text, listed('Bleed the rads', 'Quote the Ainsworths', 'Collect the flue kit'))).toEqual(ticked(...numbers)),
  );
});

describe('replies and remarks that only sound like a tick or a job', () => {
  it.each(['rang, went to vm', 'called went to voicemail', 'tried him, straight to vm'])('"%s" to a reminder ticks nothing', (text) =>
    expect(readAt(text, reminded('Ring Mr Ellis about the leak'))).not.toContainEqual({ kind: 'complete', task: { by: 'context' } }),
  );

  it.each([
    ['left a vm', 'Leave a vm for Dr Patel'],
    ['vm rebooted', 'Reboot the VM'],
  ])('"%s" to "%s" is the job itself, done', (text, title) =>
    expect(readAt(text, reminded(title))).toEqual([{ kind: 'complete', task: { by: 'context' } }]),
  );

  it.each(['copy', 'copy that', '10-4', 'roger that'])('"%s" is an acknowledgement', (text) =>
    expect(readAt(text, undefined, NEW_YORK)).toEqual([{ kind: 'small_talk', what: 'acknowledgement' }]),
  );

  it.each(['the Fosters paid at last, gracias a dios', 'deposit cleared, alhamdulillah'])('"%s" asks for nothing', (text) =>
    expect(changesNothing(readAt(text))).toBe(true),
  );
});

describe('a decision said in a sentence of its own, among its reasons', () => {
  it('"weighed it up for weeks. decided im not quoting for the school. too much paperwork" keeps the choice and its why', () =>
    expect(readAt('weighed it up for weeks. decided im not quoting for the school. too much paperwork', undefined, NEW_YORK)).toEqual([
      { kind: 'decision', text: 'Decided im not quoting for the school. too much paperwork' },
    ]));

  it('a job asked beside it is read as asked, not journalled', () =>
    expect(readAt('decided im not quoting for the school. remind me to tell Gail tomorrow')).not.toContainEqual(
      expect.objectContaining({ kind: 'decision', text: expect.stringContaining('remind me') }),
    ));
});

describe('a reminder put off to a day, then why', () => {
  it('"not till monday mate, the office manager has the numbers" puts it off to Monday', () =>
    expect(readAt('not till monday mate, the office manager has the numbers', reminded('Check the quarter figures'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-16T12:00:00.000Z', minutes: null },
    ]));

  it('an ask after it is read as an ask', () =>
    expect(readAt('not till monday, remind me to ring the lab', reminded('Check the quarter figures'))).toContainEqual(
      expect.objectContaining({ kind: 'add_task', title: 'Ring the lab' }),
    ));
});

describe('asked whether, or a look promised: nothing changes yet', () => {
  it('"is that fri this week?" of a task due friday is a question', () =>
    expect(readAt('is that fri this week?', inView('Quote the Morley re-roof', '2026-11-13T12:00:00.000Z'))).toEqual([
      { kind: 'question', text: 'is that fri this week?' },
    ]));

  it.each(['is it cool if I do it thursday?', 'so is it monday then?'])('"%s" still changes it', (text) =>
    expect(['reschedule', 'snooze']).toContain(readAt(text, reminded('Ring Mum'))[0]?.kind),
  );

  it('"is it ok to push it to friday?" still moves it', () =>
    expect(readAt('is it ok to push it to friday?', inView('Quote the Morley re-roof', '2026-11-12T12:00:00.000Z'))[0]?.kind).toBe(
      'reschedule',
    ));

  it.each(['the sparky is finishing the kitchen now, will check after', "i'll check after"])('"%s" adds nothing', (text) =>
    expect(changesNothing(readAt(text, reminded('Sign off the kitchen')))).toBe(true),
  );
});

describe('the list, a greeting and a change said in the words of home', () => {
  it.each([
    ["whit've I got the morn", { kind: 'list', view: 'tomorrow', day: null }],
    ["aye whit's on for the rest o the week", { kind: 'list', view: 'week', day: null }],
    ['what av i got sat', { kind: 'list', view: 'day', day: '2026-11-14' }],
    ['sked today', { kind: 'list', view: 'today', day: null }],
    ['ok pues what is on for saturday', { kind: 'list', view: 'day', day: '2026-11-14' }],
  ])('"%s" asks for the list', (text, view) => expect(readAt(text)).toEqual([view]));

  it.each(['now then', 'whaddup', 'sak pase', 'bonjou daily! kijan ou ye?', 'Ndewo o. Good afternoon', '早晨 daily'])(
    '"%s" is a greeting',
    (text) => expect(readAt(text)).toEqual([{ kind: 'small_talk', what: 'greeting' }]),
  );

  it('"hey lovely! anything overdue?" asks for what is overdue', () =>
    expect(readAt('hey lovely! anything overdue?', undefined, NEW_YORK)).toEqual([{ kind: 'list', view: 'overdue', day: null }]));

  it('"now then, remind me to ring the merchants at 4" is still the ask', () =>
    expect(readAt('now then, remind me to ring the merchants at 4')).toEqual([
      { kind: 'add_task', title: 'Ring the merchants', due: '2026-11-11T16:00:00.000Z', important: false, repeat: null },
    ]));

  it('"fuel card task rename to fuel card for the new van" renames the task of those words', () =>
    expect(readAt('fuel card task rename to fuel card for the new van')).toEqual([
      { kind: 'rename', task: { by: 'words', words: 'fuel card' }, title: 'Fuel card for the new van' },
    ]));

  it.each(['borra eso mija, she already picked them up', 'delete that mate'])('"%s" removes the task in view', (text) =>
    expect(readAt(text, inView('Pick up the grout samples'), NEW_YORK)).toEqual([{ kind: 'remove', task: { by: 'context' } }]),
  );

  it('"skip hire one, change to skip hire + permit for the road" renames the task of those words', () =>
    expect(readAt('skip hire one, change to skip hire + permit for the road')).toEqual([
      { kind: 'rename', task: { by: 'words', words: 'skip hire' }, title: 'Skip hire + permit for the road' },
    ]));

  it('"rmv the skip hire" removes it', () =>
    expect(readAt('rmv the skip hire')).toEqual([{ kind: 'remove', task: { by: 'words', words: 'skip hire' } }]));
});

describe('a list or a detail after a comma stays in the name', () => {
  it.each([
    ['remind me to buy bread, milk and whatever else is needed', 'Buy bread, milk and whatever else is needed'],
    ['remind me to buy toner, still low on black', 'Buy toner, still low on black'],
  ])('"%s" is titled "%s"', (text, title) => expect(readAt(text)[0]).toEqual(expect.objectContaining({ kind: 'add_task', title })));
});

describe('a job ahead of a day, left to the asks when it says more', () => {
  it('"the audit is 24/11, remind me the day before to ring Jo at 3" is not put at noon', () =>
    expect(readAt('the audit is 24/11, remind me the day before to ring Jo at 3')).not.toContainEqual(
      expect.objectContaining({ kind: 'add_task', due: '2026-11-23T12:00:00.000Z' }),
    ));

  it('"bins are every tuesday, remind me the day before to put them out" is no one-off on Monday', () =>
    expect(readAt('bins are every tuesday, remind me the day before to put them out')).not.toContainEqual(
      expect.objectContaining({ kind: 'add_task', due: '2026-11-16T12:00:00.000Z', repeat: null }),
    ));
});

describe('why, said after the job, is no part of its name', () => {
  it.each([
    ["remind me friday at 9 to test the board at Elm St, the landlord's new agent wants it before the let", 'Test the board at Elm St'],
    ['remind me monday to order blue roll and hand gel, both nearly out', 'Order blue roll and hand gel'],
    ['remind me to ring the glazier at 4 about the unit, was meant to be fitted yesterday', 'Ring the glazier about the unit'],
  ])('"%s" is titled "%s"', (text, title) => expect(readAt(text)[0]).toEqual(expect.objectContaining({ kind: 'add_task', title })));
});
