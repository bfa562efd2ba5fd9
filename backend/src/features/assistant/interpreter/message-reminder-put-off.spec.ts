import { reminderOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** Replies to a reminder that put it off in loose words, and choices between two courses. Wordings are our own. */

const snoozedUntil = (until: string) => [{ kind: 'snooze', task: { by: 'context' }, until, minutes: null }];

describe('a place shut, in reply to a reminder', () => {
  it.each(['chemist shut', 'the depot was closed', 'sorting office closed now'])('given %p -> the job is not ticked', (text) => {
    expect(read(text, reminderOf('Collect the parcel from the depot'))[0].kind).not.toBe('complete');
  });

  it('puts the reminder off to the time said after it', () => {
    expect(read('depot shut, try again at 4', reminderOf('Collect the parcel from the depot'))).toEqual(
      snoozedUntil('2026-11-11T16:00:00.000Z'),
    );
  });

  it('ticks the job when the job was to close or shut something', () => {
    expect(read('serving hatch closed', reminderOf('Close the serving hatch'))[0].kind).toBe('complete');
  });
});

describe('"remind me" and an hour, in reply to a reminder', () => {
  it.each([
    ['remind me 5.45', '2026-11-11T17:45:00.000Z'],
    ['ping me 4', '2026-11-11T16:00:00.000Z'],
    ['so yeah could you remind me tomorrow at like 9', '2026-11-12T09:00:00.000Z'],
    ['hes in a meeting till 5, remind me 5.30', '2026-11-11T17:30:00.000Z'],
    ['shes teaching till 4, nudge me half past', '2026-11-11T16:30:00.000Z'],
  ])('given %p -> the reminder put off to that hour', (text, until) => {
    expect(read(text, reminderOf('Ring the accountant'))).toEqual(snoozedUntil(until));
  });
});

describe('deals done, said as news', () => {
  it('"4 sales agreed" is no decision', () => {
    expect(read('cracking day, 4 sales agreed')[0].kind).not.toBe('decision');
  });
});

describe('two courses, the second in a verb the tagger knows only in use', () => {
  it.each(['sell the van or refurb and keep it', 'renew the lease or downsize into the unit next door'])('given %p -> a choice', (text) => {
    expect(read(text)[0].kind).toBe('dilemma');
  });

  it('with "or" said, "and" joins the parts of one option', () => {
    expect(read('sell the van or refurb and keep it')[0]).toEqual(
      expect.objectContaining({ options: ['sell the van', 'refurb and keep it'] }),
    );
  });

  it.each(['buy butter or oat spread', 'text Mo or Priya, either is fine'])('given %p -> no choice of courses', (text) => {
    expect(read(text)[0].kind).not.toBe('dilemma');
  });
});

describe('hours a deed took, in reply to a reminder', () => {
  it.each(['clocked all 12 hrs!', 'spent 2 hours on it'])('given %p -> no snooze by those hours', (text) => {
    expect(read(text, reminderOf('Fill in the timesheet'))[0].kind).not.toBe('snooze');
  });

  it('being held up, then a span, still puts it off', () => {
    expect(read('stuck at the depot, snooze 1h', reminderOf('Fill in the timesheet'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: null, minutes: 60 },
    ]);
  });
});

describe('a short day in reply to a reminder', () => {
  it('"sat" puts it off to saturday, not a past of sitting', () => {
    expect(read('sat', reminderOf('Wash the minibus'))).toEqual(snoozedUntil('2026-11-14T12:00:00.000Z'));
  });
});

describe('"remind me" with only a condition', () => {
  it('with a reminder waiting, the time said puts it off', () => {
    expect(read('can you remind me tonight once the kids are down', reminderOf('Update the rota'))).toEqual(
      snoozedUntil('2026-11-11T20:00:00.000Z'),
    );
  });

  it('with nothing in view, what to be reminded of is asked', () => {
    expect(read('remind me after my last drop')[0]).toEqual(expect.objectContaining({ kind: 'unclear' }));
  });

  it('a job said after the condition is still the job', () => {
    expect(read('remind me after lunch to ring the depot')[0]).toEqual(
      expect.objectContaining({ kind: 'add_task', title: 'Ring the depot' }),
    );
  });
});

describe('hours spent and closing deeds, in reply to a reminder', () => {
  it.each(['been at it 5 hours', 'spent 2 hours on it'])('given %p -> neither done nor put off by those hours', (text) => {
    expect(['complete', 'snooze']).not.toContain(read(text, reminderOf('Paint the back room'))[0].kind);
  });

  it.each([
    ['closed the sale on the van', 'Sell the van'],
    ['membership closed', 'Cancel the gym membership'],
  ])('given %p to %p -> done', (text, title) => {
    expect(read(text, reminderOf(title))[0].kind).toBe('complete');
  });

  it('"ping me 4 - actually make it 5" settles on 5', () => {
    expect(read('ping me 4 - actually make it 5', reminderOf('Call Dan back'))[0]).toEqual(expect.objectContaining({ time: '17:00' }));
  });
});

describe('trouble told in reply to a reminder', () => {
  it.each([
    ['customer refused it, damaged box', 'Deliver the parcel to Mrs Cole'],
    ['went back to the depot, returned to sender', 'Deliver the parcel to Mrs Cole'],
    ['yard was locked', 'Collect the pallets'],
    ['he paid 40 of it', 'Chase Barry for the £100'],
  ])('given %p to %p -> no tick and no new task', (text, title) => {
    expect(['complete', 'add_task']).not.toContain(read(text, reminderOf(title))[0].kind);
  });

  it('"locked up" to "Lock up the yard" is the job done', () => {
    expect(read('locked up', reminderOf('Lock up the yard'))[0].kind).toBe('complete');
  });
});
