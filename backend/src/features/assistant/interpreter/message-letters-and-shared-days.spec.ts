import { inViewOf, listOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/**
 * Messages written as letters (a greeting, a request put kindly, a signature) and lists of jobs that
 * say their day once. Wordings are our own.
 */

const task = (title: string, due: string | null) => ({ kind: 'add_task', title, due, important: false, repeat: null });
const NY = 'America/New_York';
const titles = (said: string, zone?: string) =>
  read(said, undefined, zone).map((intent) => (intent.kind === 'add_task' ? intent.title : intent.kind));
const dues = (said: string, zone?: string) =>
  read(said, undefined, zone).map((intent) => (intent.kind === 'add_task' ? intent.due : intent.kind));

describe('a signature says who wrote, not what to do', () => {
  it('a name with an initial after the last full stop is left out of the title', () => {
    expect(read('Kindly remind me to ring Mr Pask about the longcase clock on Friday at eleven. J. Whitcombe')).toEqual([
      task('Ring Mr Pask about the longcase clock', '2026-11-13T11:00:00.000Z'),
    ]);
  });

  it('"Yours, Edith Marlow" and "Kind regards" close a letter and are no part of the job', () => {
    expect(titles('Please remind me to renew the shop insurance. Kind regards, Edith Marlow')).toEqual(['Renew the shop insurance']);
    expect(titles('Dear Daily, remind me to order more dust sheets. Yours, Edith')).toEqual(['Order more dust sheets']);
  });

  it('a first name after thanks signs the message', () => {
    expect(titles('remind me to defrost the chest freezer tomorrow. Thanks! Mabel')).toEqual(['Defrost the chest freezer']);
  });

  it('a word after a full stop that names a job is kept: "Remind me tomorrow at 3. Dentist"', () => {
    expect(titles('Remind me tomorrow at 3. Dentist')).toEqual(['Dentist']);
  });

  it.each([
    ['Many thanks. Cedric Royle', 'thanks'],
    ['Much obliged. Regards, Cedric Royle', 'thanks'],
    ['Ivy here. Hello.', 'greeting'],
    ['Hello. Royle speaking.', 'greeting'],
    ['Good evening to you, Daily. Cedric Royle.', 'greeting'],
    ['Morning to you.', 'greeting'],
  ])('%p is only %p', (said, what) => {
    expect(read(said)).toEqual([{ kind: 'small_talk', what }]);
  });
});

describe('a request put kindly', () => {
  it('"Would you be so good as to remind me to …" keeps only the job', () => {
    expect(titles('Would you be so good as to remind me to collect the repaired mantel clock')).toEqual([
      'Collect the repaired mantel clock',
    ]);
  });

  it('"Would you be so kind as to …" and "would you kindly …" too', () => {
    expect(titles('Would you be so kind as to remind me to wind the shop clocks on Monday')).toEqual(['Wind the shop clocks']);
    expect(titles('would you kindly remind me to water the window boxes')).toEqual(['Water the window boxes']);
  });
});

describe('a day said once for a list of jobs', () => {
  it('"remind me friday to …, … and …" gives every job friday', () => {
    expect(read('remind me friday to ring the glazier, pay the window cleaner and order more bin bags', undefined, NY)).toEqual([
      task('Ring the glazier', '2026-11-13T17:00:00.000Z'),
      task('Pay the window cleaner', '2026-11-13T17:00:00.000Z'),
      task('Order more bin bags', '2026-11-13T17:00:00.000Z'),
    ]);
  });

  it('"remind me on Sunday morning to …, to … and to …" gives every job the morning', () => {
    expect(new Set(dues('Please remind me on Sunday morning to tune the upright, to dust the pews, and to fold the notices.'))).toEqual(
      new Set(['2026-11-15T09:00:00.000Z']),
    );
  });

  it('a heading "for Tuesday:" over a numbered list dates each item', () => {
    expect(read('Kindly note for Tuesday: (1) file the Pemberton lease; (2) telephone the bank; (3) post the deeds.')).toEqual([
      task('File the Pemberton lease', '2026-11-17T12:00:00.000Z'),
      task('Telephone the bank', '2026-11-17T12:00:00.000Z'),
      task('Post the deeds', '2026-11-17T12:00:00.000Z'),
    ]);
  });

  it('hours in a list headed "for Thursday" are Thursday\'s, not today\'s', () => {
    expect(dues("Two jobs for Thursday: measure the Greens' kitchen at 9, site meeting in Rye at 11", NY)).toEqual([
      '2026-11-12T14:00:00.000Z',
      '2026-11-12T16:00:00.000Z',
    ]);
  });

  it('"Busy day tomorrow! …" dates every job after it', () => {
    expect(dues('Busy day tomorrow! Collect the cake stands at 8, dress the tables by 2, and phone the florist.')).toEqual([
      '2026-11-12T08:00:00.000Z',
      '2026-11-12T14:00:00.000Z',
      '2026-11-12T12:00:00.000Z',
    ]);
  });

  it('"monday: A and B" is two jobs on monday', () => {
    expect(read('monday: pay the printer and chase the venue deposit')).toEqual([
      task('Pay the printer', '2026-11-16T12:00:00.000Z'),
      task('Chase the venue deposit', '2026-11-16T12:00:00.000Z'),
    ]);
  });

  it('"Before the end of the month I must …, … and …" gives each job the month\'s end', () => {
    expect(new Set(dues('Before the end of the month I must renew the van tax, pay the guild fees and clear the loft', NY))).toEqual(
      new Set(['2026-11-30T17:00:00.000Z']),
    );
  });

  it('"job for tomorrow: …" gives its one job the day', () => {
    expect(read('job for tomorrow: measure up at the Greens')).toEqual([task('Measure up at the Greens', '2026-11-12T12:00:00.000Z')]);
  });

  it('a lead naming a day with one ask after its colon is read as said', () => {
    expect(read('call Jo on friday: she is back')).not.toHaveLength(0);
    expect(titles('call Jo on friday: she is back')).not.toContain('She is back');
  });
});

describe('a title keeps the job, not the aside after it', () => {
  it.each([
    ['call the supplier in Shenzhen every tues 9am (their 4pm)', 'Call the supplier in Shenzhen'],
    ['fix the checkout drop-off (35%!!) tomorrow', 'Fix the checkout drop-off'],
    ['renew the van insurance before it runs out on the 20th', 'Renew the van insurance'],
    ['remind me to print the flyers tonight at 8 before we lose the slot', 'Print the flyers'],
    ['remind me to book the tuner for the church on friday please 😊', 'Book the tuner for the church'],
    ['remind me to collect the rent on the 1st please dear', 'Collect the rent'],
    ['book club meetup thurs 7pm pop it in', 'Book club meetup'],
  ])('%p is titled %p', (said, title) => {
    expect(titles(said)).toEqual([title]);
  });

  it('a name given in a rename keeps its brackets', () => {
    expect(read('rename it to order spokes (700c)', { pending: null, current: { title: 'Order spokes', due: null }, listed: [] })).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Order spokes (700c)' },
    ]);
  });
});

describe('a list of jobs said with commas', () => {
  it('a job in a verb the reader knows only from the tagger is its own ask', () => {
    expect(titles('glaze the mugs, ship 6 orders, and fix the kiln shelf')).toEqual([
      'Glaze the mugs',
      'Ship 6 orders',
      'Fix the kiln shelf',
    ]);
  });

  it('a comma before what a job acts on keeps one job', () => {
    expect(titles('buy eggs, flour and sugar')).toHaveLength(1);
  });

  it('"I should like to …" is a job put politely; "I would like to know …" is not', () => {
    expect(titles("Tomorrow I should like to sort the sheet music, telephone the tuner, and wrap the vicar's present")).toEqual([
      'Sort the sheet music',
      'Telephone the tuner',
      "Wrap the vicar's present",
    ]);
    expect(titles('I would like to know what is on tomorrow')).not.toContain('Know what is on');
  });
});

describe("a task rewritten, struck off or ticked, in a clerk's words", () => {
  const shown = listOf('Order the brass hinges', 'Telephone the bank', 'Invoice the Marlows', 'Collect the rent');

  it.each([
    ['Would you alter that to read Collect the walnut table from Hove.', { by: 'context' }, 'Collect the walnut table from Hove'],
    ['Amend to read: deliver the oak dresser to the Pinners', { by: 'context' }, 'Deliver the oak dresser to the Pinners'],
    ["Number three ought to say 'Invoice the Marlows for both chairs'", { by: 'number', number: 3 }, 'Invoice the Marlows for both chairs'],
    ['2 should be ring the bank about the overdraft', { by: 'number', number: 2 }, 'Ring the bank about the overdraft'],
    ["Better call it 'Hove auction, lots 12 to 20'", { by: 'context' }, 'Hove auction, lots 12 to 20'],
  ])('%p renames', (said, task, title) => {
    expect(read(said, { ...shown, current: { title: 'Collect the table', due: null } })).toEqual([{ kind: 'rename', task, title }]);
  });

  it('"it should be 4:30 pm" moves the task rather than naming it a time', () => {
    expect(read('it should be 4:30 pm', inViewOf('Collect the table'))).not.toEqual([expect.objectContaining({ kind: 'rename' })]);
  });

  it.each([
    ['Please strike number 2 off, the bank rang me back.', 2],
    ['You can take number 4 off, the tenant paid in cash.', 4],
    ['take off #1', 1],
  ])('%p removes that item', (said, number) => {
    expect(read(said, shown)).toEqual([{ kind: 'remove', task: { by: 'number', number } }]);
  });

  it('"The X has been filed. Mark it done, please." ticks the task it names', () => {
    expect(read('The probate form has been filed. Mark it done, please.')).toEqual([
      { kind: 'complete', task: { by: 'words', words: 'probate form' } },
    ]);
  });
});

describe('courtesies as an older hand writes them', () => {
  it.each([
    ['Thanks ever so.', 'thanks'],
    ['Thank you for your patience this afternoon.', 'thanks'],
    ['I shall say goodbye for now.', 'goodbye'],
    ['So long for now', 'goodbye'],
    ['Goodnight, Daily. Thank you for today.', 'goodbye'],
    ['I must confess I am rather tired today.', 'feeling'],
    ["I'm at the end of my tether with the boiler", 'feeling'],
  ])('%p is %p', (said, what) => {
    expect(read(said)).toEqual([{ kind: 'small_talk', what }]);
  });
});

describe('the list and free time asked after in older words', () => {
  it('"What is next, Daily?" shows what is next', () => {
    expect(read('What is next, Daily?')).toEqual([{ kind: 'list', view: 'next', day: null }]);
  });

  it('"Is anything past due?" shows what is overdue', () => {
    expect(read('Is anything past due?')).toEqual([{ kind: 'list', view: 'overdue', day: null }]);
  });

  it('"Is there anything for me on Saturday?" shows that day', () => {
    expect(read('Is there anything for me on Saturday?')).toEqual([{ kind: 'list', view: 'day', day: '2026-11-14' }]);
  });

  it('"Have I any free time on the 20th?" asks for free time that day', () => {
    expect(read('Have I any free time on the 20th?')).toEqual([
      { kind: 'free_time', from: '2026-11-20T09:00:00.000Z', to: '2026-11-20T18:00:00.000Z' },
    ]);
  });

  it('"teatime" is four in the afternoon and "elevenses" eleven in the morning', () => {
    expect(dues('Remind me at teatime to bring the sign in')).toEqual(['2026-11-11T16:00:00.000Z']);
    expect(dues('Remind me at elevenses tomorrow to ring the framer')).toEqual(['2026-11-12T11:00:00.000Z']);
  });

  it('"Daily" said to daily is no part of the job, but "the daily report" is', () => {
    expect(titles('Daily, remind me to order the frames')).toEqual(['Order the frames']);
    expect(titles('send the daily report')).toEqual(['Send the daily report']);
  });
});

describe('a repeat said first, set off by a comma', () => {
  const repeatOf = (said: string, zone?: string) => {
    const [first] = read(said, undefined, zone);
    return first.kind === 'add_task' ? { title: first.title, due: first.due, repeat: first.repeat } : first;
  };

  it('"Every year on the 2nd of March, renew the chimney certificate" repeats yearly from that date', () => {
    expect(repeatOf('Every year on the 2nd of March, renew the chimney certificate.')).toEqual({
      title: 'Renew the chimney certificate',
      due: '2027-03-02T12:00:00.000Z',
      repeat: { every: 'year', interval: 1 },
    });
  });

  it('"Every other Tuesday, please, a reminder to …" repeats fortnightly', () => {
    expect(repeatOf('Every other Tuesday, please, a reminder to order the milk tokens.')).toEqual({
      title: 'Order the milk tokens',
      due: '2026-11-17T12:00:00.000Z',
      repeat: { every: 'week', interval: 2 },
    });
  });

  it('"Each Monday at 9, remind me to …, please." keeps its hour and its repeat', () => {
    expect(repeatOf('Each Monday at 9, remind me to bank the takings, please.')).toEqual({
      title: 'Bank the takings',
      due: '2026-11-16T09:00:00.000Z',
      repeat: { every: 'week', interval: 1 },
    });
  });

  it('"I need reminding to …" asks for a reminder; "pay the water bill 20th every month" is monthly on the 20th', () => {
    expect(titles('Every Sunday at eight in the morning I need reminding to open the church')).toEqual(['Open the church']);
    expect(repeatOf('pay the water bill 20th every month')).toEqual({
      title: 'Pay the water bill',
      due: '2026-11-20T12:00:00.000Z',
      repeat: { every: 'month', interval: 1 },
    });
  });
});

describe('what looks like a signature or an aside but says which', () => {
  it('a name after the full stop that the job already holds is kept: "Call Sue. Sue Thompson"', () => {
    expect(titles('Remind me to ring Dev. Dev Patel')).toEqual(['Ring Dev. Dev Patel']);
  });

  it('"Mrs." before a surname ends no sentence', () => {
    expect(titles('Send the estimate to Mrs. Okafor')).toEqual(['Send the estimate to Mrs. Okafor']);
  });

  it('a bracketed reference number is kept', () => {
    expect(titles('pay invoice (#5120) friday')).toEqual(['Pay invoice (#5120)']);
  });

  it('a price list is no list of jobs', () => {
    expect(read('prices: trim £15, wash £10, nails £8').some((intent) => intent.kind === 'add_task')).toBe(false);
  });

  it('"all sorted thanks" after a reminder still ticks it', () => {
    expect(
      read('all sorted thanks', {
        pending: { about: 'follow_up', task: 'Pay the cleaner' },
        current: { title: 'Pay the cleaner', due: null },
        listed: [],
      }),
    ).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });
});

describe('a new time said with its reason', () => {
  const view = { pending: null, current: { title: 'Drop the proofs at the printer', due: '2026-11-12T10:00:00.000Z' }, listed: [] };

  it('"7 actually, they need longer" moves the task to 7', () => {
    expect(read('7 actually, they need longer', view)).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '07:00' },
    ]);
  });

  it('"actually they open at 10:30" moves the task to when they open', () => {
    expect(read('actually they open at 10:30', view)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date: null, time: '10:30' }]);
  });

  it('"they open at 10:30" without "actually" only tells', () => {
    expect(read('they open at 10:30', view)).toEqual([{ kind: 'unknown' }]);
  });

  it('"kiln is full, hour and a half" puts a reminder off ninety minutes', () => {
    expect(
      read('kiln is full, hour and a half', { ...view, pending: { about: 'follow_up', task: 'Drop the proofs at the printer' } }),
    ).toEqual([{ kind: 'snooze', task: { by: 'context' }, until: null, minutes: 90 }]);
  });

  it('"give it till friday 9" puts it off until then', () => {
    expect(read('give it till friday 9', view)).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-13T09:00:00.000Z', minutes: null },
    ]);
  });
});

describe('ways of going on, choices weighed, and questions put as reminders', () => {
  it.each([
    "ok i'm going to email the list twice a week instead of daily",
    'raising the membership tier to £12 from march',
    'closing commissions until february',
    'the newsletter goes monthly from january',
  ])('%p is a decision', (said) => {
    expect(read(said).map((intent) => intent.kind)).toEqual(['decision']);
  });

  it('"I\'m going to post the parcels instead of dropping them" is still a job', () => {
    expect(read("i'm going to post the parcels instead of dropping them").map((intent) => intent.kind)).toEqual(['add_task']);
  });

  it('"paid plan at £4 or £7?" ticks nothing', () => {
    expect(read('paid plan at £4 or £7?').some((intent) => intent.kind === 'complete')).toBe(false);
  });

  it('"can you remind me how to move a task?" is a question, not a task', () => {
    expect(read('can you remind me how to move a task?')).toEqual([{ kind: 'question', text: 'can you remind me how to move a task?' }]);
  });

  it('"lemme see friday" shows friday', () => {
    expect(read('lemme see friday')).toEqual([{ kind: 'list', view: 'day', day: '2026-11-13' }]);
    expect(read('lemme see tmrw')).toEqual([{ kind: 'list', view: 'tomorrow', day: null }]);
  });
});

describe('"remind me then": the job put off to the moment said before it', () => {
  const reminded = {
    pending: { about: 'follow_up' as const, task: 'Ring the glazier' },
    current: { title: 'Ring the glazier', due: '2026-11-11T14:00:00.000Z' },
    listed: [],
  };

  it('"he won\'t be back till the morning, remind me then" puts it off to tomorrow morning', () => {
    expect(read("he won't be back till the morning, remind me then", reminded)).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-12T09:00:00.000Z', minutes: null },
    ]);
  });

  it('"the yard opens at 10 tomorrow, remind me then" puts it off to 10 tomorrow', () => {
    expect(read('the yard opens at 10 tomorrow, remind me then', reminded)).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-12T10:00:00.000Z', minutes: null },
    ]);
  });

  it('"payday is thursday, remind me then" moves it to thursday', () => {
    expect(read('payday is thursday, remind me then', reminded)).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-12', time: null },
    ]);
  });

  it('with no task in view, "remind me then" puts nothing off', () => {
    expect(read('payday is thursday, remind me then').some((intent) => intent.kind === 'snooze' || intent.kind === 'reschedule')).toBe(
      false,
    );
  });
});

describe('an hour said bare at the end of a repeat', () => {
  it('"every other thursday piano with Ines 4pm" repeats at 4', () => {
    expect(read('every other thursday piano with Ines 4pm')).toEqual([
      {
        kind: 'add_task',
        title: 'Piano with Ines',
        due: '2026-11-12T16:00:00.000Z',
        important: false,
        repeat: { every: 'week', interval: 2 },
      },
    ]);
  });

  it('"every friday night 9pm" keeps its night and its hour out of the title', () => {
    expect(titles('mop the bar every friday night 9pm')).toEqual(['Mop the bar']);
  });
});

describe('a letter opened to daily and signed with thanks (found talking to the built server)', () => {
  it('"Dear Daily, … Many thanks, Pat" is the job alone, with no daily repeat', () => {
    expect(read('Dear Daily, please remind me on the 4th to renew the van insurance. Many thanks, Pat')).toEqual([
      task('Renew the van insurance', '2026-12-04T12:00:00.000Z'),
    ]);
  });

  it('"Many thanks, Pat" alone is thanks', () => {
    expect(read('Many thanks, Pat')).toEqual([{ kind: 'small_talk', what: 'thanks' }]);
  });

  it('"ok decided, no more same-day orders" keeps only the choice', () => {
    expect(read('ok decided, no more same-day orders')).toEqual([{ kind: 'decision', text: 'No more same-day orders' }]);
  });
});

describe('the job after "then" at an hour, with no day of its own', () => {
  it('is on the day of the job before it, not today', () => {
    expect(read('see the surveyor at the barn thurs 10, then price up the Hill St job at 1')).toEqual([
      task('See the surveyor at the barn', '2026-11-12T10:00:00.000Z'),
      task('Price up the Hill St job', '2026-11-12T13:00:00.000Z'),
    ]);
    expect(dues('ring the bank friday at 10, and after that email Jo at 2')).toEqual([
      '2026-11-13T10:00:00.000Z',
      '2026-11-13T14:00:00.000Z',
    ]);
  });

  it('a job after "then" with no hour keeps no day', () => {
    expect(dues('book the van tuesday, then pay the invoice')).toEqual(['2026-11-17T12:00:00.000Z', null]);
  });
});

describe('things on the day at their hours, said among jobs in a voice note', () => {
  it('each thing at its hour is kept beside the job, not told away as a remark', () => {
    expect(
      titles('right so tomorrow morning gas safe check at 8, then the glaziers at 11, and I need to ring the council about the skip'),
    ).toEqual(['Gas safe check', 'Glaziers', 'Ring the council about the skip']);
  });

  it('"at 2 there\'s the call with the buyer" is the call, at 2', () => {
    expect(
      read("um tomorrow I need to do the stock count first thing, then at 2 there's the call with the Selfridges buyer"),
    ).toContainEqual(task('Call with the Selfridges buyer', '2026-11-12T14:00:00.000Z'));
  });

  it('an hour already gone by, told as news before the ask, adds nothing of its own', () => {
    expect(
      titles('That call at 8:30 went badly; they want to pause until March. Put a reminder in for 4pm to draft the pause plan.'),
    ).toEqual(['Draft the pause plan']);
  });
});

describe('a time said once after the jobs, for all of them', () => {
  it('", both tomorrow" gives each job the day', () => {
    expect(read('ring the insurer and book the MOT, both tomorrow')).toEqual([
      task('Ring the insurer', '2026-11-12T12:00:00.000Z'),
      task('Book the MOT', '2026-11-12T12:00:00.000Z'),
    ]);
  });

  it('"all three by friday" gives each of three jobs the day', () => {
    expect(dues('invoice Acme, chase Bell and pay the VAT - all three by friday')).toEqual([
      '2026-11-13T12:00:00.000Z',
      '2026-11-13T12:00:00.000Z',
      '2026-11-13T12:00:00.000Z',
    ]);
  });
});

describe('"there\'s" before a thing at its hour, spelt with or without its apostrophe', () => {
  it("is no part of the thing's name", () => {
    expect(titles('tmrw i need to do the stock take first thing, then at 3 theres the call with the landlord')).toEqual([
      'Do the stock take',
      'Call with the landlord',
    ]);
  });
});
