import { inViewOf, listOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/**
 * A job said in any words and then pointed at ("…, put it in"), jobs listed in one breath with verbs
 * the word lists do not hold, and what is said after a job's sentence has ended. Wordings are our own.
 */

const task = (title: string, due: string | null) => ({ kind: 'add_task', title, due, important: false, repeat: null });
const NY = 'America/New_York';
const titles = (said: string, zone?: string) =>
  read(said, undefined, zone).map((intent) => (intent.kind === 'add_task' ? intent.title : intent.kind));

describe('a job said first, then pointed at with "put it in" or "add it"', () => {
  it('a visit told as news is added when it is pointed at', () => {
    expect(read('boiler engineer coming fri 8am, put it in please')).toEqual([task('Boiler engineer', '2026-11-13T08:00:00.000Z')]);
  });

  it('words that told of the moment ("is", "moved to") are left out of the title', () => {
    expect(read('physio appt moved to tues 24th at 9:15, can you put that in')).toEqual([task('Physio appt', '2026-11-24T09:15:00.000Z')]);
    expect(read('the tasting for the Reyes wedding is dec 5 at 2pm, add it', undefined, NY)).toEqual([
      task('The tasting for the Reyes wedding', '2026-12-05T19:00:00.000Z'),
    ]);
  });

  it('a feeling said between the job and the pointing is left out', () => {
    expect(read('quarterly review with the bank next thurs at 11. not looking forward to it. add it')).toEqual([
      task('Quarterly review with the bank', '2026-11-19T11:00:00.000Z'),
    ]);
  });

  it('a feeling said after the job, before the pointing, is left out of the title', () => {
    expect(titles('tasting with the Okafors on the 19th at 3pm, nervous lol but put it in')).toEqual(['Tasting with the Okafors']);
    expect(titles('supplier call fri 3pm. nervous tbh. add it')).toEqual(['Supplier call']);
  });

  it("an hour said with the pointing is said of the job's own day", () => {
    expect(read('pay the window cleaner on the 1st, put it down for 9am')).toEqual([
      task('Pay the window cleaner', '2026-12-01T09:00:00.000Z'),
    ]);
    expect(read('car boot sunday, add it for 7am')).toEqual([task('Car boot', '2026-11-15T07:00:00.000Z')]);
  });

  it('a day left unread in the title, or several jobs for one "it", are asked about rather than added', () => {
    expect(read('Nails 27th 3pm, put it in').some((intent) => intent.kind === 'add_task')).toBe(false);
    expect(read('new pupil Ravi, trial lesson friday 4pm, put it in').map((intent) => intent.kind)).toEqual(['unclear']);
  });

  it('the moment said with the pointing is when the job is due', () => {
    expect(read('need to send Priya the mockups by monday, she asked twice. put it in for sunday 6pm so it gets done')).toEqual([
      task('Send Priya the mockups', '2026-11-15T18:00:00.000Z'),
    ]);
  });

  it('"just add the meeting" picks the sentence that names a meeting', () => {
    expect(read('team meeting thursday 9am. I need to tell them about the new rota. just add the meeting')).toEqual([
      task('Team meeting', '2026-11-12T09:00:00.000Z'),
    ]);
  });

  it('a sentence of worry without a moment is passed over for the job with one', () => {
    expect(titles("return the hire van by the 18th. no idea how I'll fit it in but put it in")).toEqual(['Return the hire van']);
  });

  it('"put it in for friday" with nothing said before it adds no task named "Put it in"', () => {
    const reminded = inViewOf('Call the landlord', '2026-11-11T16:00:00.000Z');
    expect(read('ok put it in for friday', reminded).some((intent) => intent.kind === 'add_task')).toBe(false);
  });
});

describe('jobs listed in one breath', () => {
  it('a verb with its prefix ("reorder", "rebook") opens a job among jobs', () => {
    expect(titles('need to call the printer about the proofs, reorder labels from Avery, and email Joan the rota')).toEqual([
      'Call the printer about the proofs',
      'Reorder labels from Avery',
      'Email Joan the rota',
    ]);
  });

  it('a thing that does something ("rent goes up") is no job, whatever its first word can be', () => {
    expect(titles('rent goes up in january, remind me to check the direct debit')).toEqual(['Check the direct debit']);
  });

  it('a heading before the list is no job of its own', () => {
    expect(titles('launch week:\n• write the press note\n• email the stockists')).toEqual(['Write the press note', 'Email the stockists']);
  });
});

describe('what is said after a job’s sentence has ended', () => {
  it.each([
    ['remind me at 6 to reply to the Kestrel email. not agreeing to anything, just replying', 'Reply to the Kestrel email'],
    ['remind me in 20 mins to drink some water. been at the desk since 8', 'Drink some water'],
    ['this week I need to chase the deposit, book the van and call my sister back. the diary is a mess', 'Call my sister back'],
  ])('"%s" keeps the job only', (said, last) => {
    expect(titles(said).at(-1)).toBe(last);
  });

  it('a job that passes on a message loses the remark after its sentence too', () => {
    expect(titles('remind me every monday at 9 to send the timesheets. every single monday')).toEqual(['Send the timesheets']);
  });

  it('another job after the full stop is kept, not cut as a remark', () => {
    expect(titles('email the landlord about the heating. also order more stock')).not.toEqual(['Email the landlord about the heating']);
  });

  it('a capitalised name after the full stop says which one, and stays', () => {
    expect(titles('Remind me to ring Sam. Sam Okafor')).toEqual(['Ring Sam. Sam Okafor']);
  });
});

describe('an item of the list just shown, told done or let go by its place', () => {
  const shown = listOf('Chase the Harlow invoice', 'Book the van in', 'Order more labels', 'Ring the accountant');

  it.each([
    ['2 booked', 2],
    ['3 ordered, should be here by monday', 3],
    ['1 paid - took long enough', 1],
  ])('"%s" ticks that item', (said, number) => {
    expect(read(said, shown)).toEqual([{ kind: 'complete', task: { by: 'number', number } }]);
  });

  it('a remark that names another item is left to the readers of several changes', () => {
    expect(read('1 is done, 2 can go', shown)).not.toEqual([{ kind: 'complete', task: { by: 'number', number: 1 } }]);
  });

  it('a number past the end of the list ticks nothing', () => {
    expect(read('7 sent', shown).some((intent) => intent.kind === 'complete')).toBe(false);
  });

  it('"…, tick 4" ticks the item named by its number, not the words before', () => {
    expect(read('spoke to her about the year end, tick 4', shown)).toEqual([{ kind: 'complete', task: { by: 'number', number: 4 } }]);
  });

  it.each([
    ['second one can go', 2],
    ['the 4th can go, she retired', 4],
  ])('"%s" takes that item off', (said, number) => {
    expect(read(said, shown)).toEqual([{ kind: 'remove', task: { by: 'number', number } }]);
  });
});

describe('the task in view let go of with a reason', () => {
  const inView = inViewOf('Pack the kit for the Leeds shift');

  it.each([
    'leeds cancelled on me, get rid',
    'please remove, they found someone else',
    "take it off, I'll sort it myself when things calm down next month",
  ])('"%s" removes it', (said) => {
    expect(read(said, inView)).toEqual([{ kind: 'remove', task: { by: 'context' } }]);
  });
});

describe('a new name for a task, said in few words', () => {
  const inView = inViewOf('Book the scan');

  it('"call it <several words>" names the task in view; a saying does not', () => {
    expect(read('call it 12 week scan at the Portland', inView)).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: '12 week scan at the Portland' },
    ]);
    expect(read('call it a day', inView).some((intent) => intent.kind === 'rename')).toBe(false);
    expect(read('call it something else', inView).some((intent) => intent.kind === 'rename')).toBe(false);
  });

  it('"call it …" with a list just shown may mean any item on it, so it changes nothing', () => {
    const both = { ...listOf('Book the scan', 'Pay the rent'), current: { title: 'Book the scan', due: null } };
    expect(read('call it 12 week scan at the Portland', both).some((intent) => intent.kind === 'rename')).toBe(false);
  });

  it('"title: …" renames the task in view', () => {
    expect(read('title: scan #2 (Portland, bring notes)', inView)).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Scan #2 (Portland, bring notes)' },
    ]);
  });

  it('quoted words after "should be" are the name, even when they tell of something done', () => {
    expect(read("should be 'newsletter 9 - what we shipped'", inView)).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Newsletter 9 - what we shipped' },
    ]);
  });

  it('"make it \\"…\\"" renames the task in view', () => {
    expect(read('make it "book the scan + bloods"', inView)).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Book the scan + bloods' },
    ]);
  });

  it('an item pointed at, an arrow, and its new name; an arrow to an hour is no name', () => {
    const shown = listOf('Pay the rent', 'Plan the open day', 'Order chairs');
    expect(read('2 → plan open day + taster class', shown)).toEqual([
      { kind: 'rename', task: { by: 'number', number: 2 }, title: 'Plan open day + taster class' },
    ]);
    expect(read('2 → 4pm', shown).some((intent) => intent.kind === 'rename')).toBe(false);
  });
});

describe('a choice settled in tired words', () => {
  const decided = (said: string) => read(said).map((intent) => intent.kind);

  it.each([
    'the pop-up is moving to march. decided. no point rushing it',
    'no more than 3 shoots a week. I mean it this time',
    'dropping Xero',
    'leaving Barclays if they put the fees up again',
    'switching couriers after christmas. sick of lost parcels',
    'renewing the studio lease. 2 more years. terrifying but yes',
    'so, wedding clients only on saturdays',
    'teaching beginners only on weekday evenings',
  ])('"%s" is a decision', (said) => {
    expect(decided(said)).toEqual(['decision']);
  });

  it('the sentence that sealed the choice is left out of the journal', () => {
    expect(read('the pop-up is moving to march. decided.')).toEqual([{ kind: 'decision', text: 'The pop-up is moving to march' }]);
  });

  it('when something happens is no choice of one\'s own: "the market is only on saturdays"', () => {
    expect(decided('the farmers market is only on saturdays')).not.toEqual(['decision']);
  });

  it('a sealed choice that asks for something is left to the other readers', () => {
    expect(decided('moving the launch to march. decided. remind me to tell the team tomorrow')).not.toEqual(['decision']);
  });
});

describe('a bare seven', () => {
  const due = (said: string, zone?: string) =>
    read(said, undefined, zone).map((intent) => (intent.kind === 'add_task' ? intent.due : intent.kind));

  it('said of another day is the morning', () => {
    expect(due('tomorrow at 7 open up for the window fitters')).toEqual(['2026-11-12T07:00:00.000Z']);
    expect(due('sat 7:30 load the van for the fair', NY)).toEqual(['2026-11-14T12:30:00.000Z']);
  });

  it('said of today is the evening, and so is one after an afternoon hour on the same day', () => {
    expect(due('ring the supplier at 7')).toEqual(['2026-11-11T19:00:00.000Z']);
    expect(due('tomorrow: fit the blinds at 2 and lock up the unit at 7')).toEqual([
      '2026-11-12T14:00:00.000Z',
      '2026-11-12T19:00:00.000Z',
    ]);
  });

  it('said of an evening pastime is the evening', () => {
    expect(due('every thursday at 7 choir')).toEqual(['2026-11-12T19:00:00.000Z']);
  });
});

describe('several items of the list changed in one message', () => {
  const shown = listOf('Fix the lamp', 'Call Dave', 'Send the deck', 'Repaint the door');

  it('each clause that opens with a number changes that item', () => {
    expect(read('1 is done, 2 can go', shown)).toEqual([
      { kind: 'complete', task: { by: 'number', number: 1 } },
      { kind: 'remove', task: { by: 'number', number: 2 } },
    ]);
    expect(read('2 done and 3 paid', shown)).toEqual([
      { kind: 'complete', task: { by: 'number', number: 2 } },
      { kind: 'complete', task: { by: 'number', number: 3 } },
    ]);
  });

  it('several items ticked together and another moved, in either order, are all changed', () => {
    const ticked = [
      { kind: 'complete', task: { by: 'number', number: 1 } },
      { kind: 'complete', task: { by: 'number', number: 3 } },
    ];
    const moved = { kind: 'reschedule', task: { by: 'number', number: 2 }, date: '2026-11-13', time: null };
    expect(read('1 and 3 done, 2 to friday', shown)).toEqual([...ticked, moved]);
    expect(read('1 and 3 done. 2 friday', shown)).toEqual([...ticked, moved]);
    expect(read('2 to friday, 1 and 3 done', shown)).toEqual([moved, ...ticked]);
  });

  it('an item ticked and another binned by a verb before its number are both changed', () => {
    expect(read('4 is sorted, delete 2', shown)).toEqual([
      { kind: 'complete', task: { by: 'number', number: 4 } },
      { kind: 'remove', task: { by: 'number', number: 2 } },
    ]);
  });

  it('a clause that changes nothing, or numbers that count things, leave the message to the other readers', () => {
    expect(read('2 people came, 3 left early', shown).some((intent) => intent.kind === 'complete' || intent.kind === 'remove')).toBe(false);
  });
});
