import type { ConversationState } from './intent';
import { kindsAt, readAt as read } from './testing/read-at';

/**
 * Why beside when: a time said after a reason, someone else's new time, a reminder put off with why,
 * things back or counted in, choices weighed by when or against another course. Wordings are our own.
 */

const reminder = (task: string): ConversationState => ({
  pending: { about: 'follow_up', task },
  current: { title: task, due: '2026-11-11T14:00:00.000Z' },
  listed: [],
});
const inView = (title: string, due: string | null = null): ConversationState => ({ pending: null, current: { title, due }, listed: [] });

describe('a reason, then the new time of the task in view', () => {
  it.each([
    ["porter's on his break, 3 instead", '15:00'],
    ['too late, 10', '10:00'],
    ['way too early, 11am', '11:00'],
  ])('given %p -> moved to %p', (text, time) => {
    expect(read(text, inView('Collect the keys from the porter', '2026-11-11T13:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time },
    ]);
  });

  it('a day after a reason keeps the hour for the day', () => {
    expect(read('too wet by then, tmrw 9am', inView('Treat the fence', '2026-11-11T15:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-12', time: '09:00' },
    ]);
  });

  it('a job before "instead" is no reason', () => {
    expect(kindsAt('call jo, 3 instead', inView('Collect the keys', '2026-11-11T13:00:00.000Z'))).not.toContain('reschedule');
  });

  it('"remind me in an hour instead" puts the reminder off, not a move', () => {
    expect(read('remind me in an hour instead', reminder('Collect the keys'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: null, minutes: 60 },
    ]);
  });
});

describe('someone other than a person asks for another time', () => {
  it.each([
    ['the yard said friday instead', '2026-11-13', null],
    ['actually they need it by 4', null, '16:00'],
  ])('given %p -> moved', (text, date, time) => {
    expect(read(text, inView('Drop the pallets at the yard', '2026-11-11T12:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date, time },
    ]);
  });

  it('with nothing in view it moves nothing', () => {
    expect(kindsAt('the yard said friday instead')).not.toContain('reschedule');
  });
});

describe('a reminder put off, with who it is said to or why', () => {
  it.each(['later pls, lambing', 'later mate', 'not now, on a ladder'])('given %p -> put off by the default', (text) => {
    expect(read(text, reminder('Send the Hughes quote'))).toEqual([{ kind: 'snooze', task: { by: 'context' }, until: null, minutes: 60 }]);
  });

  it('"later mate" with nothing waiting is a goodbye', () => {
    expect(read('later mate')).toEqual([{ kind: 'small_talk', what: 'goodbye' }]);
  });

  it('how long, said after it, is kept', () => {
    expect(read('not now, give me half an hour', reminder('Send the Hughes quote'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: null, minutes: 30 },
    ]);
  });

  it('words after the comma that name nothing of the reminder say why', () => {
    expect(read('snooze 2hrs, in with the assessors', reminder('Send the Hughes quote'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: null, minutes: 120 },
    ]);
  });

  it('"y" to a reminder is yes, done', () => {
    expect(read('y', reminder('Send the Hughes quote'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });

  it('"can you like remind me …, im up a ladder" puts it off and adds no job', () => {
    expect(kindsAt('can you like remind me in 2 hours, im up a ladder', reminder('Send the Hughes quote'))).toEqual(['snooze']);
  });
});

describe('a new title labelled as one', () => {
  it('takes every word after the colon, whatever it holds', () => {
    expect(read('title: text sat crew re 7am start', inView('Text the saturday crew'))).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Text sat crew re 7am start' },
    ]);
  });
});

describe('news that holds a day or a count', () => {
  it.each([
    "the chainsaw's back from the repair shop friday",
    'three new enquiries from the flyer this morning',
    '2 more bookings for saturday',
  ])('given %p -> no task', (text) => {
    expect(kindsAt(text)).not.toContain('add_task');
  });

  it('a job on something back is still a job', () => {
    expect(kindsAt("call the menders re the chainsaw's back plate tomorrow")).toContain('add_task');
  });
});

describe('choices weighed by when or against another course', () => {
  it.each([
    'raise the day rate now or after new year',
    'open the shop on sundays or close it over winter',
    'new mixer on credit or patch up the old one',
  ])('given %p -> a dilemma', (text) => {
    expect(kindsAt(text)).toEqual(['dilemma']);
  });

  it('two names, then what the choice is for and its year, are weighed', () => {
    expect(kindsAt('squarespace or wix for the studio site next year')).toEqual(['dilemma']);
  });

  it('two things for a day stay an errand', () => {
    expect(kindsAt('milk or bread for the van tomorrow')).toEqual(['add_task']);
  });

  it('a job now or later, said short, stays a job', () => {
    expect(kindsAt('call jo now or after lunch')).not.toContain('dilemma');
  });
});

describe('why a thing was changed, asked back', () => {
  it('is looked up in the journal', () => {
    expect(read('remind me why the choir moved to thursdays')).toEqual([{ kind: 'recall_decision', words: 'choir' }]);
  });
});

describe('a word that names a zone elsewhere, inside a job', () => {
  it('is part of the job, and the time beside it is kept', () => {
    const [first] = read('ship the honey jars by 4 today');
    expect(first).toMatchObject({ kind: 'add_task', title: 'Ship the honey jars' });
    expect((first as { due: string | null }).due).not.toBeNull();
  });
});

describe('what to ask or charge, never what to drop', () => {
  it.each(['what should i charge per lesson in park slope', 'whats the best time to prune a beech hedge'])(
    'given %p -> a question',
    (text) => {
      expect(kindsAt(text)).toEqual(['question']);
    },
  );

  it('what can go this week is still what to drop', () => {
    expect(read('what can i drop this week')).toEqual([expect.objectContaining({ kind: 'prioritise', scope: 'drop' })]);
  });
});

describe('a length billed or booked beside the day', () => {
  it.each([
    ['invoice the Lyons for 4 days tmrw', 'Invoice the Lyons for 4 days', '2026-11-12T12:00:00.000Z'],
    ['hire the mixer for 2 days on friday', 'Hire the mixer for 2 days', '2026-11-13T12:00:00.000Z'],
  ])('given %p -> the day said, the length kept in the title', (text, title, due) => {
    expect(read(text)).toEqual([{ kind: 'add_task', title, due, important: false, repeat: null }]);
  });

  it('put off for days, it is still a snooze by that length', () => {
    expect(read('snooze for 2 days', reminder('Ring_Jo'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: null, minutes: 2880 },
    ]);
  });
});

describe('a test or a body in capitals beside the day said', () => {
  it('never moves the job to that weekday', () => {
    const [first] = read('email Leo the SAT reading list tomorrow at 6');
    expect(JSON.stringify(first)).not.toContain('2026-11-14');
  });

  it('a capital weekday with no other day is still that day', () => {
    expect(read('ring Jo SAT 10am')).toEqual([
      { kind: 'add_task', title: 'Ring Jo', due: '2026-11-14T10:00:00.000Z', important: false, repeat: null },
    ]);
  });
});
