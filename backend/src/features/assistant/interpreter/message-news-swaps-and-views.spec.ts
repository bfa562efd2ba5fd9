import type { Intent } from './intent';
import { changesNothing, inView, listed, readAt, reminded } from './testing/read-at';

/**
 * News of a change to someone's plans that finishes no job, a name or a count said right after "not",
 * a look at the list asked first and why after it, and put-offs said the West Country way.
 * Read at Wednesday 11 November 2026, 15:00 in London (10:00 in New York); wordings are our own.
 */
const NEW_YORK = 'America/New_York';
const inViewDone: Intent[] = [{ kind: 'complete', task: { by: 'context' } }];
const renamedTo = (title: string): Intent[] => [{ kind: 'rename', task: { by: 'context' }, title }];
const putOff = (minutes: number): Intent[] => [{ kind: 'snooze', task: { by: 'context' }, until: null, minutes }];
const putOffTill = (until: string): Intent[] => [{ kind: 'snooze', task: { by: 'context' }, until, minutes: null }];

describe('a change to the plans of the task in view, told, finishes nothing', () => {
  it.each([
    ['Mr Okoro pushed his move date to March', inView('Ring Mr Okoro about the quote', '2026-11-12T10:00:00.000Z')],
    ['the framers changed hours, they shut at 4 on saturdays now', inView('Collect the prints from the framers')],
    ['Priya changed her fitting to next week so the alterations wait too', inView('Call Priya about the alterations')],
    ['the agency moved the launch to january, more breathing room', inView('Send the mock-ups to the agency')],
  ])('"%s"', (text, conversation) => expect(changesNothing(readAt(text, conversation))).toBe(true));

  it('"Mr Reyes pushed his hearing date to February" moves no call about the hearing to a day nobody said', () =>
    expect(changesNothing(readAt('Mr Reyes pushed his hearing date to February', inView('Call the clerk about the Reyes hearing')))).toBe(
      true,
    ));

  it('"the agency moved the deadline to friday noon" still moves the one in view', () =>
    expect(readAt('the agency moved the deadline to friday noon', inView('Mock-ups for the agency', '2026-11-12T12:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-13', time: '12:00' },
    ]));

  it('"done the oil" still ticks "Change the oil"', () => expect(readAt('oil changed', inView('Change the oil'))).toEqual(inViewDone));

  it.each(["the printer says he'll be done with the banners by monday", 'Sam should be finished with the edit tomorrow'])(
    '"%s" tells of a finish to come',
    (text) => expect(changesNothing(readAt(text, inView('Pick up the banners from the printer')))).toBe(true),
  );
});

describe('done with the job in view, by its own words', () => {
  it('"we\'re finally done with the spring newsletter!" ticks "Spring newsletter for members"', () =>
    expect(readAt("we're finally done with the spring newsletter!", inView('Spring newsletter for members'))).toEqual(inViewDone));

  it('"we\'re done with Mailchimp" names no task and ticks nothing', () =>
    expect(readAt("we're done with Mailchimp", inView('Spring newsletter for members'))).not.toEqual(inViewDone));
});

describe('the right name or count said before "not"', () => {
  it.each([
    ["it's the Blue Heron not Heron, there are two Herons on the pontoon", 'Scrub the hull of Heron', 'Scrub the hull of Blue Heron'],
    ['sorry, meant 12 not 10', 'Order 10 folding chairs', 'Order 12 folding chairs'],
    ["typo, it's 27 Mill Lane not 72", 'Quote for 72 Mill Lane roof', 'Quote for 27 Mill Lane roof'],
    ['tis Penhaligon with an i', 'Invoice Penhalegon for the nets', 'Invoice Penhaligon for the nets'],
    ['its the Byker report not Jesmond', 'Send the Jesmond report', 'Send the Byker report'],
  ])('"%s" renames "%s"', (text, title, renamed) => expect(readAt(text, inView(title))).toEqual(renamedTo(renamed)));

  it('"its the Byker report not Jesmond" of "Send the Jesmond survey" guesses at nothing', () =>
    expect(readAt('its the Byker report not Jesmond', inView('Send the Jesmond survey'))[0]?.kind).not.toBe('rename'));

  it('"meant 8 not 6" of a task at six moves it', () =>
    expect(readAt('meant 8 not 6', inView('Call the harbourmaster at 6'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '08:00' },
    ]));
});

describe('a look at the list asked first, then why', () => {
  it.each([
    ['plan my day please, got a survey at 10 and a viewing at 3', { kind: 'prioritise', scope: 'plan_day' }],
    ['show me what I have on Friday, I need to fit in the dentist', { kind: 'list', view: 'day', day: '2026-11-13' }],
    [
      'got any spare time tomorrow afternoon, need to sort the gutters',
      { kind: 'free_time', from: '2026-11-12T12:00:00.000Z', to: '2026-11-12T17:00:00.000Z' },
    ],
  ] as [string, Intent][])('"%s"', (text, intent) => expect(readAt(text)).toEqual([intent]));

  it('"whats on today, and remind me to call the vet at 4" keeps the ask said in so many words', () =>
    expect(readAt('whats on today, and remind me to call the vet at 4').map((intent) => intent.kind)).toContain('add_task'));
});

describe('put-offs and asks as the West Country and the North say them', () => {
  it.each(["not now me 'ansum, tide's turning, give us an hour", 'give us 20', 'not now me lover, give us an hour'])(
    '"%s" puts the reminder off',
    (text) => expect(readAt(text, reminded('Check the lobster pots'))[0]?.kind).toBe('snooze'),
  );

  it('"not now, boat\'s in, give us an hour" is an hour', () =>
    expect(readAt("not now, boat's in, give us an hour", reminded('Check the lobster pots'))).toEqual(putOff(60)));

  it('"got varnish all over my hands, after lunch" puts it off to after lunch', () =>
    expect(readAt('got varnish all over my hands, after lunch', reminded('Ring the sailmaker'), NEW_YORK)).toEqual(
      putOffTill('2026-11-11T19:00:00.000Z'),
    ));

  it('"got call the bank" is still said for "got to"', () =>
    expect(readAt('got call the bank')).toEqual([{ kind: 'add_task', title: 'Call the bank', due: null, important: false, repeat: null }]));

  it('"I\'ll be at the auction till 1. Could you remind me at 1:30?" puts the reminder off to half one', () =>
    expect(readAt("I'll be at the auction till 1. Could you remind me at 1:30?", reminded('Ring the insurer'), NEW_YORK)).toEqual(
      putOffTill('2026-11-11T18:30:00.000Z'),
    ));
});

describe('a job no longer wanted, and a fact to keep', () => {
  it.each(['not needed now, they went with the other printer', 'no longer needed', "it's not needed any more"])(
    '"%s" takes it off',
    (text) => expect(readAt(text, reminded('Print the raffle tickets'))).toEqual([{ kind: 'remove', task: { by: 'context' } }]),
  );

  it('"not needed till friday" puts it off instead', () =>
    expect(readAt('not needed till friday', reminded('Print the raffle tickets'))[0]?.kind).toBe('snooze'));

  it('"the new caretaker is called Dilys Morgan, jot that down" keeps the fact', () =>
    expect(readAt('the new caretaker is called Dilys Morgan, jot that down')).toEqual([
      { kind: 'journal_note', text: 'The new caretaker is called Dilys Morgan' },
    ]));

  it('"the frist one, scrap it" answers which', () =>
    expect(
      readAt('the frist one, scrap it', {
        ...listed(),
        pending: { about: 'which_task', options: ['Scrap the old sails', 'Scrap the old van'] },
      }),
    ).toEqual([{ kind: 'answer', text: 'the first one, scrap it', pick: 1 }]));
});

describe('a pick said first, then why', () => {
  const which = {
    pending: { about: 'which_task' as const, options: ['Pay the mooring fees', 'Settle up with the net maker'] },
    current: null,
    listed: [],
  };
  const choice = (question: string, ...options: string[]) => ({
    pending: { about: 'dilemma_choice' as const, question, options },
    current: null,
    listed: [],
  });

  it('"2, the mooring fees can wait till friday" picks the second, whatever the why names', () =>
    expect(readAt('2, the mooring fees can wait till friday', which)).toEqual([
      { kind: 'answer', text: '2, the mooring fees can wait till friday', pick: 2 },
    ]));

  it('"probably second. Truro is a long drive" picks the second', () =>
    expect(
      readAt('probably second. Truro is a long drive', choice('Open in Truro or stay in Penzance?', 'Truro', 'stay in Penzance')),
    ).toEqual([{ kind: 'answer', text: 'probably second. Truro is a long drive', pick: 2 }]));

  it('"want to see the quote for the trailer first" puts the choice off', () =>
    expect(
      readAt('want to see the quote for the trailer first', choice('Buy the trailer or hire one?', 'buy the trailer', 'hire one')),
    ).toEqual([{ kind: 'answer', text: 'want to see the quote for the trailer first', pick: null }]));

  it('"the cheaper one obvs" reads "£3,800" as thousands', () =>
    expect(readAt('the cheaper one obvs', choice('New sails or a repair?', 'new sails for £3,800', 'repair them for £650'))).toEqual([
      { kind: 'answer', text: 'the cheaper one obvs', pick: 2 },
    ]));
});

describe('a choice sealed before it is said', () => {
  it.each([
    'right thats it, buying the bait from Kernow Fish from now on',
    'so thats settled, no evening tours from January',
    'been going round in circles but ive decided, we are not opening on Sundays',
    'after all the back and forth we are hiring a second skipper',
  ])('"%s" is a decision', (text) => expect(readAt(text)[0]?.kind).toBe('decision'));

  it('"going back and forth on whether to hire" is still weighed', () =>
    expect(readAt('going back and forth on whether to hire')[0]?.kind).toBe('dilemma'));
});

describe('a new name, then why it is better', () => {
  it.each([
    ['make that order rope AND shackles, the chandlery shuts at 5', 'Order rope AND shackles'],
    ['call it service the winch and the windlass, is clearer', 'Service the winch and the windlass'],
  ])('"%s"', (text, title) => expect(readAt(text, reminded('Order rope'))).toEqual(renamedTo(title)));

  it('"sent it to her just now" ticks the send in view', () =>
    expect(readAt('sent it to her just now', inView('Send the invoice to Mrs Penrose'))).toEqual(inViewDone));
});

describe('a greeting or a name said before the ask', () => {
  it.each([
    ['mate remind me to chase the harbour office at 4', 'Chase the harbour office'],
    ['hola, remind me tmrw 9am to ring the sail loft', 'Ring the sail loft'],
    ['morning all 🙂 please remind me email the insurer at noon', 'Email the insurer'],
    ['hey its me again add book the crane for friday', 'Book the crane'],
  ])('"%s" adds "%s"', (text, title) => expect(readAt(text)[0]).toMatchObject({ kind: 'add_task', title }));

  it('"Instagram add budget" keeps its words', () =>
    expect(readAt('add Instagram add budget')[0]).toMatchObject({ title: 'Instagram add budget' }));
});

describe('hellos said other ways', () => {
  it.each([
    'hello? anybody about',
    'hiya bach, you up?',
    'ok hi um yeah just checking in',
    'merhaba, günaydın',
    'Good morning, hope all is well at your end',
  ])('"%s" is a greeting', (text) => expect(readAt(text)).toEqual([{ kind: 'small_talk', what: 'greeting' }]));

  it('"wass on tomorrow then" lists tomorrow', () =>
    expect(readAt('wass on tomorrow then')).toEqual([{ kind: 'list', view: 'tomorrow', day: null }]));
});

describe('what only looks like the changes above', () => {
  it.each([
    ["it's 3pm not 2pm", 'Call Bob 2pm'],
    ['meant Tuesday not Monday', 'Monday standup prep'],
    ["it's the 18th not 17th", 'Pay rent 17th'],
  ])('"%s" of "%s" moves it rather than renaming it', (text, title) => expect(readAt(text, inView(title))[0]?.kind).toBe('reschedule'));

  it.each([
    ["I'm done with Bob", inView('Call Bob')],
    ['we are done with the landlord', inView('Email the landlord about the deposit')],
    ['I mentioned it to him', inView('Fix the fence')],
    ['not needed, the time is fine', inView('Call the plumber', '2026-11-12T14:00:00.000Z')],
  ])('"%s" ticks and takes off nothing', (text, conversation) => {
    const read = readAt(text, conversation);
    expect(read.some((intent) => intent.kind === 'complete' || intent.kind === 'remove' || intent.kind === 'rename')).toBe(false);
  });

  it('"no I meant Sam not Sally" with "Call Sam" on the list renames nothing', () =>
    expect(
      readAt('no I meant Sam not Sally', { ...listed('Call Sam', 'Call Sally'), current: { title: 'Call Sally', due: null } })[0]?.kind,
    ).not.toBe('rename'));

  it.each(['one, wait no, the second', 'First: which is cheaper?', 'two, three if we can afford it'])('"%s" picks nothing yet', (text) =>
    expect(
      readAt(text, {
        pending: { about: 'dilemma_choice', question: 'Which?', options: ['Falmouth', 'Truro', 'Bude'] },
        current: null,
        listed: [],
      })[0],
    ).not.toMatchObject({ pick: 1 }),
  );

  it('"Add dentist appointment friday. remind me at 9" adds the appointment, and puts nothing off', () =>
    expect(readAt('Add dentist appointment friday. remind me at 9', reminded('Call the bank')).map((intent) => intent.kind)).toEqual([
      'add_task',
    ]));

  it('"call the plumber tomorrow at 3, write that down" keeps the job alone', () =>
    expect(readAt('call the plumber tomorrow at 3, write that down')).toEqual([
      { kind: 'add_task', title: 'Call the plumber', due: '2026-11-12T15:00:00.000Z', important: false, repeat: null },
    ]));

  it('"plan for tomorrow, call bob at 9 and email sue at 11" keeps both jobs', () =>
    expect(readAt('plan for tomorrow, call bob at 9 and email sue at 11').filter((intent) => intent.kind === 'add_task')).toHaveLength(2));

  it.each(['ok thats it, im going to bed', 'thats it for today', 'thats it, i need to call the bank'])('"%s" is no decision', (text) =>
    expect(readAt(text)[0]?.kind).not.toBe('decision'),
  );

  it('"they only give us an hour for lunch" is quoted back as said', () =>
    expect(JSON.stringify(readAt('they only give us an hour for lunch'))).not.toContain('give me'));
});
