import type { ConversationState, Intent } from './intent';
import { changesNothing, inView, listed, NOTHING, readAt, reminded } from './testing/read-at';

/**
 * News of other people's deeds and of how the day went, deeds told with how they went, pointers that name no
 * task ("me", "eso", "the last one I added"), removals named with their day, and asks said after a greeting,
 * in another tongue or cut off.
 * Read at Wednesday 11 November 2026, 15:00 in London (10:00 in New York); wordings are our own.
 */
const NEW_YORK = 'America/New_York';
const removedInView: Intent[] = [{ kind: 'remove', task: { by: 'context' } }];
const removedByWords = (words: string): Intent[] => [{ kind: 'remove', task: { by: 'words', words } }];
const choiceWaiting: ConversationState = {
  ...NOTHING,
  pending: { about: 'dilemma_choice', question: 'Which studio to rent?', options: ['The one in Leith', 'The one in Stockbridge'] },
};

describe('a reply to a reminder that tells how the day went', () => {
  it.each([
    ['sorry, been at the yard all day', 'Invoice the Hendersons'],
    ['not yet, on the road all morning', 'Invoice the Hendersons'],
    ['the launch party is over, what a day', 'Edit the launch photos'],
    ['right, calling it a day, shattered', 'Edit the launch photos'],
    ['the clippers have packed in, ordering new ones', 'Book the spaniel groom'],
    ["ollie's done with his sketches, i'll review them tonight", "Review Ollie's sketches"],
  ])('"%s" ticks nothing and puts nothing off', (text, title) => expect(changesNothing(readAt(text, reminded(title)))).toBe(true));

  it('"busy, give me an hour" still puts it off an hour', () =>
    expect(readAt('busy, give me an hour', reminded('Edit the launch photos'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: null, minutes: 60 },
    ]));

  it('"worked on it all day, finally done" still ticks it', () =>
    expect(readAt('worked on it all day, finally done', reminded('Edit the launch photos'))).toEqual([
      { kind: 'complete', task: { by: 'context' } },
    ]));

  it('"the card got declined, will send it in a bit" adds no task named "Send it in a bit"', () =>
    expect(changesNothing(readAt('the card got declined, will send it in a bit', reminded('Send the deposit invoice')))).toBe(true));

  it('"bore fory, the hoover has packed in" puts it off to tomorrow morning', () =>
    expect(readAt('bore fory, the hoover has packed in', reminded('Order more towels'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-12T09:00:00.000Z', minutes: null },
    ]));
});

describe('news of someone else, with a task in view', () => {
  it('"the client pushed the launch to march" moves nothing else', () =>
    expect(
      changesNothing(readAt('the client pushed the launch to march', inView('Send the style guide', '2026-11-20T17:00:00.000Z'))),
    ).toBe(true));

  it('"the client moved the deadline to friday" still moves the task in view', () =>
    expect(
      readAt('the client moved the deadline to friday', inView('Translate the Kowalski contract', '2026-11-12T12:00:00.000Z')),
    ).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date: '2026-11-13', time: null }]));

  it('"her vet says the boosters are done, she\'ll send the card" ticks nothing by made-up words', () =>
    expect(
      readAt("her vet says the boosters are done, she'll send the card", inView('Check the vaccination card for Luna')).some(
        (intent) => intent.kind === 'complete' && intent.task.by === 'words',
      ),
    ).toBe(false));
});

describe('words that point rather than name', () => {
  it('"push me to 6, wallet\'s in the car" puts the reminder off, naming no task "me"', () =>
    expect(readAt("push me to 6, wallet's in the car", reminded('Pay the hosting bill'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-11T18:00:00.000Z', minutes: null },
    ]));

  it('"not now please, I will be there at 4" puts off the reminder in view', () =>
    expect(readAt('not now please, I will be there at 4', reminded('Feed the cats at the Okafors'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-11T16:00:00.000Z', minutes: null },
    ]));

  it('"borra eso, they cancelled" takes off the task in view', () =>
    expect(readAt('borra eso, they cancelled', reminded('Render the reel'), NEW_YORK)).toEqual(removedInView));

  it('"scratch the last one i added" takes off the task just added', () =>
    expect(readAt('scratch the last one i added', inView('Email the gallery'))).toEqual(removedInView));

  it('"ya hice la 1 y la 3" ticks items 1 and 3', () =>
    expect(readAt('ya hice la 1 y la 3', listed('Export the reel', 'Back up the drives', 'Invoice Sofia'), NEW_YORK)).toEqual([
      { kind: 'complete', task: { by: 'number', number: 1 } },
      { kind: 'complete', task: { by: 'number', number: 3 } },
    ]));
});

describe('removals named with their day', () => {
  it('"delete the poodle walk on thurs pls" takes it off', () =>
    expect(readAt('delete the poodle walk on thurs pls')).toEqual(removedByWords('poodle walk')));

  it('"tynnu the Rex groom off fory, he\'s at the vet" takes it off', () =>
    expect(readAt("tynnu the Rex groom off fory, he's at the vet")).toEqual(removedByWords('rex groom')));

  it('"delete the old posts on instagram fri" is a job done elsewhere, not a task taken off', () =>
    expect(readAt('delete the old posts on instagram fri').some((intent) => intent.kind === 'remove')).toBe(false));

  it('"take off \'order heat mats\' im keeping the old ones" takes the quoted task off', () =>
    expect(readAt("take off 'order heat mats' im keeping the old ones")).toEqual(removedByWords('order heat mats')));
});

describe('asks after a greeting, in another tongue, or cut off', () => {
  it('"hello hello. quick one, move the Bishop site visit to friday" moves it', () =>
    expect(readAt('hello hello. quick one, move the Bishop site visit to friday')).toEqual([
      { kind: 'reschedule', task: { by: 'words', words: 'bishop site visit' }, date: '2026-11-13', time: null },
    ]));

  it('"change to 4pm mejor" moves the task in view', () =>
    expect(readAt('change to 4pm mejor', inView('Valeria teaser', '2026-11-12T17:00:00.000Z'), NEW_YORK)).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '16:00' },
    ]));

  it('"help me make plan for tomorrow pls" lays out the day', () =>
    expect(readAt('help me make plan for tomorrow pls')).toEqual([{ kind: 'prioritise', scope: 'plan_day' }]));

  it('"do leopard geckos need heat at night" is a question', () =>
    expect(readAt('do leopard geckos need heat at night', NOTHING, NEW_YORK)).toEqual([
      { kind: 'question', text: 'do leopard geckos need heat at night' },
    ]));

  it('"tomorrow I must go to the print shop for the" asks what was cut off', () =>
    expect(readAt('tomorrow I must go to the print shop for the')[0]?.kind).toBe('unclear'));

  it('"need to work out if its worth renting a unit" is a choice to think through', () =>
    expect(readAt('need to work out if its worth renting a unit')[0]?.kind).toBe('dilemma'));

  it('"need to work out if the tap is leaking" stays a job', () =>
    expect(readAt('need to work out if the tap is leaking')[0]?.kind).toBe('add_task'));

  it('"do remind me to feed the dogs at 5" keeps "do" out of the title', () =>
    expect(readAt('do remind me to feed the dogs at 5')).toEqual([
      { kind: 'add_task', title: 'Feed the dogs', due: '2026-11-11T17:00:00.000Z', important: false, repeat: null },
    ]));

  it('"bueno, voy a comer" takes leave', () =>
    expect(readAt('bueno, voy a comer', NOTHING, NEW_YORK)).toEqual([{ kind: 'small_talk', what: 'goodbye' }]));

  it('"not yet.. I want to ask my partner first" while a choice waits answers without picking', () =>
    expect(readAt('not yet.. I want to ask my partner first', choiceWaiting)).toEqual([
      { kind: 'answer', text: 'not yet, I want to ask my partner first', pick: null },
    ]));

  it('"I\'m at the market on Saturday, remind me that day" moves the reminder to Saturday', () =>
    expect(readAt("I'm at the market on Saturday, remind me that day", reminded('Buy new brushes'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-14', time: null },
    ]));
});

describe('a deed told with how it went, with nothing in view', () => {
  it.each([
    'finished the shopfront on Union St, looks class',
    'done with the Prospect Park walk, Biscuit pulled the whole way',
    'did 10 min on the gate, new latch worked',
    'done with fittings for the morning, grabbing a coffee',
    'finished with the craft fair for the season 🙌',
  ])('"%s" ticks nothing', (text) => expect(changesNothing(readAt(text))).toBe(true));

  it('"finished the shopfront on Union St" said plainly still ticks the task of its words', () =>
    expect(readAt('finished the shopfront on Union St')).toEqual([
      { kind: 'complete', task: { by: 'words', words: 'shopfront on Union St' } },
    ]));

  it('"Maya\'s done with her 8 week course, smashed it" to the reminder to book her next one ticks nothing', () =>
    expect(changesNothing(readAt("Maya's done with her 8 week course, smashed it", reminded('Book Maya her next course')))).toBe(true));

  it('"done ✅ looks lovely" to a reminder ticks the task in view', () =>
    expect(readAt('done ✅ looks lovely', reminded('Dress the shop window'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]));

  it('"snoozed in the van for 20, back at it" puts nothing off', () =>
    expect(changesNothing(readAt('snoozed in the van for 20, back at it'))).toBe(true));

  it('"push it to monday, the council office is closed today" puts off the task in view', () =>
    expect(readAt('push it to monday, the council office is closed today', reminded('Renew the street trading licence'))[0]).toMatchObject({
      kind: 'snooze',
      task: { by: 'context' },
    }));

  it('"cambia la cita de Rosa pa mañana a las 5" moves it', () =>
    expect(readAt('cambia la cita de Rosa pa mañana a las 5', NOTHING, NEW_YORK)).toEqual([
      { kind: 'reschedule', task: { by: 'words', words: 'la cita de rosa' }, date: '2026-11-12', time: '17:00' },
    ]));
});

describe('an hour changed of the task in view, named by one word', () => {
  const infill = inView('Text Priya about her infill', '2026-11-12T11:00:00.000Z');

  it.each([
    'make priya 11:30',
    "actually make priya 11:30 she's running late",
    'actually make the priya one 11:30, she is stuck in traffic',
  ])('"%s" moves it to 11:30', (text) =>
    expect(readAt(text, infill)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date: null, time: '11:30' }]),
  );

  it('"make lunch at 1" is still a job of its own', () =>
    expect(readAt('make lunch at 1', inView('Ask Priya about lunch'))[0]?.kind).toBe('add_task'));
});

describe('jobs and replies that only look like the news and removals above', () => {
  it.each(['remove the gel polish on saturday', 'take the wheels off tomorrow', 'delete the old photos from sunday'])(
    '"%s" takes no task off',
    (text) => expect(readAt(text).some((intent) => intent.kind === 'remove')).toBe(false),
  );

  it.each([
    ['done the wages for the week', reminded('Do the wages')],
    ['ive finished her highlights', inView('Highlights for Jo')],
  ])('"%s" ticks the task in view', (text, conversation) =>
    expect(readAt(text, conversation)).toEqual([{ kind: 'complete', task: { by: 'context' } }]),
  );

  it('"snoozed till 5" still puts the reminder off', () =>
    expect(readAt('snoozed till 5', reminded('Call the supplier'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-11T17:00:00.000Z', minutes: null },
    ]));

  it('"snooze fixing the shut off valve till monday" puts off the task it names', () =>
    expect(readAt('snooze fixing the shut off valve till monday', inView('Email the bank'))[0]).toMatchObject({
      kind: 'snooze',
      task: { by: 'words', words: 'fixing the shut off valve' },
    }));

  it('"they pushed the fitting to friday" moves the task in view', () =>
    expect(readAt('they pushed the fitting to friday', inView('Bride dress alterations', '2026-11-12T12:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-13', time: null },
    ]));

  it('"do schedule for tomorrow" is a job, not a plan of the day', () =>
    expect(readAt('do schedule for tomorrow')[0]?.kind).toBe('add_task'));
});

describe('how someone was found, and a client called off by name and day', () => {
  it('"the new assistant was great btw" ticks nothing of the task in view', () =>
    expect(changesNothing(readAt('the new assistant was great btw', inView('Confirm the new assistant', '2026-11-12T12:00:00.000Z')))).toBe(
      true,
    ));

  it('"rang the Okafors, Rocky is fine" still ticks the call in view', () =>
    expect(readAt('rang the Okafors, Rocky is fine', inView('Ring the Okafors back about their dog'))).toEqual([
      { kind: 'complete', task: { by: 'context' } },
    ]));

  it('"cancel mia fri, shes off sick" takes off the task of that name', () =>
    expect(readAt('cancel mia fri, shes off sick')).toEqual(removedByWords('mia')));

  it('"cancel gym fri" stays a job', () => expect(readAt('cancel gym fri')[0]?.kind).toBe('add_task'));
});

describe('a task named with the day it falls on', () => {
  it.each([
    ['cancel the florist fri, shes off sick', 'florist'],
    ['remove my dentist tomorrow', 'dentist'],
  ])('"%s" takes off the task named, without the day', (text, words) =>
    expect(readAt(text, NOTHING, NEW_YORK)).toEqual(removedByWords(words)),
  );
});
