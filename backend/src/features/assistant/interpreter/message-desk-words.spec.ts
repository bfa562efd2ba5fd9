import { inViewOf, listOf, reminderOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** How people at a desk, and parents between jobs, change and close their tasks. Wordings are our own. */

const kinds = (...args: Parameters<typeof read>) => read(...args).map((intent) => intent.kind);
const CALL = inViewOf('Call the surveyor', '2026-11-12T10:00:00.000Z');
const FOUR = listOf('Chase the searches', 'Send the contract', 'Answer the requisitions', 'Book the removals');

describe('a new time asked for in an office word', () => {
  it('"amend", "update" and "set that for" move the task in view', () => {
    expect(read('Please amend to 10:45.', CALL)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date: null, time: '10:45' }]);
    expect(read('update it to 3pm', CALL)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date: null, time: '15:00' }]);
    expect(read('please set that for the 20th at 11am instead', CALL)).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-20', time: '11:00' },
    ]);
  });

  it('the due date of an item of the list is that item moved', () => {
    expect(read('Please amend the deadline on item 2 to Monday 23 November.', FOUR)).toEqual([
      { kind: 'reschedule', task: { by: 'number', number: 2 }, date: '2026-11-23', time: null },
    ]);
    expect(read('item 4 should be Friday rather than Thursday', FOUR)).toEqual([
      { kind: 'reschedule', task: { by: 'number', number: 4 }, date: '2026-11-13', time: null },
    ]);
  });

  it('the deadline said again, right and wrong, moves the task in view', () => {
    expect(read('actually the deadline is Monday, not Tuesday', CALL)).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-16', time: null },
    ]);
    expect(read('correction: the surveyor is due on the 19th', CALL)).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-19', time: null },
    ]);
    expect(read('the client has extended it to January 8', CALL)[0]).toMatchObject({ kind: 'reschedule', date: '2027-01-08' });
    // Another thing's deadline is not the task in view's, and with nothing in view it is news.
    expect(kinds('the lease is due on the 19th', CALL)).not.toContain('reschedule');
    expect(kinds('the deadline is friday')).not.toContain('reschedule');
  });

  it('a reason, then the change, moves the task rather than adding one', () => {
    expect(read('they said 4 works, change to 4', CALL)).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '16:00' },
    ]);
    expect(read('change of plan: 8:30 tonight instead', CALL)).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '20:30' },
    ]);
    expect(read('sry 11:15', CALL)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date: null, time: '11:15' }]);
  });
});

describe('items of the list closed or let go by number', () => {
  it('several numbers share one change, and a reason after it is left out', () => {
    expect(read('Items 2, 3 and 4 are done.', FOUR)).toEqual(
      [2, 3, 4].map((number) => ({ kind: 'complete', task: { by: 'number', number } })),
    );
    expect(read('2 and 3 are both complete', FOUR)).toEqual([2, 3].map((number) => ({ kind: 'complete', task: { by: 'number', number } })));
    expect(read('Item 2 is done — signed and back this morning.', FOUR)).toEqual([{ kind: 'complete', task: { by: 'number', number: 2 } }]);
    expect(read('item 4 can come off, they hired a van', FOUR)).toEqual([{ kind: 'remove', task: { by: 'number', number: 4 } }]);
  });

  it('another item after the first is read clause by clause, and a number past the list is not read this way', () => {
    expect(read('1 done, 4 done', FOUR)).toEqual([1, 4].map((number) => ({ kind: 'complete', task: { by: 'number', number } })));
    expect(read('items 2 and 9 are done', FOUR)).not.toContainEqual({ kind: 'complete', task: { by: 'number', number: 9 } });
  });
});

describe('closing and ticking off in desk words', () => {
  it('"close it" and "please tick off …" finish the task', () => {
    expect(read('you can close that one', CALL)).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
    expect(read('Please tick off the removals booking.', FOUR)).toEqual([
      { kind: 'complete', task: { by: 'words', words: 'removals booking' } },
    ]);
    expect(read('contract sent. mark it off', FOUR)).toEqual([{ kind: 'complete', task: { by: 'words', words: 'contract' } }]);
  });
});

describe('a thing struck off the list by its bare name', () => {
  it('"delete …" and "remove …" take it off', () => {
    expect(read('delete recycling out')).toEqual([{ kind: 'remove', task: { by: 'words', words: 'recycling out' } }]);
    expect(read('remove football boots pls')).toEqual([{ kind: 'remove', task: { by: 'words', words: 'football boots' } }]);
    expect(read('delete packed lunches, school trip got cancelled')).toEqual([
      { kind: 'remove', task: { by: 'words', words: 'packed lunches' } },
    ]);
  });

  it('what is deleted in the world stays a job', () => {
    expect(kinds('delete duplicate photos')).not.toContain('remove');
    expect(kinds('Delete my Instagram account')).not.toContain('remove');
    expect(read('remove the florist email')).toEqual([{ kind: 'remove', task: { by: 'words', words: 'florist email' } }]);
    expect(kinds('remove old backups from the drive')).not.toContain('remove');
  });

  it('"ignore that" with who already did it lets the task in view go', () => {
    expect(read('ignore that, my partner already rang them', CALL)).toEqual([{ kind: 'remove', task: { by: 'context' } }]);
  });
});

describe('courtesies written at a desk', () => {
  it('thanks for what was done is thanks', () => {
    for (const said of [
      'Thanks for turning that round so fast.',
      'many thanks for the nudge this morning',
      'thank you again for keeping on top of it',
    ])
      expect(read(said)).toEqual([{ kind: 'small_talk', what: 'thanks' }]);
    expect(read('thanks for that, now move it to 5', CALL)[0]).toMatchObject({ kind: 'reschedule' });
  });

  it('a greeting with how the day is going is a greeting', () => {
    for (const said of [
      'Hi — back at my desk.',
      'Morning. Just checking in.',
      'afternoon, hope your day is going well',
      'evening! baby finally asleep',
      'heyy sorry been a while',
    ])
      expect(read(said)).toEqual([{ kind: 'small_talk', what: 'greeting' }]);
    expect(read('morning! ring the bank at 10')[0]).toMatchObject({ kind: 'add_task', title: 'Ring the bank' });
  });

  it('leaving with a wish is a goodbye', () => {
    for (const said of ['Logging off now; have a good weekend.', 'right, bedtime. night night'])
      expect(read(said)).toEqual([{ kind: 'small_talk', what: 'goodbye' }]);
  });

  it('relief at news is a feeling, not a decision', () => {
    expect(read('Massively relieved that the sale has completed.')).toEqual([{ kind: 'small_talk', what: 'feeling' }]);
    expect(kinds('relieved to have decided: going with the bigger van')).toEqual(['decision']);
  });
});

describe('a reminder answered with why it must wait, and when', () => {
  const LABELS = reminderOf('Print the stall labels');

  it('how the thing the job needs is, then a day, puts the reminder off to it', () => {
    expect(read('toner ran out 🙄 friday', LABELS)).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-13T12:00:00.000Z', minutes: null },
    ]);
    expect(read('glue still setting, tmrw', LABELS)).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-12T12:00:00.000Z', minutes: null },
    ]);
  });

  it('the job said again only as put off moves it too', () => {
    for (const said of ["let's revisit friday", 'will pick them up friday', 'they moved me to friday'])
      expect(read(said, LABELS)[0]).toMatchObject({ kind: 'snooze', until: '2026-11-13T12:00:00.000Z' });
  });

  it('a new job with its own day stays a new job', () => {
    expect(read('book the venue friday', LABELS)[0]).toMatchObject({ kind: 'add_task', title: 'Book the venue' });
  });
});

describe('new words for a task, said as a job', () => {
  const ORDER = inViewOf('Order more bin bags');

  it('"change to …" and "make it …" with a job rename the task in view', () => {
    expect(read('change to order bin bags AND gloves', ORDER)).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Order bin bags AND gloves' },
    ]);
    expect(read('make it order bin bags and sponges', ORDER)).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Order bin bags and sponges' },
    ]);
    expect(read('make it say order 3 rolls, 2 is not enough', ORDER)).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Order 3 rolls' },
    ]);
    expect(read('make it 4pm', inViewOf('Order more bin bags', '2026-11-12T10:00:00.000Z'))[0]).toMatchObject({ kind: 'reschedule' });
  });

  it('an item of the list by number told what to say is renamed', () => {
    expect(read('no 3 should say renew the van insurance online', FOUR)).toEqual([
      { kind: 'rename', task: { by: 'number', number: 3 }, title: 'Renew the van insurance online' },
    ]);
  });
});

describe('what daily offered to keep, turned down', () => {
  it('is an answer, and with nothing offered it adds nothing', () => {
    const offered = { pending: { about: 'keep' as const, text: 'Mornings are for deep work' }, current: null, listed: [] };
    expect(read("please don't keep that one", offered)).toEqual([{ kind: 'answer', text: "please don't keep that one", pick: null }]);
    expect(kinds("please don't save that one")).not.toContain('add_task');
  });
});

describe('"remind me:" before a question', () => {
  it('asks the question', () => {
    expect(kinds('Remind me: did we agree to the longer lease?')).toEqual(['recall_decision']);
    expect(read('remind me: ring the landlord at 4')[0]).toMatchObject({ kind: 'add_task', title: 'Ring the landlord' });
  });
});

describe('new tasks asked for in desk and one-handed words', () => {
  const at = (text: string, timeZone = 'Europe/London') => read(text, undefined, timeZone)[0];

  it('a span said first is when the job after it is due', () => {
    expect(at('In 45 minutes, ring the courier back.')).toMatchObject({
      kind: 'add_task',
      title: 'Ring the courier back',
      due: '2026-11-11T15:45:00.000Z',
    });
    expect(at('remind me in an hour n half to chase the printers')).toMatchObject({
      title: 'Chase the printers',
      due: '2026-11-11T16:30:00.000Z',
    });
    expect(read('in 20 mins, call him back', reminderOf('Call Dev'))[0].kind).not.toBe('add_task');
  });

  it('the article of "add the …" and a zone after the hour stay out of the title', () => {
    expect(at('Add the catch-up with the Leeds team tomorrow, 14:00 GMT.')).toMatchObject({
      title: 'Catch-up with the Leeds team',
      due: '2026-11-12T14:00:00.000Z',
    });
    expect(at('Review with the hiring panel Friday at 2:30 PM ET.', 'America/New_York')).toMatchObject({
      title: 'Review with the hiring panel',
      due: '2026-11-13T19:30:00.000Z',
    });
  });

  it('"&" between two names joins them, and between two jobs splits them', () => {
    expect(read('send Bell & Stone their proofs by 3 today').map((intent) => intent.kind)).toEqual(['add_task']);
    expect(read('call Jo & Email Sam').map((intent) => intent.kind)).toEqual(['add_task', 'add_task']);
  });

  it('a deadline set apart after a thing makes it a task, and "w/c" is the week it starts', () => {
    expect(at('Board pack for the Hale trust, due Friday COB.')).toMatchObject({
      kind: 'add_task',
      title: 'Board pack for the Hale trust',
    });
    expect(at('Chase the surveyor about the roof report, w/c 30th.')).toMatchObject({ kind: 'add_task', due: '2026-11-30T12:00:00.000Z' });
  });

  it('flagged as important or high priority marks the task', () => {
    expect(at('Please flag as high priority: the supplier audit for Dunmore, due 11/24.', 'America/New_York')).toMatchObject({
      kind: 'add_task',
      title: 'The supplier audit for Dunmore',
      important: true,
    });
  });

  it('"that morning" and "a fortnight today" are when, not words of the job', () => {
    expect(at('remind me at 8:15 that morning to print the agenda')).toMatchObject({
      title: 'Print the agenda',
      due: '2026-11-12T08:15:00.000Z',
    });
    expect(at('remind me a fortnight today to check the refund landed')).toMatchObject({
      title: 'Check the refund landed',
      due: '2026-11-25T12:00:00.000Z',
    });
  });
});

describe('decisions said at a desk', () => {
  it('how the choice was reached, a "settled:" label, and a course from a time on are decisions', () => {
    expect(read('On reflection, I’m declining the Marlow retainer.')).toEqual([{ kind: 'decision', text: expect.any(String) }]);
    expect(read('Settled: Mondays are for client calls only.')).toEqual([{ kind: 'decision', text: 'Mondays are for client calls only' }]);
    expect(kinds('raising my day rate to £450 from january')).toEqual(['decision']);
    // A rate changed from a month on is a course; a move of a meeting to an hour is none.
    expect(kinds('dropping my day rate to 300 in march')).toEqual(['decision']);
    expect(kinds('switching the meeting to 3pm')).not.toContain('decision');
  });
});

describe('what to do first, asked with the time there is', () => {
  it('is weighing the list', () => {
    expect(read('what should i do before the school run')).toEqual([{ kind: 'prioritise', scope: 'focus' }]);
    expect(read('which ones can slip this week?')).toEqual([{ kind: 'prioritise', scope: 'drop' }]);
    expect(read("What's least urgent right now?")).toEqual([{ kind: 'prioritise', scope: 'drop' }]);
    expect(read('Help me sequence tomorrow.')).toEqual([{ kind: 'prioritise', scope: 'plan_day' }]);
    expect(read('what should i do about the leaking tap')[0].kind).not.toBe('prioritise');
    expect(read('what I must do today')).toEqual([{ kind: 'list', view: 'today', day: null }]);
  });
});

describe('what a review of these readings found they must leave alone', () => {
  it('"that morning" said alone of a task is its own day, and is not moved to tomorrow', () => {
    expect(kinds('at 9:30 that morning', inViewOf('School play', '2026-11-19T10:00:00.000Z'))).not.toContain('reschedule');
  });

  it('an item told only that it is wrong is not renamed', () => {
    expect(kinds('no, 2 should say something else', FOUR)).not.toContain('rename');
  });

  it('thanks with the job done ticks it, and "thanks for nothing" is no thanks', () => {
    expect(read('thanks for the nudge, done', reminderOf('Put the bins out'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
    expect(kinds('thanks for nothing')).not.toContain('small_talk');
  });

  it('the words of a change left over are never a new task', () => {
    expect(kinds('change to 2pm PT', CALL)).not.toContain('add_task');
    expect(kinds('she said 4 is fine, change to 4')).not.toContain('add_task');
    expect(kinds('set that aside for now', CALL)).not.toContain('add_task');
    expect(read("let's look at it again monday", reminderOf('Review the budget'))[0]).toMatchObject({ kind: 'snooze' });
  });
});

describe('a list under a heading', () => {
  it('a day heading with times and semicolons heads the jobs of that day, and "please" before the colon keeps the day', () => {
    expect(read('Tomorrow: 10:00 site meeting; 13:30 call the architect; 17:00 send the snag list.').map((intent) => intent.kind)).toEqual([
      'add_task',
      'add_task',
      'add_task',
    ]);
    expect(read('Two things for Friday, please:\n- book the skip\n- chase the tiler by 3pm')).toEqual([
      expect.objectContaining({ title: 'Book the skip', due: '2026-11-13T12:00:00.000Z' }),
      expect.objectContaining({ title: 'Chase the tiler', due: '2026-11-13T15:00:00.000Z' }),
    ]);
  });

  it('a bullet before an hour is no part of the title', () => {
    expect(read('Today:\n- 16:30 call with the bank\n- send the invoice by 6')[0]).toMatchObject({
      title: 'Call with the bank',
      due: '2026-11-11T16:30:00.000Z',
    });
  });

  it('"Please add:" on its own line heads the list and is no task', () => {
    expect(
      read('Please add:\n- renew the domain (Friday)\n- order toner').map((intent) => intent.kind === 'add_task' && intent.title),
    ).toEqual(['Renew the domain', 'Order toner']);
    expect(read('Add these please —\n1. Call the landlord\n2. Email the plumber')).toHaveLength(2);
  });
});

describe('taking leave while daily waits on an answer', () => {
  it('is a goodbye, not an answer', () => {
    const asked = { pending: { about: 'other' as const, question: 'Which task do you mean?', options: [] }, current: null, listed: [] };
    expect(read('ok bye for now', asked)).toEqual([{ kind: 'small_talk', what: 'goodbye' }]);
    expect(read('yes', asked)).toEqual([{ kind: 'answer', text: 'yes', pick: null }]);
  });
});

describe('an hour alone said of a task due another day', () => {
  it('is that hour on the task’s own day, and a day said with it is kept', () => {
    const friday = inViewOf('Client call', '2026-11-13T19:00:00.000Z');
    expect(read('2pm', friday)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date: null, time: '14:00' }]);
    expect(read('tomorrow at 3', friday)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date: '2026-11-12', time: '15:00' }]);
  });
});

describe('a weekday asked for with which way to go', () => {
  it('"forward" is the weekday before the task’s own day, "back" the one after', () => {
    const friday20 = inViewOf('Send the report', '2026-11-20T12:00:00.000Z');
    expect(read('bring it forward to Monday', friday20)[0]).toMatchObject({ kind: 'reschedule', date: '2026-11-16' });
    expect(read('push it back to Monday', friday20)[0]).toMatchObject({ kind: 'reschedule', date: '2026-11-23' });
    expect(read('move it to wednesday', friday20)[0]).toMatchObject({ kind: 'reschedule', date: '2026-11-18' });
  });
});
