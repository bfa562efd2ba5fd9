import { readAt as read } from './testing/read-at';
import { inViewOf, reminderOf } from './testing/conversations';

/** Decisions, feelings and statements in plain words, and asks that are never put-offs. Read on Wednesday 11 November 2026, 15:00 London. Wordings are our own. */
describe('a decision said in plain words', () => {
  it.each([
    "sod it, we're closing the stall in january",
    'made the call, we go monthly billing for everyone',
    "ok we're raising the gutter clean to £90",
    'going to stop same-day callouts',
    "we won't take bridal trials anymore, too draining",
  ])('given %p -> kept as a decision', (text) => {
    // The "ok" it is said with is left out of the journal's words.
    const kept = text.replace(/^ok /, '');
    expect(read(text)).toEqual([{ kind: 'decision', text: kept.charAt(0).toUpperCase() + kept.slice(1) }]);
  });

  it.each(["sod it, I'll ring them now", 'going to stop by the bank', "I'm going to stop at the wholesaler"])(
    'given %p -> no decision',
    (text) => {
      expect(read(text).some((intent) => intent.kind === 'decision')).toBe(false);
    },
  );
});

describe('a feeling said in an idiom', () => {
  it.each([
    ['customers who haggle do my head in', 'feeling'],
    ['on my feet since 5 and my back is done in', 'feeling'],
    ['honestly kinda gutted about the review', 'feeling'],
    ['everythings a bit too much rn', 'overwhelmed'],
    ['too many plates spinning, not enough hours', 'overwhelmed'],
    ['quarter end is coming and I feel so behind', 'overwhelmed'],
  ])('given %p -> %p', (text, what) => {
    expect(read(text)).toEqual([{ kind: 'small_talk', what }]);
  });

  it('given a stretched greeting ("heyyy goooood evening") -> a greeting, not a task', () => {
    expect(read('heyyy goooood evening!!')).toEqual([{ kind: 'small_talk', what: 'greeting' }]);
  });
});

describe('what someone else wants, and a routine', () => {
  it.each(['The landlord wants a walkthrough next week.', 'my accountant asked for the receipts by friday'])(
    'given %p -> nothing to do',
    (text) => {
      expect(read(text).some((intent) => intent.kind === 'add_task')).toBe(false);
    },
  );

  it('given "push a newsletter every friday at 9" -> a weekly job, not a put-off', () => {
    expect(read('push a newsletter every friday at 9')).toEqual([
      {
        kind: 'add_task',
        title: 'Push a newsletter',
        due: '2026-11-13T09:00:00.000Z',
        important: false,
        repeat: { every: 'week', interval: 1 },
      },
    ]);
  });

  it('given "remove that she found another plumber" with a task in view -> that task removed', () => {
    expect(read('remove that she found another plumber', inViewOf('Quote the Hendersons'))).toEqual([
      { kind: 'remove', task: { by: 'context' } },
    ]);
  });
});

describe('a reminder answered with what was done and news after it', () => {
  it('given "spoke to them, starting monday" -> done, not put off to monday', () => {
    expect(read('spoke to them, starting monday', reminderOf('Call the roofers'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });

  it('given "stop that one" with a task in view -> that task removed, not every message stopped', () => {
    expect(read('stop that one', inViewOf('Send the mailer'))).toEqual([{ kind: 'remove', task: { by: 'context' } }]);
  });
});

describe('a ramble after an apology, and a flat that is a home', () => {
  it('given "sorry was on a call. so tomorrow at 9 ring the landlord of flat 2" -> the job', () => {
    expect(read('sorry was on a call. so tomorrow at 9 ring the landlord of flat 2')).toEqual([
      { kind: 'add_task', title: 'Ring the landlord of flat 2', due: '2026-11-12T09:00:00.000Z', important: false, repeat: null },
    ]);
  });
});

describe('weighing the list in other words', () => {
  it.each([
    ['which is the most pressing one?', 'focus'],
    ["whats the one call i mustn't skip today", 'focus'],
    ['what must I do before the school run?', 'focus'],
    ['what can I knock off the list this week', 'drop'],
    ['got 12 things on, which ones can wait', 'drop'],
    ['my day is a mess, sort it for me', 'plan_day'],
    ['get my day in order please', 'plan_day'],
  ])('given %p -> %p', (text, scope) => {
    expect(read(text)).toEqual([{ kind: 'prioritise', scope }]);
  });

  it('given "what do I need to do today?" -> not weighing', () => {
    expect(read('what do I need to do today?').some((intent) => intent.kind === 'prioritise')).toBe(false);
  });
});

describe('a decision looked up in other words', () => {
  it.each([
    ['the Harlow flat, what I decided?', 'harlow flat'],
    ['remember me what I decided about the deposit', 'deposit'],
    ['look in my decisions for the new van', 'new van'],
    ['the logo decision, what was it again?', 'logo'],
    ['whats my rule on weekend callouts again', 'weekend callouts'],
    ['what did we set the day rate to', 'day rate'],
  ])('given %p -> looked up by %p', (text, words) => {
    expect(read(text)).toEqual([{ kind: 'recall_decision', words }]);
  });
});

describe('a choice handed over after its options', () => {
  it.each([
    'lease the van or buy it outright, what would you do',
    'hire a junior or do it myself. help',
    "I don't know if take the Leeds job or stay local",
  ])('given %p -> a dilemma', (text) => {
    expect(read(text).map((intent) => intent.kind)).toEqual(['dilemma']);
  });

  it('given "I don\'t know if the depot is open or not" -> no dilemma', () => {
    expect(read("I don't know if the depot is open or not").some((intent) => intent.kind === 'dilemma')).toBe(false);
  });
});

describe('a reminder put off with the reason around it', () => {
  it('given "they shut at 4, remind me at 9 tomorrow when they open" after a reminder -> put off to 9 tomorrow', () => {
    expect(read('they shut at 4, remind me at 9 tomorrow when they open', reminderOf('Ring the council'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-12T09:00:00.000Z', minutes: null },
    ]);
  });

  it('given "remind me before I forget" -> asked what about', () => {
    expect(read('remind me before I forget').map((intent) => intent.kind)).toEqual(['unclear']);
  });

  it('given "20 mins, still on site" after a reminder -> put off 20 minutes, no new task', () => {
    expect(read('20 mins, still on site', reminderOf('Ring the council'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: null, minutes: 20 },
    ]);
  });

  it('given "later I go to the bank and pay in the cheques" -> no put-off', () => {
    expect(
      read('later I go to the bank and pay in the cheques', reminderOf('Ring the council')).some((intent) => intent.kind === 'snooze'),
    ).toBe(false);
  });

  it.each(['Harper & Lowe want to push the fit-out to April', "whens the council's deadline for the permit"])(
    'given %p -> no task',
    (text) => {
      expect(read(text).some((intent) => intent.kind === 'add_task')).toBe(false);
    },
  );
});

/** A reminder asked for in other words than "remind me". Wordings are our own. */
describe('a reminder asked for in other words', () => {
  it.each([
    ['can you ping me at 6 to walk the dog', 'Walk the dog', '2026-11-11T18:00:00.000Z'],
    ['can you get me to call Rob at 4:30', 'Call Rob', '2026-11-11T16:30:00.000Z'],
    ['could you schedule a call with the bank for 11', 'Schedule a call with the bank', '2026-11-12T11:00:00.000Z'],
    ['pencil in the vet for friday', 'The vet', '2026-11-13T12:00:00.000Z'],
  ])('given %p -> %p', (text, title, due) => {
    expect(read(text)).toEqual([{ kind: 'add_task', title, due, important: false, repeat: null }]);
  });

  it('given "put the bins out tonight" -> the job keeps its verb', () => {
    expect(read('put the bins out tonight')[0]).toMatchObject({ kind: 'add_task', title: 'Put the bins out' });
  });

  it('given "what\'s the schedule for friday?" -> no task', () => {
    expect(read("what's the schedule for friday?").map((intent) => intent.kind)).not.toContain('add_task');
  });
});

/** A job said as what the person is going to do, or as a note to write down. Wordings are our own. */
describe('a job said as an intention or a note', () => {
  it.each([
    ["i'm gonna call the landlord tomorrow", 'Call the landlord', '2026-11-12T12:00:00.000Z'],
    ['note down: order grout', 'Order grout', null],
    ['put down call Gary', 'Call Gary', null],
  ])('given %p -> %p', (text, title, due) => {
    expect(read(text)).toEqual([{ kind: 'add_task', title, due, important: false, repeat: null }]);
  });

  it.each(["I'll be late", 'im gonna need a bigger van'])('given %p -> a state, offered rather than added', (text) => {
    expect(read(text)[0]).toMatchObject({ kind: 'unclear', question: 'Shall I add it?' });
  });
});

/** "actually" misspelt before a correction. Wordings are our own. */
describe('a misspelt "actually"', () => {
  it('given "actualy make it 9" about the task in view -> its new time', () => {
    expect(read('actualy make it 9', inViewOf('Ring the skip firm', '2026-11-12T08:30:00.000Z'))[0]).toMatchObject({
      kind: 'reschedule',
      time: '09:00',
    });
  });
});
