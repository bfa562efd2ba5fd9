import type { ConversationState, Intent } from './intent';
import { NOTHING, readAt } from './testing/read-at';

/**
 * Words said around an answer or an ask that change what it is: a remark after the time a reminder is
 * put off to, a promise about the task reminded of, a tag closing the message, a greeting set right,
 * a name quoted before its change, an idiom that sounds like a tick. Read at Wednesday 11 November
 * 2026, 15:00 in London (10:00 in New York); wordings are our own.
 */
const NEW_YORK = 'America/New_York';
const inView = (title: string, due: string | null = null): ConversationState => ({ ...NOTHING, current: { title, due } });
const reminded = (title: string): ConversationState => ({
  ...NOTHING,
  pending: { about: 'follow_up', task: title },
  current: { title, due: '2026-11-11T15:00:00.000Z' },
});
const snoozedUntil = (until: string): Intent[] => [{ kind: 'snooze', task: { by: 'context' }, until, minutes: null }];
const ACKNOWLEDGED: Intent[] = [{ kind: 'small_talk', what: 'acknowledgement' }];

describe('a remark after the time a reminder is put off to', () => {
  it('"push it to thursday bud, the money comes in thursday" puts off the task reminded of', () =>
    expect(readAt('push it to thursday bor, the money comes in thursday', reminded('pay the stall fee'))).toEqual(
      snoozedUntil('2026-11-12T12:00:00.000Z'),
    ));

  it('"gimme till 3 nuh, serving the queue" names no task after the comma', () =>
    expect(readAt('gimme till 3 nuh, serving the queue', reminded('ring the fridge man'), NEW_YORK)).toEqual(
      snoozedUntil('2026-11-11T20:00:00.000Z'),
    ));

  it('"snooze the rent to friday" still names the rent', () =>
    expect(readAt('snooze the rent to friday', reminded('pay the stall fee'))).toEqual([
      { kind: 'snooze', task: { by: 'words', words: 'rent' }, until: '2026-11-13T12:00:00.000Z', minutes: null },
    ]));

  it('"Not today. Saturday morning, I\'ll have the van then." puts it off to Saturday morning, adding nothing', () => {
    const [read] = readAt("Not today. Saturday morning, I'll have the van then.", reminded('drop the crates at the market'), NEW_YORK);
    expect(read.kind === 'snooze' && read.task.by === 'context' && read.until?.startsWith('2026-11-14')).toBe(true);
  });

  it('"leave it till half 5 so" (Ireland) is half past, not five', () =>
    expect(readAt('leave it till half 5 so', reminded('write the discharge note'))).toEqual(snoozedUntil('2026-11-11T17:30:00.000Z')));
});

describe('a promise about the task reminded of', () => {
  it.each([["I'll sort it once the lads are back"], ["I'll get to it"]])('"%s" adds no task', (text) =>
    expect(readAt(text, reminded('chase the hop supplier'))).toEqual(ACKNOWLEDGED),
  );

  it('"ok let me ring them" changes nothing', () =>
    expect(
      readAt('ok let me ring them', reminded('ring the hop supplier')).some(
        (intent) => !['unclear', 'small_talk', 'unknown'].includes(intent.kind),
      ),
    ).toBe(false));

  it('"I\'ll ring the bank too" is a job of its own', () =>
    expect(readAt("I'll ring the bank too", reminded('chase the hop supplier'))).toEqual([
      { kind: 'add_task', title: 'Ring the bank too', due: null, important: false, repeat: null },
    ]));

  it('"not done yet, halfway through the icing bit" tells how far along, adding nothing', () =>
    expect(readAt('not done yet, halfway through the icing bit', reminded('finish the christening cake'))).toEqual(ACKNOWLEDGED));

  it('"I\'ll do it now in a minute" sets no reminder a minute away', () => {
    const read = readAt("I'll do it now in a minute", reminded('invoice the deli'));
    expect(read.some((intent) => intent.kind === 'snooze' || intent.kind === 'add_task')).toBe(false);
  });
});

describe('words that mislead every reader', () => {
  it('"push it to friday tho" moves the task in view, naming no task "tho"', () =>
    expect(readAt('thanks, push it to friday tho', inView('label the chilli jars', '2026-11-12T14:00:00.000Z'), NEW_YORK)).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-13', time: null },
    ]));

  it('"… to next week apparently" is news heard, asked about, never a task', () => {
    const read = readAt("the landlord's moved the inspection to next week apparently", NOTHING);
    expect(read.some((intent) => intent.kind === 'add_task')).toBe(false);
  });

  it('"the second hand oven" is never the second of the month', () =>
    expect(readAt('going to go for the second hand oven rather than a new one', NOTHING)).toEqual([
      { kind: 'decision', text: 'Going to go for the secondhand oven rather than a new one' },
    ]));

  it('"the mixer is done for" ticks nothing', () =>
    expect(readAt('mixer is done for. motor gone', inView('fix the mixer')).some((intent) => intent.kind === 'complete')).toBe(false));

  it('"cancel dat, …" (Jamaica) takes off the task in view', () =>
    expect(readAt('cancel dat, mi have plenty', inView('buy more allspice'), NEW_YORK)).toEqual([
      { kind: 'remove', task: { by: 'context' } },
    ]));

  it('"scrap that me duck, …" takes off the task in view', () =>
    expect(readAt("scrap that me duck, she's sent it already", inView('chase the scan report'))).toEqual([
      { kind: 'remove', task: { by: 'context' } },
    ]));

  it('"morning! well, afternoon, can you move …" reads the move, taking no hour from the greeting', () =>
    expect(readAt('morning! well, afternoon 🙈 can u move the Patel session to monday', NOTHING)).toEqual([
      { kind: 'reschedule', task: { by: 'words', words: 'patel session' }, date: '2026-11-16', time: null },
    ]));
});

describe('a decision said in shorthand or dialect', () => {
  it.each([
    ["ngl we're going w the Ridgewood co-packer. the other one flaked"],
    ['iawn, sticking with the Kenyan for the house blend'],
    ['I decide finally, we will close on Sundays from January'],
  ])('%p is kept as a decision', (text) => expect(readAt(text, NOTHING)[0].kind).toBe('decision'));
});

describe('words of other Englishes and other tongues', () => {
  it('"tanpri remind me demen at noon …" (Haitian Creole) is please, tomorrow', () =>
    expect(readAt('tanpri remind me demen at noon to call the agency about Mrs Joseph', NOTHING, NEW_YORK)).toEqual([
      { kind: 'add_task', title: 'Call the agency about Mrs Joseph', due: '2026-11-12T17:00:00.000Z', important: false, repeat: null },
    ]));

  it('"tomorrow morning itself 9 o clock" (Indian English) is 9 tomorrow', () =>
    expect(readAt('kindly remind me tomorrow morning itself 9 o clock to call Meera', NOTHING)).toEqual([
      { kind: 'add_task', title: 'Call Meera', due: '2026-11-12T09:00:00.000Z', important: false, repeat: null },
    ]));

  it('"leave it while 5" (Yorkshire) is until 5', () =>
    expect(readAt("leave it while 5, I'm mashing in", reminded('ring the maltster'))).toEqual(snoozedUntil('2026-11-11T17:00:00.000Z')));

  it('"can this wait until after 6?" puts the reminder off', () =>
    expect(readAt("Can this wait until after 6? I'm mid tasting", reminded('ring the maltster'))).toEqual(
      snoozedUntil('2026-11-11T18:00:00.000Z'),
    ));

  it('"half an hour bor, …" (Norfolk) puts it off half an hour', () =>
    expect(readAt('half an hour bor, got a queue', reminded('ring the maltster'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: null, minutes: 30 },
    ]));

  it('"2 and 4 delete please" takes off both items', () =>
    expect(readAt('2 and 4 delete please', { ...NOTHING, listed: ['a', 'b', 'c', 'd'] })).toEqual([
      { kind: 'remove', task: { by: 'number', number: 2 } },
      { kind: 'remove', task: { by: 'number', number: 4 } },
    ]));

  it('"sorry my mistake, is Nowak not Novak" sets the name right', () =>
    expect(readAt('sorry my mistake, is Nowak not Novak', inView('call Novak about rye flour'))).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Call Nowak about rye flour' },
    ]));

  it('"oops 5 not 4" of a task at 4 moves it, renaming nothing', () =>
    expect(readAt('oops 5 not 4', inView('call the vet at 4', '2026-11-11T16:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '17:00' },
    ]));
});

describe('news of the people a task is about', () => {
  it('"the boiler man phoned, says he cant come till monday" ticks nothing', () =>
    expect(
      readAt('the boiler man phoned, says he cant come till monday', inView('ring the boiler repair man')).some(
        (intent) => intent.kind === 'complete',
      ),
    ).toBe(false));

  it('"rang the boiler man" still ticks the task in view', () =>
    expect(readAt('rang the boiler man', inView('ring the boiler repair man'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]));
});

describe('a price risen, told', () => {
  it('"unit rent going up to 1200 starting january smh" is offered, never added', () => {
    const [read] = readAt('unit rent going up to 1200 starting january smh', NOTHING);
    expect(read.kind === 'unclear' && read.offer?.length === 1).toBe(true);
  });

  it('"remind me to put the prices up in january" is still a job', () =>
    expect(readAt('remind me to put the prices up in january', NOTHING)[0].kind).toBe('add_task'));
});

describe('an hour for the task in view, named by its words', () => {
  it('"actually make the ranunculus one 7.30" of a task at 8 tomorrow is 07:30, not 19:30', () =>
    expect(readAt('actually make the peonies one 7.30', inView('order the peonies', '2026-11-12T08:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '07:30' },
    ]));

  it('"wait make the propane call 11" moves the call in view, adding no task "Make the propane call 11"', () =>
    expect(readAt('wait make the propane call 11', inView('call the propane guy', '2026-11-12T15:00:00.000Z'), NEW_YORK)).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '11:00' },
    ]));

  it('"make the peonies one 7pm" keeps the half of the day said (and, naming the one in view, moves it)', () =>
    expect(readAt('make the peonies one 7pm', inView('order the peonies', '2026-11-12T08:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '19:00' },
    ]));
});

describe('a job put on a day', () => {
  it('"put call the framer on friday" adds the job, moving no task', () =>
    expect(readAt('put call the framer on friday', inView('order the mounts'))).toEqual([
      { kind: 'add_task', title: 'Call the framer', due: '2026-11-13T12:00:00.000Z', important: false, repeat: null },
    ]));

  it('"put the framer call on friday" still moves the task it names', () =>
    expect(readAt('put the framer call on friday', inView('order the mounts'))).toEqual([
      { kind: 'reschedule', task: { by: 'words', words: 'framer call' }, date: '2026-11-13', time: null },
    ]));
});

describe('look-alikes of the changes above, read as before', () => {
  it('"10 and 2 drop off at the nursery tomorrow" removes no item', () =>
    expect(
      readAt('10 and 2 drop off at the nursery tomorrow', { ...NOTHING, listed: ['a', 'b', 'c'] }).some(
        (intent) => intent.kind === 'remove',
      ),
    ).toBe(false));

  it('"put order 4471 on hold for Mrs Patel" adds no task', () =>
    expect(readAt('put order 4471 on hold for Mrs Patel', NOTHING).some((intent) => intent.kind === 'add_task')).toBe(false));

  it('"Morning! Afternoon class cancelled today" keeps which class', () =>
    expect(
      readAt('Morning! Afternoon class cancelled today', inView('teach the afternoon class')).some(
        (intent) => 'task' in intent && intent.task.by === 'words' && !/afternoon/i.test(intent.task.words),
      ),
    ).toBe(false));

  it('"I\'ll ask them to send the new quote" in reply to a reminder is a job of its own', () =>
    expect(readAt("I'll ask them to send the new quote", reminded('chase the quote'))[0].kind).toBe('add_task'));

  it('"have the van ready for 8 tomorrow then" in reply to a reminder puts nothing off', () =>
    expect(readAt('have the van ready for 8 tomorrow then', reminded('chase the quote')).some((intent) => intent.kind === 'snooze')).toBe(
      false,
    ));

  it('"tell the landlord its leaking again" keeps what to tell', () =>
    expect(readAt('tell the landlord its leaking again', NOTHING)).toEqual([
      { kind: 'add_task', title: 'Tell the landlord its leaking again', due: null, important: false, repeat: null },
    ]));

  it('"venue booking confirmed" still ticks "Confirm venue booking"', () =>
    expect(readAt('venue booking confirmed', inView('Confirm venue booking'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]));

  it('"call madi about the deposit" dates nothing', () =>
    expect(readAt('call madi about the deposit', NOTHING, NEW_YORK)).toEqual([
      { kind: 'add_task', title: 'Call madi about the deposit', due: null, important: false, repeat: null },
    ]));

  it('"restock the crisps while 2 for 1 is on" sets no hour', () =>
    expect(readAt('restock the crisps while 2 for 1 is on', NOTHING).some((intent) => intent.kind === 'add_task' && intent.due)).toBe(
      false,
    ));
});

describe('a name quoted before its change', () => {
  it("\"the task 'X' change name to 'Y'\" renames X", () =>
    expect(readAt("Please the task 'van tax' change name to 'tax the ice cream van'", NOTHING, NEW_YORK)).toEqual([
      { kind: 'rename', task: { by: 'words', words: 'van tax' }, title: 'Tax the ice cream van' },
    ]));

  it('"change it to Khan not Kahn" swaps the word in the title', () =>
    expect(readAt('change it to Khan not Kahn', inView('Mrs Kahn follow-up'))).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Mrs Khan follow-up' },
    ]));

  it('"…, tick it off for us" ticks the task told of', () =>
    expect(readAt('sent the Ardent invoice, tick it off for us', NOTHING)).toEqual([
      { kind: 'complete', task: { by: 'words', words: 'ardent invoice' } },
    ]));
});
