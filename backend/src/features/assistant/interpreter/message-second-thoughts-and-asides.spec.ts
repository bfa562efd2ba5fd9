import type { Intent } from './intent';
import { changesNothing, inView, listed, readAt, reminded } from './testing/read-at';

/**
 * Changes taken back or left unfinished, a clock that opens a new name, asides that sound like a
 * time or a job, and a change named by the words of the task in view.
 * Read at Wednesday 11 November 2026, 15:00 in London (10:00 in New York); wordings are our own.
 */
const NEW_YORK = 'America/New_York';
const inViewMovedTo = (time: string): Intent[] => [{ kind: 'reschedule', task: { by: 'context' }, date: null, time }];
const asked = (read: Intent[]) => read.length === 1 && read[0].kind === 'unclear';

describe('a change begun and taken back', () => {
  it.each(['rename it... actually no its fine leave it', 'move it to 4, actually no, leave it', 'call the glazier at 4, nah leave it'])(
    '"%s" changes nothing',
    (text) => expect(changesNothing(readAt(text, inView('Email Dan the quote')))).toBe(true),
  );

  it.each(['rename it to', 'rename it as', 'rename that to'])('"%s", with no name after, asks what to call it', (text) =>
    expect(asked(readAt(text, inView('Pay Mo for the van hire')))).toBe(true),
  );

  it('"leave it as it is" alone, to a reminder, is left to the readers of replies', () =>
    expect(readAt('leave it as it is', reminded('Chase the tiler'))).not.toEqual([{ kind: 'small_talk', what: 'acknowledgement' }]));
});

describe('a clock opening what looks like a new name is a new time with its reason', () => {
  it('"change it to 8:30 they moved the set" moves the gig in view to 20:30', () =>
    expect(readAt('change it to 8:30 they moved the set', inView('Set at the Bowery', '2026-11-13T01:00:00.000Z'), NEW_YORK)).toEqual(
      inViewMovedTo('20:30'),
    ));

  it('"change it to 4pm, the client is running late" moves it to 16:00', () =>
    expect(readAt('change it to 4pm, the client is running late', inView('Call the client', '2026-11-12T12:00:00.000Z'))).toEqual(
      inViewMovedTo('16:00'),
    ));

  it('"rename it to 9:30 soundcheck" is still a new name, asked for by name', () =>
    expect(readAt('rename it to 9:30 soundcheck', inView('Soundcheck'))).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: '9:30 soundcheck' },
    ]));
});

describe('asides that sound like a time, a tick or a job', () => {
  it('"spoke to them, still waiting on the bank. nothing more to do for now" moves the reminder to no moment', () =>
    expect(
      changesNothing(
        readAt('spoke to them, still waiting on the bank. nothing more to do for now', reminded('Ring the bank about the loan'), NEW_YORK),
      ),
    ).toBe(true));

  it('"no the now, gie us till 6" puts the reminder off till 18:00 (Scots "not just now")', () =>
    expect(readAt('no the now, gie us till 6', reminded('Phone the supplier'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-11T18:00:00.000Z', minutes: null },
    ]));

  it.each(['decided nothing yet on the new van, still getting quotes', 'decided nothing, still mulling it'])(
    '"%s" is no decision',
    (text) => expect(readAt(text)).not.toContainEqual(expect.objectContaining({ kind: 'decision' })),
  );

  it('"decided nothing will change on the rates" is one', () =>
    expect(readAt('decided nothing will change on the rates')).toContainEqual(expect.objectContaining({ kind: 'decision' })));

  it('"got to the yard late, the lorry had already gone" tells where I got to', () =>
    expect(changesNothing(readAt('got to the yard late, the lorry had already gone'))).toBe(true));

  it('"got to the bank before 4 tomorrow" is somewhere to get to', () =>
    expect(readAt('got to the bank before 4 tomorrow')).toContainEqual(expect.objectContaining({ kind: 'add_task' })));

  it('"got to ring the bank before 5" is still a job', () =>
    expect(readAt('got to ring the bank before 5')).toEqual([
      { kind: 'add_task', title: 'Ring the bank', due: '2026-11-11T17:00:00.000Z', important: false, repeat: null },
    ]));

  it('"the new sparky is done with his first fix" ticks nothing of mine, and is heard', () =>
    expect(readAt('the new sparky is done with his first fix', inView('Book the plasterer'))).toEqual([
      { kind: 'small_talk', what: 'acknowledgement' },
    ]));

  it.each(['please the skip', 'pls the invoice'])('"%s" asks what to do with it', (text) => expect(asked(readAt(text))).toBe(true));
});

describe('a move or a new name said in the words of the task in view is of that task; a removal still finds its task by them', () => {
  it.each([
    ['knackered. push the fitting to tmrw pls', { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-12', time: null }],
    ['delete the fitting', { kind: 'remove', task: { by: 'words', words: 'fitting' } }],
  ] as [string, Intent][])('"%s" with "Dress fitting with Amara" in view', (text, intent) =>
    expect(readAt(text, inView('Dress fitting with Amara', '2026-11-11T17:00:00.000Z'))).toEqual([intent]),
  );

  it('"push the dentist to friday" still names another task', () =>
    expect(readAt('push the dentist to friday', inView('Dress fitting with Amara'))).toEqual([
      { kind: 'reschedule', task: { by: 'words', words: 'dentist' }, date: '2026-11-13', time: null },
    ]));

  it('"scrap that actually, the client isn\'t ready" removes the one in view', () =>
    expect(readAt("scrap that actually, the client isn't ready", inView('Site visit with the client'))).toEqual([
      { kind: 'remove', task: { by: 'context' } },
    ]));

  it('"abeg change am to \'send the stems to Tolu\', ta" renames it (Pidgin "am" is "it")', () =>
    expect(readAt("abeg change am to 'send the stems to Tolu', ta", inView('Send stems'))).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Send the stems to Tolu' },
    ]));
});

describe('Scots "ah" and "hae", Pidgin "wetin", and a numbered item\'s "\'s done"', () => {
  it.each([
    ['whit did ah decide aboot the van hire?', 'recall_decision'],
    ['wetin I decide about the deposit sef?', 'recall_decision'],
    ['am ah free on Friday efternoon?', 'free_time'],
    ['hae I got a gap between 10 and 12 the morn?', 'free_time'],
    ["Ah've decided tae stop the Sunday classes fae January", 'decision'],
  ])('"%s" is read as %s', (text, kind) => expect(readAt(text).map((intent) => intent.kind)).toEqual([kind]));

  it('"ah ok, thanks" keeps its "ah"', () => expect(readAt('ah ok, thanks')).toEqual([{ kind: 'small_talk', what: 'thanks' }]));

  it('"3\'s booked, the hotel had a deal on" ticks item 3 of the list shown', () =>
    expect(readAt("3's booked, the hotel had a deal on", listed('Call Ana', 'Pay the PRS bill', 'Book the hotel in Leeds'))).toEqual([
      { kind: 'complete', task: { by: 'number', number: 3 } },
    ]));

  it('"£2\'s booked" is no item', () =>
    expect(readAt("£2's booked", listed('Call Ana', 'Book the hotel'))).not.toContainEqual(
      expect.objectContaining({ kind: 'complete', task: { by: 'number', number: 2 } }),
    ));
});

describe('every item of the list by its count, and what to do first or drop, said loosely', () => {
  const three = listed('Call Ana', 'Pay the PRS bill', 'Book the hotel in Leeds');
  const allTicked = [1, 2, 3].map((number) => ({ kind: 'complete', task: { by: 'number', number } }));

  it.each(['all 3 done, heading home', 'all three done', 'did all of them mate'])('"%s" ticks the three shown', (text) =>
    expect(readAt(text, three)).toEqual(allTicked),
  );

  it('"all 4 done" with three shown ticks none of them', () => expect(changesNothing(readAt('all 4 done', three))).toBe(true));

  it.each([
    ['top prio tonight?', 'focus'],
    ["right, what's the one thing I should be doing rn", 'focus'],
    ['what can I punt this week', 'drop'],
    ['the van broke down again, what can I shelve today', 'drop'],
  ])('"%s" asks for %s', (text, scope) => expect(readAt(text)).toEqual([{ kind: 'prioritise', scope }]));
});

describe('"remind us", and several days said before the job', () => {
  it('"remind me every monday and wednseday at 7am to prep the mat classes" finds both days through the typo (found talking to the app)', () =>
    expect(readAt('remind me every monday and wednseday at 7am to prep the mat classes').map((intent) => intent.kind)).toEqual([
      'add_task',
      'add_task',
    ]));

  it('"remind us fri to get the ladders back off our kid, he\'s had them weeks" adds the job for Friday', () =>
    expect(readAt("remind us fri to get the ladders back off our kid, he's had them weeks")).toEqual([
      { kind: 'add_task', title: 'Get the ladders back off our kid', due: '2026-11-13T12:00:00.000Z', important: false, repeat: null },
    ]));

  it('"remind me every monday and thursday at 7 to post the gig list" adds it for each day, every week', () =>
    expect(readAt('remind me every monday and thursday at 7 to post the gig list')).toEqual([
      {
        kind: 'add_task',
        title: 'Post the gig list',
        due: '2026-11-16T19:00:00.000Z',
        important: false,
        repeat: { every: 'week', interval: 1 },
      },
      {
        kind: 'add_task',
        title: 'Post the gig list',
        due: '2026-11-12T19:00:00.000Z',
        important: false,
        repeat: { every: 'week', interval: 1 },
      },
    ]));
});

describe('what the review of these rules found, kept as it was', () => {
  it.each([
    ['change it to "9:30 standup"', '9:30 standup'],
    ['update it to 9:30 standup', '9:30 standup'],
  ])('"%s" renames (a clock with no reason after it is part of the name)', (text, title) =>
    expect(readAt(text, inView('Standup'))).toEqual([{ kind: 'rename', task: { by: 'context' }, title }]),
  );

  it('"change it to 9:30 thurs they bumped me" moves nothing to a day it never read', () =>
    expect(
      readAt('change it to 9:30 thurs they bumped me', inView('Gig at the Stand', '2026-11-13T02:00:00.000Z'), NEW_YORK),
    ).not.toContainEqual(expect.objectContaining({ kind: 'reschedule', date: null })));

  it.each(['please add the invoice', 'hi, please add the invoice'])('"%s" still adds it', (text) =>
    expect(readAt(text)).toContainEqual(expect.objectContaining({ kind: 'add_task', title: 'The invoice' })),
  );

  it('"move the dentist to friday. gym, never mind" still moves the dentist', () =>
    expect(readAt('move the dentist to friday. gym, never mind')).toEqual([
      { kind: 'reschedule', task: { by: 'words', words: 'dentist' }, date: '2026-11-13', time: null },
    ]));

  it('"remind me to tell the builder no, leave it" keeps what is to be told', () =>
    expect(readAt('remind me to tell the builder no, leave it')).toEqual([
      { kind: 'add_task', title: 'Tell the builder no', due: null, important: false, repeat: null },
    ]));

  it('"done, never mind" to a reminder still ticks it', () =>
    expect(readAt('done, never mind', reminded('Call Bob'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]));

  it('"I decided nothing goes out without Jo seeing it" is a decision', () =>
    expect(readAt('I decided nothing goes out without Jo seeing it')).toContainEqual(expect.objectContaining({ kind: 'decision' })));

  it('"the client proposal is done with their edits in" ticks the proposal', () =>
    expect(readAt('the client proposal is done with their edits in')).toEqual([
      { kind: 'complete', task: { by: 'words', words: 'client proposal' } },
    ]));

  it('"say no the now to the client" keeps its "no"', () =>
    expect(readAt('say no the now to the client')).toContainEqual(
      expect.objectContaining({ kind: 'add_task', title: 'Say no to the client' }),
    ));
});

describe('"for now" is how things stand, never a time (found talking to the app)', () => {
  it('"nothing more to do on the flashing for now" adds no task due this minute', () =>
    expect(changesNothing(readAt('nothing more to do on the flashing for now'))).toBe(true));

  it('"park that for now, remind me to ring the bank at 4" adds only the call', () =>
    expect(readAt('park that for now, remind me to ring the bank at 4')).toEqual([
      { kind: 'add_task', title: 'Ring the bank', due: '2026-11-11T16:00:00.000Z', important: false, repeat: null },
    ]));

  it('"call Bob now" is still due now', () =>
    expect(readAt('call Bob now')).toEqual([
      { kind: 'add_task', title: 'Call Bob', due: '2026-11-11T15:00:00.000Z', important: false, repeat: null },
    ]));

  it('"decided nothing yet on the van, still getting quotes" is heard, and nothing is kept', () =>
    expect(readAt('decided nothing yet on the van, still getting quotes')).toEqual([{ kind: 'small_talk', what: 'acknowledgement' }]));
});

describe('a hello, a yes or thanks before the answer to a reminder', () => {
  it.each(['hi yes just did it', 'cheers for the reminder, did it this morning', 'yep rang them, all sorted'])('"%s" ticks it', (text) =>
    expect(readAt(text, reminded('Ring the venue'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]),
  );

  it.each(['thanks for the nudge', 'thanks for the nudge about the deposit, would have forgotten'])('"%s" is thanks', (text) =>
    expect(changesNothing(readAt(text, reminded('Chase the deposit')))).toBe(true),
  );

  it('"ta for the reminder, doing it after tea" puts nothing off on a guess', () =>
    expect(readAt('ta for the reminder, doing it after tea', reminded('Ring the venue'))).not.toContainEqual(
      expect.objectContaining({ kind: 'snooze', minutes: 60 }),
    ));
});
