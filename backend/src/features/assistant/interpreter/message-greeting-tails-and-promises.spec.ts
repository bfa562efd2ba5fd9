import { inViewOf, reminderOf } from './testing/conversations';
import { kindsAt, readAt as read } from './testing/read-at';

/** Greetings that end "to you", promises about the task in view, learners' ticks and softened orders. Wordings are our own. */

describe('a greeting that ends on whom it is for', () => {
  it.each(['good morning to you', 'hi there, good evening to you', 'morning to you all!', 'hello to you too'])(
    '%s is a greeting',
    (said) => {
      expect(read(said)).toEqual([{ kind: 'small_talk', what: 'greeting' }]);
    },
  );

  it('a job after it is still read', () => {
    expect(kindsAt('good morning to you, ring the bank at 4')).toEqual(['add_task']);
  });
});

describe('a promise about the task in view', () => {
  it('beside a put-off is no second task', () => {
    expect(read("snooze to 9pm, I'll do it when the baby's asleep", reminderOf('File the Okoro appeal'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-11T21:00:00.000Z', minutes: null },
    ]);
  });

  it('alone adds nothing', () => {
    expect(kindsAt("i'll do that once i'm back from the school run")).not.toContain('add_task');
  });

  it('"do it" alone is still asked about', () => {
    expect(kindsAt('ok do it')).toEqual(['unclear']);
  });
});

describe("a learner's tick", () => {
  it.each(['finish', 'finish. all posted', 'already finish'])('%s in reply to a reminder ticks it', (said) => {
    expect(read(said, reminderOf('Post the W-2 forms'), 'America/New_York')).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });

  it('finish with a job after it is a job', () => {
    expect(kindsAt('finish the payroll report by 5')).toEqual(['add_task']);
  });
});

describe('an order softened', () => {
  it('"lowkey delete that" beside why takes the task in view off', () => {
    expect(read('lowkey delete that, the other coach has the friday group now', inViewOf('Friday squad session'))).toEqual([
      { kind: 'remove', task: { by: 'context' } },
    ]);
  });

  it('"lowkey" before a musing leaves it a musing', () => {
    expect(kindsAt('lowkey should sort out the merch thing')).not.toContain('add_task');
  });
});

describe('one course weighed against it and another', () => {
  it('"X only or also Y" is a dilemma', () => {
    expect(kindsAt('take bookings by phone only or also open online booking')).toEqual(['dilemma']);
  });
});
