import type { Intent } from './intent';
import { inView, listed, readAt, reminded } from './testing/read-at';

/**
 * Titles kept in the person's own spelling, asks that name no job, and the ways people who learned
 * English after another language ask, tick and decide. Read at Wednesday 11 November 2026, 15:00 in
 * London (10:00 in New York); wordings are our own.
 */
const NEW_YORK = 'America/New_York';
const task = (title: string, due: string | null = null): Intent => ({ kind: 'add_task', title, due, important: false, repeat: null });
const titlesOf = (read: Intent[]) =>
  read.flatMap((intent) => (intent.kind === 'add_task' || intent.kind === 'rename' ? [intent.title] : []));

describe('a title keeps the spelling the person wrote it in', () => {
  it.each([
    ['need tae ring the joiner aboot the stair', 'Ring the joiner aboot the stair'],
    ['email Priti abt the stock count', 'Email Priti abt the stock count'],
    ['pick up the boards fae the merchant', 'Pick up the boards fae the merchant'],
    ['send the menu b4 the tasting', 'Send the menu b4 the tasting'],
  ])('"%s" is added as "%s"', (text, title) => expect(titlesOf(readAt(text))).toEqual([title]));

  it('a word written both ways keeps the way the reading made it', () =>
    expect(titlesOf(readAt('email Priti abt the stock count, about the price'))).not.toContain('Email Priti abt the stock count'));

  it('two asks that write one word two ways each keep their own', () =>
    expect(titlesOf(readAt('remind me tmrw at 9 to ring the joiner aboot the stair and email Priti abt the stock count at 2'))).toEqual([
      'Ring the joiner aboot the stair',
      'Email Priti abt the stock count',
    ]));

  it('the times said in short are still read as times', () =>
    expect(readAt('ring the joiner aboot the stair tmrw at 10')).toEqual([
      task('Ring the joiner aboot the stair', '2026-11-12T10:00:00.000Z'),
    ]));
});

describe('an ask that names no job', () => {
  it.each(['Please can', 'pls could'])('"%s" adds nothing and asks', (text) =>
    expect(readAt(text)).toEqual([{ kind: 'unclear', understood: `"${text}"`, question: 'What would you like me to do with it?' }]),
  );

  it('a job beside it is still added', () =>
    expect(readAt('please can you book the van for friday')).toEqual([task('Book the van', '2026-11-13T12:00:00.000Z')]));
});

describe('asks, ticks and choices in the English of other languages', () => {
  it.each([
    ['3 y 4 listo', [3, 4]],
    ['listo el 2 y el 4', [2, 4]],
    ['hechos 1 y 3', [1, 3]],
  ])('"%s" ticks items %j of the list', (text, numbers) =>
    expect(readAt(text, listed('a', 'b', 'c', 'd'), NEW_YORK)).toEqual(
      (numbers as number[]).map((number) => ({ kind: 'complete', task: { by: 'number', number } })),
    ),
  );

  it('"2 and 4 delete karo" removes both', () =>
    expect(readAt('2 and 4 delete karo', listed('a', 'b', 'c', 'd'))).toEqual([
      { kind: 'remove', task: { by: 'number', number: 2 } },
      { kind: 'remove', task: { by: 'number', number: 4 } },
    ]));

  it('"you can remove 1 and 2, not mine anymore" removes both', () =>
    expect(readAt('you can remove 1 and 2, not mine anymore', listed('a', 'b', 'c'))).toEqual([
      { kind: 'remove', task: { by: 'number', number: 1 } },
      { kind: 'remove', task: { by: 'number', number: 2 } },
    ]));

  it('"remind me friday at 3 for pay the cleaner porfa" is a reminder to pay the cleaner', () =>
    expect(readAt('remind me friday at 3 for pay the cleaner porfa', undefined, NEW_YORK)).toEqual([
      task('Pay the cleaner', '2026-11-13T20:00:00.000Z'),
    ]));

  it('"remind me friday for the leaving do" keeps "for" before a thing', () =>
    expect(titlesOf(readAt('remind me friday for the leaving do'))).toEqual(['The leaving do']));

  it.each([
    'Finally I decide, we close on Sundays from March',
    'ok I decide, the van goes back in January',
    'I decide finally, no more jobs past Leeds',
  ])('"%s" is a decision', (text) => expect(readAt(text).map((intent) => intent.kind)).toEqual(['decision']));

  it('"I decide: …" is kept in the journal without the words that label it', () =>
    expect(readAt('I decide: no more jobs on Sundays')).toEqual([{ kind: 'decision', text: 'No more jobs on Sundays' }]));

  it('"every 2 wks inspect the van start sat" starts the routine on Saturday, "start" no part of the job', () =>
    expect(readAt('every 2 wks inspect the van start sat', undefined, NEW_YORK)).toEqual([
      { ...task('Inspect the van', '2026-11-14T17:00:00.000Z'), repeat: { every: 'week', interval: 2 } },
    ]));

  it('"I decide tomorrow" decides nothing yet', () =>
    expect(readAt('I decide tomorrow').some((intent) => intent.kind === 'decision')).toBe(false));

  it.each(['Sat sri akal ji', 'sat shri akal 🙏'])('"%s" is a greeting, no Saturday', (text) =>
    expect(readAt(text)).toEqual([{ kind: 'small_talk', what: 'greeting' }]),
  );

  it('"wots on tmrw" lists tomorrow', () => expect(readAt('wots on tmrw')).toEqual([{ kind: 'list', view: 'tomorrow', day: null }]));
});

describe('a name set right among other words', () => {
  const renamedTo = (title: string): Intent[] => [{ kind: 'rename', task: { by: 'context' }, title }];
  it.each([
    ['Whoops not Hughes, Mr Hewitt. Hughes is the Tuesday one', 'ring Mr Hughes about the gutter', 'Ring Mr Hewitt about the gutter'],
    ['ah not Briggs duck, Biggs. Briggs has the pond', 'cut Mr Briggs hedge', 'Cut Mr Biggs hedge'],
    ['not Grewal ji, Gill. Grewal is the Tipton one', 'treat Mr Grewal lawn', 'Treat Mr Gill lawn'],
    ['perdón, is van 3 not van 2', 'van 2 oil change', 'Van 3 oil change'],
    ['no is Dobbs Ferry not Ardsley, perdón', 'quote the Ardsley house', 'Quote the Dobbs Ferry house'],
  ])('"%s" of "%s" renames it "%s"', (text, title, renamed) => expect(readAt(text, inView(title))).toEqual(renamedTo(renamed)));

  it('"I meant Mrs Khan not Karim" keeps one "Mrs"', () =>
    expect(readAt('sorry I meant Mrs Khan not Karim', inView("pick up Mrs Karim's keys"))).toEqual(renamedTo("pick up Mrs Khan's keys")));

  it('an opening word is never taken for the new name', () =>
    expect(
      readAt('Oops not Hughes. Hughes is next week', inView('ring Mr Hughes')).some(
        (intent) => intent.kind === 'rename' && /Oops/.test(intent.title),
      ),
    ).toBe(false));
});

describe('what the review of these readings found', () => {
  it.each([
    ['remind me to wait for call from the hospital', 'Wait for call from the hospital'],
    ['remind me to ask Jo for pay slip', 'Ask Jo for pay slip'],
    ['remind me to prep for call with investors', 'Prep for call with investors'],
    ['send Karo the contract', 'Send Karo the contract'],
    ["book Karo's flight", "Book Karo's flight"],
    ['add Will', 'Will'],
    ['remind me to shedule the boiler service', 'Schedule the boiler service'],
  ])('"%s" is added as "%s"', (text, title) => expect(titlesOf(readAt(text))).toEqual([title]));

  it.each([
    'I decide, later',
    'I decide, but first call Sam',
    'I decide, not my partner',
    'I decide, what should I do with the van',
    'finally settled - the council paid up',
  ])('"%s" keeps nothing in the journal', (text) => expect(readAt(text).some((intent) => intent.kind === 'decision')).toBe(false));

  it('"you can cancel reminders right?" asks what daily can do', () =>
    expect(readAt('you can cancel reminders right?').map((intent) => intent.kind)).toEqual(['question']));

  it('"you can cancel it and remind me next week instead" moves the reminder', () =>
    expect(readAt('you can cancel it and remind me next week instead', reminded('Call the quarry'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-16', time: null },
    ]));

  it('"sat sri akal, sat morning call the accountant" is a call on Saturday morning', () =>
    expect(readAt('sat sri akal, sat morning call the accountant')).toEqual([task('Call the accountant', '2026-11-14T09:00:00.000Z')]));

  it('"3 y 4 listo porfa" ticks both', () =>
    expect(readAt('3 y 4 listo porfa', listed('a', 'b', 'c', 'd'), NEW_YORK)).toEqual([
      { kind: 'complete', task: { by: 'number', number: 3 } },
      { kind: 'complete', task: { by: 'number', number: 4 } },
    ]));
});

describe('what the second review found', () => {
  const kindsOf = (read: Intent[]) => read.map((intent) => intent.kind);
  it.each([
    ["Not the quote, it's paid. Remove it", 'chase the quote', 'remove'],
    ["not the fence, it's too wet. Friday then", 'paint the fence', 'snooze'],
    ["not the shed, it's locked. Sorry", 'clear the shed', 'unknown'],
    ['not Hughes, Hewitt. Actually leave it, Hughes is right', 'ring Mr Hughes', 'unknown'],
  ])('"%s" of "%s" renames nothing (%s)', (text, title, kind) => expect(kindsOf(readAt(text, inView(title)))).toEqual([kind]));

  it.each([
    ['not Kim Ji, Kim Li', 'meet Kim Ji about the visa', 'Meet Kim Li about the visa'],
    ['sorry is not birch, is rowan. I mix the trees up', 'fell the birch at No 4', 'Fell the rowan at No 4'],
  ])('"%s" of "%s" renames it "%s"', (text, title, renamed) =>
    expect(readAt(text, inView(title))).toEqual([{ kind: 'rename', task: { by: 'context' }, title: renamed }]),
  );

  it.each([
    ['I decide, Bob gets the job', 'Bob gets the job'],
    ['I decide, we cut the menu to 10 dishes. Thanks', 'We cut the menu to 10 dishes. Thanks'],
  ])('"%s" is a decision', (text, kept) => expect(readAt(text)).toEqual([{ kind: 'decision', text: kept }]));

  it.each([
    ['remind me at 8 for take out the bins', 'Take out the bins'],
    ['buy Vanish Oxi Action', 'Buy Vanish Oxi Action'],
    ['book a tour of Wat Arun', 'Book a tour of Wat Arun'],
  ])('"%s" is added as "%s"', (text, title) => expect(titlesOf(readAt(text))).toEqual([title]));

  it('"you can mark 2 done" ticks the second item', () =>
    expect(readAt('you can mark 2 done', listed('a', 'b', 'c'))).toEqual([{ kind: 'complete', task: { by: 'number', number: 2 } }]));
});
