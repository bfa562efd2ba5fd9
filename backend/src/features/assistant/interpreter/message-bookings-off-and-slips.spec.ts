import { inViewOf, reminderOf } from './testing/conversations';
import { kindsAt, readAt as read } from './testing/read-at';

/** Bookings called off beside why, tasks let go of, jobs that look like changes, and spoken slips. Wordings are our own. */

describe('a booking called off because the other side changed', () => {
  it.each([
    ["cancel mr doyle's massage, he's broken his wrist", "mr doyle's massage"],
    ['drop the Chen lessons, the family moved to Leeds', 'Chen lessons'],
    ['cancel the Hollins shoot, couple postponed the wedding', 'Hollins shoot'],
  ])('%s takes it off by its words', (said, words) => {
    expect(read(said)).toEqual([{ kind: 'remove', task: { by: 'words', words } }]);
  });

  it('a reason of my own leaves it asked about', () => {
    expect(kindsAt('cancel the gym membership, too pricey')).not.toContain('remove');
  });
});

describe('the task in view let go of, with why', () => {
  const view = inViewOf('Book the tuner for the upright');
  it.each([
    'forget it, the school booked one already',
    "forget that, they're sorting it themselves",
    'not needed anymore, she sold the piano',
    'scratch that the tuner is coming anyway',
    'nvm found one in the cupboard lol delete',
  ])('%s removes it', (said) => {
    expect(read(said, view)).toEqual([{ kind: 'remove', task: { by: 'context' } }]);
  });
});

describe('jobs that look like changes', () => {
  it('pushed to a place, not a time, is a job', () => {
    expect(read('push the 1.2 patch to itch fri 10am')[0]).toEqual(
      expect.objectContaining({ kind: 'add_task', title: 'Push the 1.2 patch to itch', due: '2026-11-13T10:00:00.000Z' }),
    );
  });

  it('pushed to a day is still a move', () => {
    expect(kindsAt('push the dentist to next week')).toEqual(['reschedule']);
  });

  it('two ways weighed after a past-looking word are a choice, not a tick', () => {
    expect(kindsAt('paid newsletter or keep it free with ads')).toEqual(['dilemma']);
  });

  it('a goodbye after a job is no second job', () => {
    expect(read('order the reeds, talk later').map((intent) => intent.kind === 'add_task' && intent.title)).toEqual(['Order the reeds']);
    expect(read('off into a lesson, talk later')).toEqual([{ kind: 'small_talk', what: 'goodbye' }]);
  });

  it('a delivery said to come is news', () => {
    expect(kindsAt('the fabric shipment come thursday')).not.toContain('add_task');
  });

  it('when the task in view needs doing by is its new day', () => {
    expect(read('needs to be done by the 20th', inViewOf('File the VAT return'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-20', time: null },
    ]);
  });
});

describe('hours speech-to-text heard as other words', () => {
  it.each([
    ['remind me to ring mrs Ito at to about the invoice', 'Ring mrs Ito about the invoice', '2026-11-12T14:00:00.000Z'],
    ['remind me to book the hall at for thirty', 'Book the hall', '2026-11-11T16:30:00.000Z'],
  ])('%s is due at the hour meant', (said, title, due) => {
    expect(read(said)[0]).toEqual(expect.objectContaining({ kind: 'add_task', title, due }));
  });

  it('a word that only sounds like one stays a word', () => {
    expect(read('look at to do list')).not.toEqual([expect.objectContaining({ due: expect.stringContaining('T14:00') })]);
  });

  it.each([
    ['eight not nine', '08:00'],
    ['oh wait ate not nine', '08:00'],
    ['i said three not three thirty', '15:00'],
  ])('%s puts the hour right', (said, time) => {
    expect(read(said, inViewOf('Groom Pippa', '2026-11-14T09:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time },
    ]);
  });
});

describe('who said the right time, before it', () => {
  const view = inViewOf('Send the Fenwick proofs', '2026-11-20T12:00:00.000Z');
  it('the day they said, not the one saved', () => {
    expect(read('editor said 18th not 20th', view)).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-18', time: null },
    ]);
  });

  it('a count put right is no time', () => {
    expect(kindsAt('print 3 not 4', view)).not.toContain('reschedule');
  });
});

describe('a reminder put off beside what keeps the person', () => {
  const reminded = reminderOf('Chase the Aviva claim');
  const later = [{ kind: 'snooze', task: { by: 'context' }, until: null, minutes: 60 }];
  it.each(["can't rn", 'not rn', 'pls later, with a patient', 'two kids in the chair lol, later', 'busy now. an hour later please'])(
    '%s puts it off',
    (said) => {
      expect(read(said, reminded)).toEqual(later);
    },
  );

  it('until when the person is kept, then asked again', () => {
    expect(read('in clinic til 5, remind me after', reminded)).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-11T17:00:00.000Z', minutes: null },
    ]);
  });

  it('a count of minutes after the shrug is kept', () => {
    expect(read('later pls, 20', reminded)).toEqual([{ kind: 'snooze', task: { by: 'context' }, until: null, minutes: 20 }]);
  });

  it('a deed told first is no putting off', () => {
    expect(kindsAt('rang them. again.', reminded)).not.toContain('snooze');
  });
});

describe('decisions asked back by a figure, a rule or a why', () => {
  it.each([
    ['how much did i say the deep clean would be from march', 'deep clean'],
    ['how many new clients a week did i say id take', 'new clients'],
    ['remind me what my late fee is', 'late fee'],
    ['what was it i said about bank holidays', 'bank holidays'],
    ['remind me why no evening lessons', 'evening lessons'],
  ])('%s looks up %s', (said, words) => {
    expect(read(said)).toEqual([{ kind: 'recall_decision', words }]);
  });

  it('what is only mine to know is no decision', () => {
    expect(kindsAt('remind me what my password is')).not.toContain('recall_decision');
  });
});

describe('ways of working settled', () => {
  it.each([
    'no more 7am classes, my knees are done',
    'right, 24 hour cancellation policy from now on, half fee after that',
    "we're going with the Bath studio, signed today",
  ])('%s is a decision', (said) => {
    expect(kindsAt(said)).toEqual(['decision']);
  });
});

describe('a day, a repeat and a feeling kept where they belong', () => {
  it('a job about those just named is on their day', () => {
    expect(read('my sister lands saturday, collect her from Stansted at 4pm')[0]).toEqual(
      expect.objectContaining({ kind: 'add_task', due: '2026-11-14T16:00:00.000Z' }),
    );
  });

  it('a repeat with a day of the month is a new task, not a move', () => {
    expect(read('update my insurance log every 6 months on the 1st')[0]).toEqual(
      expect.objectContaining({ kind: 'add_task', repeat: { every: 'month', interval: 6 } }),
    );
  });

  it('stress felt today puts no reminder off', () => {
    expect(read('so stressed today, everything is behind', reminderOf('Chase the Aviva claim'))).toEqual([
      { kind: 'small_talk', what: 'overwhelmed' },
    ]);
  });

  it('what an animal did to the person is no job', () => {
    expect(kindsAt('Pickle the spaniel bit me again lol')).not.toContain('add_task');
  });
});

describe('a day planned, and a plan that is a job', () => {
  it('structuring the day is planning it, whatever follows', () => {
    expect(read('structure my day pls, head is fried')).toEqual([{ kind: 'prioritise', scope: 'plan_day' }]);
  });

  it('a plan named in a job is the job', () => {
    expect(kindsAt('ring mr Ahmed re his rehab plan tmrw 10:15')).toEqual(['add_task']);
  });
});

describe('an option picked by its place, its hour or its figure', () => {
  const asked = (options: string[]) => ({
    ...inViewOf('x'),
    current: null,
    pending: { about: 'other' as const, question: 'Which?', options },
  });
  it('the middle one of three', () => {
    expect(read('the middle one', asked(['Walk Bramble', 'Walk Ziggy', 'Walk Hugo']))).toEqual([
      { kind: 'answer', text: 'the middle one', pick: 2 },
    ]);
  });

  it('no middle of two', () => {
    expect(read('the middle one', asked(['Walk Bramble', 'Walk Ziggy']))).toEqual([{ kind: 'answer', text: 'the middle one', pick: null }]);
  });

  it('an hour names the option on the dot', () => {
    expect(read('7 is fine', asked(['7', '7:30']))).toEqual([{ kind: 'answer', text: '7 is fine', pick: 1 }]);
  });

  it('a figure names the option that holds it', () => {
    expect(read('45', asked(['Raise it to £45', 'Keep it at £40']))).toEqual([{ kind: 'answer', text: '45', pick: 1 }]);
  });
});

describe('the list asked for in fewer words', () => {
  it('a day of the month without its ending', () => {
    expect(read('what i have on the 23')).toEqual([{ kind: 'list', view: 'day', day: '2026-11-23' }]);
  });

  it('late on anything, asked as a yes or no', () => {
    expect(read('am i behind on anything')).toEqual([{ kind: 'list', view: 'overdue', day: null }]);
  });
});

describe('a fact asked with "or" is no choice to weigh', () => {
  it.each(['is a supply teacher self employed or an employee in Wales', 'can I resell tickets on my site or is that illegal'])(
    '%s is a question',
    (said) => {
      expect(kindsAt(said)).toEqual(['question']);
    },
  );

  it("a course of one's own is still weighed", () => {
    expect(kindsAt('should I go self employed or stay on the payroll')).toEqual(['dilemma']);
  });
});

describe('a job beside stock running short or which one is meant', () => {
  it.each(['order more couch roll, running low', 'buy toner, nearly out', 'reorder the wax strips, the blue ones'])(
    '%s is the job',
    (said) => {
      expect(kindsAt(said)).toEqual(['add_task']);
    },
  );
});
