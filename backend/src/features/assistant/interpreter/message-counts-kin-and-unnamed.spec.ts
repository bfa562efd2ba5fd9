import { inViewOf, reminderOf } from './testing/conversations';
import { kindsAt, readAt as read } from './testing/read-at';

/** Counts that are no hours, family on the move, things left unnamed, and a few more kinds. Wordings are our own. */

describe('a number before what it counts', () => {
  it.each([
    ['order compost friday, 40 bags', 'Order compost 40 bags', '2026-11-13T12:00:00.000Z'],
    ['ring the farrier saturday, 2 horses lame', 'Ring the farrier 2 horses lame', '2026-11-14T12:00:00.000Z'],
  ])('%s keeps the day and no hour', (said, title, due) => {
    expect(read(said)[0]).toEqual(expect.objectContaining({ kind: 'add_task', title, due }));
  });

  it('an hour said after the day with nothing counted is still an hour', () => {
    expect(read('ring the farrier saturday 2')[0]).toEqual(expect.objectContaining({ due: '2026-11-14T14:00:00.000Z' }));
  });
});

describe('family and others on the move', () => {
  it.each(['mum and dad flying in from Accra on the 22nd', 'Priya mum picking her up late today, 6:30', 'my brother is visiting saturday'])(
    '%s asks for nothing',
    (said) => {
      expect(kindsAt(said)).toEqual(['unknown']);
    },
  );

  it('a job about them is still a job', () => {
    expect(kindsAt('pick up mum from the station on the 22nd')).toEqual(['add_task']);
  });
});

describe('who is named but not what about', () => {
  it.each(['ring the fella about the thing', 'ask Dee about that', 'call the garage about it'])('%s is asked about', (said) => {
    expect(kindsAt(said)).toEqual(['unclear']);
  });

  it('a named subject is a task', () => {
    expect(kindsAt('ring the fella about the gate')).toEqual(['add_task']);
  });
});

describe('something new came along, in reply to a reminder', () => {
  it('"got a call out, give it an hour" puts it off, and ticks nothing', () => {
    expect(read('got a call out, give it an hour', reminderOf('Renew the van insurance'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: null, minutes: 60 },
    ]);
  });

  it('"got the insurance" still ticks it', () => {
    expect(kindsAt('got the insurance', reminderOf('Get the insurance'))).toEqual(['complete']);
  });
});

describe('where it was done, and a stretch of time over', () => {
  it('"done at the tyre place" ticks the task in view', () => {
    expect(read('done at the tyre place', reminderOf('Tyres on the transit'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });

  it('"ok the season\'s done, need to drain the tanks" adds the job and ticks nothing', () => {
    expect(kindsAt("ok ehm the season's done, need to drain the tanks")).toEqual(['add_task']);
  });
});

describe('two things weighed, with no verb', () => {
  it.each([
    ['temp staff or overtime for the bank holiday', ['temp staff', 'overtime for the bank holiday']],
    ['bill per job or day rate for the refits', ['bill per job', 'day rate for the refits']],
  ])('%s is a dilemma', (said, options) => {
    expect(read(said)[0]).toEqual(expect.objectContaining({ kind: 'dilemma', options }));
  });

  it('two numbers are no choice', () => {
    expect(kindsAt('the 9 or the 4')).not.toContain('dilemma');
  });
});

describe('a decision asked back in more ways', () => {
  it.each([
    ['did i ever make my mind up on the trailer', 'trailer'],
    ['vivaro or transit, which way did i go in the end', 'vivaro'],
    ['the loyalty card thing, did i decide?', 'loyalty card'],
    ['which feed supplier did we end up going with', 'feed supplier'],
    ['remind me my reasoning on sunday openings', 'sunday openings'],
    ['what was my call-out fee again', 'call-out fee'],
  ])('%s recalls %s', (said, words) => {
    expect(read(said)).toEqual([{ kind: 'recall_decision', words }]);
  });
});

describe('the one that matters, in fewer words', () => {
  it.each([
    'most urgent?',
    'what has to happen before the bank holiday',
    "what's the one job i cant let slip this week",
    'i have half an hour between clients what i should do',
  ])('%s asks what to do first', (said) => {
    expect(read(said)).toEqual([{ kind: 'prioritise', scope: 'focus' }]);
  });

  it.each(['sort out my tomorrow will you', 'set up friday for me, what goes when'])('%s plans the day', (said) => {
    expect(read(said)).toEqual([{ kind: 'prioritise', scope: 'plan_day' }]);
  });
});

describe('thanks and hellos in more words', () => {
  it.each(['thanks mami', 'bless you for that', '10-4 thanks'])('%s thanks', (said) => {
    expect(read(said)).toEqual([{ kind: 'small_talk', what: 'thanks' }]);
  });

  it.each(['gd morning x', 'dia dhuit'])('%s greets', (said) => {
    expect(read(said)).toEqual([{ kind: 'small_talk', what: 'greeting' }]);
  });
});

describe('"an" and "n" between two jobs', () => {
  it('"renew the permit an get the van washed" is two jobs', () => {
    expect(read('renew the permit an get the van washed').map((intent) => 'title' in intent && intent.title)).toEqual([
      'Renew the permit',
      'Get the van washed',
    ]);
  });

  it('"send an email to Kay" is one', () => {
    expect(kindsAt('send an email to Kay')).toEqual(['add_task']);
  });
});

describe('a yes with a nod after it', () => {
  it('"go on then yeah" answers the question', () => {
    const asked = {
      pending: { about: 'other' as const, question: 'Want me to nudge you next week?', options: [] },
      current: null,
      listed: [],
    };
    expect(kindsAt('go on then yeah', asked)).toEqual(['answer']);
  });
});

describe('a removal beside a deed already done', () => {
  it('"don\'t need that, already sent them" takes the task in view off', () => {
    expect(read("don't need that, already sent them", inViewOf('Send the flyers to print'))).toEqual([
      { kind: 'remove', task: { by: 'context' } },
    ]);
  });
});

describe('a pick, then why', () => {
  const asked = (question: string, options: string[]) => ({
    pending: { about: 'other' as const, question, options },
    current: null,
    listed: [],
  });
  it.each([
    ['the second one, it pays better', 2],
    ['7, I finish late', 2],
    ['6 works, school run after', 1],
  ])('%s picks %i', (said, pick) => {
    expect(read(said, asked('6 or 7?', ['6', '7']))[0]).toEqual(expect.objectContaining({ kind: 'answer', pick }));
  });

  it('"the top one" is the first of the tasks asked between', () => {
    const which = { pending: { about: 'which_task' as const, options: ['Call the bank', 'Call the vet'] }, current: null, listed: [] };
    expect(read('the top one', which)[0]).toEqual(expect.objectContaining({ kind: 'answer', pick: 1 }));
    expect(read('none of those, i meant the dentist', which)[0]).toEqual(expect.objectContaining({ kind: 'answer', pick: null }));
  });
});

describe('ticks said in fewer words', () => {
  it('"no.2 ✅" with a list shown ticks the second', () => {
    const listed = { pending: null, current: null, listed: ['Call the bank', 'Send the rota', 'Fix the gate'] };
    expect(read('no.2 ✅', listed)).toEqual([{ kind: 'complete', task: { by: 'number', number: 2 } }]);
  });

  it.each([
    ['gutters all checked', 'gutters'],
    ['trailer all loaded', 'trailer'],
  ])('%s ticks the task named %s', (said, words) => {
    expect(read(said)).toEqual([{ kind: 'complete', task: { by: 'words', words } }]);
  });
});

describe('"actually" before a due date set right', () => {
  it('"actually its due the 19th" moves the day of the task in view', () => {
    expect(read('actually its due the 19th', inViewOf('File the returns', '2026-11-13T17:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-19', time: null },
    ]);
  });

  it('"make it fri 7" keeps the hour said after the short weekday', () => {
    expect(read('make it fri 7', inViewOf('Lift the leeks', '2026-11-12T07:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-13', time: '07:00' },
    ]);
  });
});

describe('a course before a choice', () => {
  it('"sell the van and buy a bigger one or keep it another year" is one choice', () => {
    expect(read('sell the van and buy a bigger one or keep it another year')).toEqual([
      {
        kind: 'dilemma',
        question: 'sell the van and buy a bigger one or keep it another year',
        options: ['Sell the van and buy a bigger one', 'Keep it another year'],
      },
    ]);
  });

  it('"call mum and buy bread or milk" is still two jobs', () => {
    expect(kindsAt('call mum and buy bread or milk')).toEqual(['add_task', 'add_task']);
  });
});

describe('news of money or parts coming', () => {
  it.each(['deposit from the Hendersons came through', 'parts for the Transit arrive tmrw morning'])('%s adds no task', (said) => {
    expect(kindsAt(said)).not.toContain('add_task');
  });
});

describe('a hello, then chat that asks nothing', () => {
  it.each(['morning all! slow start at the yard today so just saying hello', 'hiya. nothing much happening at the yard yet'])(
    '%s greets',
    (said) => {
      expect(read(said)).toEqual([{ kind: 'small_talk', what: 'greeting' }]);
    },
  );

  it('"morning! call the bank at 9" is still the job', () => {
    expect(kindsAt('morning! call the bank at 9')).toEqual(['add_task']);
  });
});

describe('minutes asked for after what holds the person up', () => {
  it('"customer still here gimme 20" puts the reminder off 20 minutes', () => {
    expect(read('customer still here gimme 20', reminderOf('Check the invoice'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: null, minutes: 20 },
    ]);
  });
});

describe('a figure of ones own set after "that\'s it"', () => {
  it('"right thats it, my rates go to £60 an hour from feb" is a decision', () => {
    expect(kindsAt('right thats it, my rates go to £60 an hour from feb')).toEqual(['decision']);
  });
});
