import type { ConversationState, Intent } from './intent';
import { changesNothing, inView, listed, NOTHING, readAt, reminded } from './testing/read-at';

/**
 * Replies that tell how a job stands without its being done, fixes of a name said of a list item or in
 * numbers, tone words said last, and news told of someone else. Read at Wednesday 11 November 2026,
 * 15:00 in London (10:00 in New York); wordings are our own.
 */
const NEW_YORK = 'America/New_York';
const IN_VIEW: Intent[] = [{ kind: 'complete', task: { by: 'context' } }];
const snoozedTo = (until: string): Intent[] => [{ kind: 'snooze', task: { by: 'context' }, until, minutes: null }];

describe('a reply to a reminder that says the job is not done', () => {
  it.each([
    ['not yet, the printer hasnt sent the proofs', 'Check the proofs from the printer'],
    ["nope, she hasn't sent the photos", 'Check the photos from the shoot'],
    ['the landlord said 4', 'Collect the keys from the landlord'],
    ['cancelled, they went with another agency', 'Viewing at 14 Park Row'],
    ['no not yet lol', 'Order new door fobs'],
    ['nah not yet sadly', 'Order new door fobs'],
  ])('"%s" ticks nothing', (text, title) => expect(changesNothing(readAt(text, reminded(title)))).toBe(true));

  it.each(['after the call', 'after the meeting w my boss', 'once the client leaves'])('"%s" asks when, rather than an hour', (text) =>
    expect(readAt(text, reminded('Send the quarterly invoice'))).toEqual([
      {
        kind: 'unclear',
        understood: `"${text}"`,
        question: 'When should it be? Say a time, like "4pm" or "in an hour".',
      },
    ]),
  );

  it('"after the call, 4ish" still puts it off to 4', () =>
    expect(readAt('after the call, 4ish', reminded('Send the quarterly invoice'))).toEqual(snoozedTo('2026-11-11T16:00:00.000Z')));

  it('"tomorrow morning pls, I\'m with a patient till 6" puts it off to the morning asked for', () =>
    expect(readAt("tomorrow morning pls, I'm with a patient till 6", reminded('Write up the notes'))).toEqual(
      snoozedTo('2026-11-12T09:00:00.000Z'),
    ));

  it('"so relieved its submitted" ticks the job reminded of', () =>
    expect(readAt('so relieved its submitted', reminded('Submit the VAT return'))).toEqual(IN_VIEW));

  it('"proofs out, they approved already" still tells the job done', () =>
    expect(readAt('proofs out, they approved already', reminded('Send the proofs to the couple'))).toEqual(IN_VIEW));
});

describe('tone words and courtesies said last', () => {
  it('"snooze till tmrw 9 i beg" snoozes the job reminded of', () =>
    expect(readAt('snooze till tmrw 9 i beg', reminded('Pay the cleaner'))).toEqual(snoozedTo('2026-11-12T09:00:00.000Z')));

  it('"after my 3 o clock, around 4 ehn" puts it off to 4', () =>
    expect(readAt('after my 3 o clock, around 4 ehn', reminded('Send the pack'))).toEqual(snoozedTo('2026-11-11T16:00:00.000Z')));

  it('"remind me in 10 mins to call the bank back o" leaves the "o" out of the title', () =>
    expect(readAt('remind me in 10 mins to call the bank back o')).toEqual([
      { kind: 'add_task', title: 'Call the bank back', due: '2026-11-11T15:10:00.000Z', important: false, repeat: null },
    ]));

  it('"its Zoe with an o" keeps the letter it spells', () =>
    expect(readAt('its Zoe with an o', inView('Ring Zoey about the deposit'))).not.toEqual([{ kind: 'unknown' }]));

  it('"cheers hun, yer a gem" is thanks', () => expect(readAt('cheers hun, yer a gem')).toEqual([{ kind: 'small_talk', what: 'thanks' }]));
});

describe('a name set right in a list or in numbers', () => {
  const SHOWN = listed('Visa letter for Mr Patil', 'Renew the PI cover');

  it.each(['No 1 is a typo. It should be Patel not Patil', 'number 1 spelling mistake, Patel not Patil', 'it should be Patel not Patil'])(
    '"%s" renames the first item',
    (text) =>
      expect(readAt(text, SHOWN)).toEqual([{ kind: 'rename', task: { by: 'number', number: 1 }, title: 'Visa letter for Mr Patel' }]),
  );

  it('"oops 31 not 13" of a flat number, due at 10, renames it', () =>
    expect(readAt('oops 31 not 13', inView('Inventory at 13 Mill Lane', '2026-11-12T10:00:00.000Z'))).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Inventory at 31 Mill Lane' },
    ]));
});

describe('news, decisions and asks in words of their own', () => {
  it('"have decided not to renew the lease" is a decision', () =>
    expect(readAt('have decided not to renew the lease').map((intent) => intent.kind)).toEqual(['decision']));

  it('"going with my client to the tribunal fri 10am" is no decision', () =>
    expect(readAt('going with my client to the tribunal fri 10am').map((intent) => intent.kind)).not.toContain('decision'));

  it.each([
    ['Kindly share what is on for today', 'today'],
    ["send me what's on tomorrow", 'tomorrow'],
  ])('"%s" lists the day', (text, view) => expect(readAt(text)).toEqual([{ kind: 'list', view, day: null }]));

  it.each(['deposit', 'upload', 'sign'])('"%s" alone asks what it is about', (text) =>
    expect(readAt(text).map((intent) => intent.kind)).toEqual(['unclear']),
  );

  it('"window man\'s coming thurs" is offered, with its words kept', () =>
    expect(readAt("window man's coming thurs")).toEqual([
      {
        kind: 'unclear',
        understood: `"Window man's coming thurs"`,
        question: 'Shall I add it?',
        offer: [{ kind: 'add_task', title: "Window man's coming thurs", due: '2026-11-12T12:00:00.000Z', important: false, repeat: null }],
      },
    ]));

  it('"electrician\'s coming fri" adds nothing', () => expect(changesNothing(readAt("electrician's coming fri"))).toBe(true));

  it('"Mr Ade is Dr Ade now, he just did his PhD" ticks nothing', () =>
    expect(changesNothing(readAt('Mr Ade is Dr Ade now, he just did his PhD', inView('Email Mr Ade the draft')))).toBe(true));

  it('"ok the photos are done, editing now" ticks the one in view', () =>
    expect(readAt('ok the photos are done, editing now', inView('Finish the listing photos', '2026-11-12T15:00:00.000Z'))).toEqual(
      IN_VIEW,
    ));

  it('"cancel the Lee shoot, budget cut" takes it off', () =>
    expect(readAt('cancel the Lee shoot, budget cut', NOTHING, NEW_YORK)).toEqual([
      { kind: 'remove', task: { by: 'words', words: 'Lee shoot' } },
    ]));
});

describe('a greeting before a question, and names set right though spelt nothing alike', () => {
  it('"hey what did i decide about the dog policy" looks the decision up', () =>
    expect(readAt('hey what did i decide about the dog policy', NOTHING, NEW_YORK)).toEqual([
      { kind: 'recall_decision', words: 'dog policy' },
    ]));

  it('"Good morning. Please can you tell me what is overdue" lists it', () =>
    expect(readAt('Good morning. Please can you tell me what is overdue')).toEqual([{ kind: 'list', view: 'overdue', day: null }]));

  it('"sorry, Mrs Kaur not Mrs Khan" renames the one in view', () =>
    expect(readAt('sorry, Mrs Kaur not Mrs Khan', inView('Email Mrs Khan the forms'))).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Email Mrs Kaur the forms' },
    ]));

  it('"I put the wrong street, is Elm Road not Oak Road" renames the one in view', () =>
    expect(readAt('I put the wrong street, is Elm Road not Oak Road', inView('Viewing on Oak Road'))).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Viewing on Elm Road' },
    ]));

  it('"sorry, heating not fixed" renames nothing', () =>
    expect(changesNothing(readAt('sorry, heating not fixed', inView('Call the heating engineer')))).toBe(true));
});

describe('a change said as under way', () => {
  it('"pushing it to 6" moves the one in view to 6', () =>
    expect(readAt('pushing it to 6', inView('Send the board pack', '2026-11-11T15:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '18:00' },
    ]));

  it('"pushing the buggy up the hill" adds no task named after a change', () =>
    expect(readAt('pushing the buggy up the hill').some((intent) => intent.kind === 'reschedule')).toBe(false));
});

describe('decisions looked up and decisions told, in more wordings', () => {
  it.each([
    ['Please what did I decide about the weekend rates?', 'weekend rates'],
    ['Kindly tell me what I had decided for the studio rent', 'studio rent'],
    ['wot did I say abt the spare room', 'spare room'],
  ])('"%s" looks the decision up', (text, words) => expect(readAt(text)).toEqual([{ kind: 'recall_decision', words }]));

  it.each([
    'gone for the cheaper van in the end',
    'Ok we are going with the corner unit. Signed it off with Priya this morning',
    'me and my partner agreed, we stop doing weddings',
  ])('"%s" is a decision', (text) => expect(readAt(text).map((intent) => intent.kind)).toEqual(['decision']));

  it('"gone for a run, back at 5" is no decision', () =>
    expect(readAt('gone for a run, back at 5').map((intent) => intent.kind)).not.toContain('decision'));
});

describe('free time and the day’s list, asked in more wordings', () => {
  it.each<[string, string, string]>([
    ['Please am I free on Friday by 10am?', '2026-11-13T10:00:00.000Z', '2026-11-13T11:00:00.000Z'],
    ['free anytime friday for a quick call?', '2026-11-13T09:00:00.000Z', '2026-11-13T18:00:00.000Z'],
  ])('"%s" asks for free time', (text, from, to) => expect(readAt(text)).toEqual([{ kind: 'free_time', from, to }]));

  it.each(['friday afternoon I free or not?', 'Friday morning have time for a new client?', 'avail fri pm?'])(
    '"%s" asks for free time',
    (text) => expect(readAt(text, NOTHING, NEW_YORK).map((intent) => intent.kind)).toEqual(['free_time']),
  );

  it.each<[string, Intent]>([
    ['owt for tomorra?', { kind: 'list', view: 'tomorrow', day: null }],
    ["whit's next", { kind: 'list', view: 'next', day: null }],
    ['friday any bookings?', { kind: 'list', view: 'day', day: '2026-11-13' }],
    ['mornin. q: anything overdue', { kind: 'list', view: 'overdue', day: null }],
    ['thank u! what do i have tmrw', { kind: 'list', view: 'tomorrow', day: null }],
  ])('"%s" lists it', (text, list) => expect(readAt(text)).toEqual([list]));
});

describe('"not yet" said of a task only talked about', () => {
  const TALKED_OF = inView('Ring the vet about Max', '2026-11-12T10:00:00.000Z');

  it.each(['not yet', 'not yet, she hasnt picked up', 'nope not yet'])('"%s" puts nothing off', (text) =>
    expect(changesNothing(readAt(text, TALKED_OF))).toBe(true),
  );

  it('"not yet" to a reminder is still the answer to it', () =>
    expect(readAt('not yet', reminded('Ring the vet about Max'))).toEqual([{ kind: 'answer', text: 'not yet', pick: null }]));
});

describe('what the first versions of these readings overreached on', () => {
  it.each<[string, ConversationState]>([
    ["sorry, Tom's handling it not Dave", inView('Call Dave re the quote')],
    ["boiler's gone wrong, not the Aga", inView('Service the Aga')],
  ])('"%s" renames nothing', (text, conversation) =>
    expect(readAt(text, conversation).some((intent) => intent.kind === 'rename')).toBe(false),
  );

  it('"I\'m pushing to get it out by 3" moves nothing', () =>
    expect(readAt("I'm pushing to get it out by 3", inView('Send the invoice', '2026-11-11T17:00:00.000Z'))).not.toContainEqual(
      expect.objectContaining({ kind: 'reschedule' }),
    ));

  it.each<[string, Intent]>([
    ['not yet, at 7pm', { kind: 'snooze', task: { by: 'context' }, until: '2026-11-11T19:00:00.000Z', minutes: null }],
    ['no not yet, in 20 mins', { kind: 'snooze', task: { by: 'context' }, until: null, minutes: 20 }],
  ])('"%s" still puts the one in view off', (text, intent) =>
    expect(readAt(text, inView('Send the invoice', '2026-11-11T17:00:00.000Z'))).toEqual([intent]),
  );

  it.each([
    ['pick up the keys from Block O', 'Pick up the keys from Block O'],
    ['Call Sha about the lease', 'Call Sha about the lease'],
  ])('"%s" keeps its last word', (text, title) =>
    expect(readAt(text)).toEqual([{ kind: 'add_task', title, due: null, important: false, repeat: null }]),
  );

  it('"sorry, 5 not 4" of "Dentist flat 4" due at 4 moves it to 5', () =>
    expect(readAt('sorry, 5 not 4', inView('Dentist flat 4', '2026-11-12T16:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '17:00' },
    ]));

  it('"gone for lunch, will do it after instead" is no decision', () =>
    expect(readAt('gone for lunch, will do it after instead').map((intent) => intent.kind)).not.toContain('decision'));

  it('"rang the landlord, he said fine" to "Ring the landlord" ticks it', () =>
    expect(readAt('rang the landlord, he said fine', reminded('Ring the landlord'))).toEqual(IN_VIEW));
});

describe('a tick of the task in view by its words', () => {
  it('"done the call" names only how the job is done, so it ticks no task in view by that', () =>
    expect(readAt('done the call', inView('Call the bank', '2026-11-13T11:00:00.000Z'))).not.toEqual(IN_VIEW));
});
