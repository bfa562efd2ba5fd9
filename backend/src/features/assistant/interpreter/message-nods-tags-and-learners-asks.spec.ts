import { changesNothing, inView, listed, readAt, reminded } from './testing/read-at';

/**
 * Nods said in a row, tags of talk left at the end of a job, "decided" said in another language, and asks put in the
 * order of a statement. Read at Wednesday 11 November 2026, 15:00 in London (New York where said); wordings are our own.
 */
const NEW_YORK = 'America/New_York';

describe('nods said one after another', () => {
  it.each(['ok got it', 'noted, will do', 'got it 👍', 'ok noted x', 'cool cool, got it'])('"%s" is a nod', (text) =>
    expect(readAt(text)).toEqual([{ kind: 'small_talk', what: 'acknowledgement' }]),
  );

  it.each(['ok got it, ta', 'noted, thanks', 'ok cool cheers'])('"%s" is thanks', (text) =>
    expect(readAt(text)).toEqual([{ kind: 'small_talk', what: 'thanks' }]),
  );

  it('"got it ta" in reply to a reminder is left to say it was got', () => {
    expect(readAt('got it ta', reminded('pick up the parcel from the depot'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });

  it('"yes did it thanks" in reply to a reminder still ticks it', () => {
    expect(readAt('yes did it thanks', reminded('send the invoice'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });
});

describe('a tag of talk at the end of a job', () => {
  it.each([
    ['remind me thursday to ring the wholesaler about the roses, bless', 'Ring the wholesaler about the roses'],
    ['remind me friday to collect the balance from the Mistrys, theek hai', 'Collect the balance from the Mistrys'],
    ['remind me tomorrow to chase the hire van, cariad', 'Chase the hire van'],
    ['remind me tomorrow to book the church hall, love', 'Book the church hall'],
  ])('"%s" is titled "%s"', (text, title) => {
    const [read] = readAt(text);
    expect(read).toMatchObject({ kind: 'add_task', title });
  });

  it("a word of warmth said without a comma may be the job's own", () => {
    const [read] = readAt('buy a present for the fam');
    expect(read).toMatchObject({ kind: 'add_task', title: 'Buy a present for the fam' });
  });

  it('a time said with a tag in reply to a reminder puts the reminder off', () => {
    expect(readAt('remind me at 11 haanji', reminded('order the gold trim'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-12T11:00:00.000Z', minutes: null },
    ]);
  });
});

describe('decided, in the words of another language', () => {
  it.each([
    ['ya decidí, no more deliveries after 6pm', 'No more deliveries after 6pm'],
    ['chalo decided, no bookings without a deposit', 'No bookings without a deposit'],
    ['allora, ho deciso — only weddings in the summer', 'Only weddings in the summer'],
    ['mi decide fi close Mondays from January', 'Decided to close Mondays from January'],
    ['mwen deside: we stop the Sunday market', 'We stop the Sunday market'],
  ])('"%s" is a decision', (text, said) => {
    expect(readAt(text, undefined, NEW_YORK)).toEqual([{ kind: 'decision', text: said }]);
  });
});

describe('asks put in the order of a statement', () => {
  it.each([
    ['sat mornin free?', '2026-11-14T14:00:00.000Z', '2026-11-14T17:00:00.000Z'],
    ['Thursday 3pm to 5pm, I am free? client want a fitting', '2026-11-12T20:00:00.000Z', '2026-11-12T22:00:00.000Z'],
    ['between 11 and 1 on friday I have gap?', '2026-11-13T16:00:00.000Z', '2026-11-13T18:00:00.000Z'],
  ])('"%s" asks for free time', (text, from, to) => {
    expect(readAt(text, undefined, NEW_YORK)).toEqual([{ kind: 'free_time', from, to }]);
  });

  it.each([
    ['opening hours. what we settle on', 'opening hours'],
    ['the van lease, which one we decide? I forget the name', 'van lease'],
    ['winter cloth. what i say bout it', 'winter cloth'],
    ['the lease. did i decid or no', 'lease'],
  ])('"%s" asks what was decided about it', (text, words) => {
    expect(readAt(text)).toEqual([{ kind: 'recall_decision', words }]);
  });

  it('"Remind me, what did I decide about …" keeps the asking out of the topic', () => {
    expect(readAt('Remind me, what did I decide about the wholesale orders?')).toEqual([
      { kind: 'recall_decision', words: 'wholesale orders' },
    ]);
  });
});

describe('ticks and removals said in other ways', () => {
  it.each([
    ['You can tick off the Roman blinds for the vicarage kitchen. I fitted them this morning.', 'roman blinds for the vicarage kitchen'],
    ['Please mark the Heidelberg contract review as complete; we went through it line by line.', 'Heidelberg contract review'],
    ['Baljit blouse stitching complete, theek aa 😊', 'Baljit blouse stitching'],
  ])('"%s" ticks the task named', (text, words) => {
    expect(readAt(text)).toEqual([{ kind: 'complete', task: { by: 'words', words } }]);
  });

  it('"the most complete" says how a thing is, never that it is done', () => {
    expect(readAt("We'll go with Hartley for the roof; their quote was the most complete.")).toEqual([
      { kind: 'decision', text: "We'll go with Hartley for the roof; their quote was the most complete" },
    ]);
  });

  it.each([
    ['take off 3 the brunch got cancelled', { kind: 'remove', task: { by: 'number', number: 3 } }],
    ['ye can take 2 aff, they came in the day', { kind: 'remove', task: { by: 'number', number: 2 } }],
  ])('"%s" after a list acts on the item', (text, intent) => {
    expect(readAt(text, listed('glue the trim', 'order the thread', 'rsvp the brunch'))).toEqual([intent]);
  });

  it('"STOP pls" stops messages', () => {
    expect(readAt('STOP pls')).toEqual([{ kind: 'stop' }]);
  });
});

describe('a put-off said another way', () => {
  it('"please hold this until tomorrow morning at 9" puts the reminder off', () => {
    expect(readAt('Please hold this until tomorrow morning at 9; the hours are not in yet', reminded('run payroll'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-12T09:00:00.000Z', minutes: null },
    ]);
  });

  it('"nooo friday not thursday" moves the task in view to Friday', () => {
    expect(readAt('nooo friday not thursday', inView('fitting with the chorus', '2026-11-12T15:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-13', time: null },
    ]);
  });
});

describe('a thing set right, said plainly', () => {
  it('"Mistake. Not collar, cuff problem." renames the task in view', () => {
    expect(readAt('Mistake. Not collar, cuff problem.', inView('call factory about collar problem'))).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Call factory about cuff problem' },
    ]);
  });

  it('a state said after the wrong words renames nothing', () => {
    expect(changesNothing(readAt('not the fence, too wet', inView('paint the fence')))).toBe(true);
  });
});

describe('items of a list ticked or taken off in the words people use', () => {
  const list = listed('order the lilies', 'ring the crematorium', 'invoice the Hendersons');
  const ticked = (...numbers: number[]) => numbers.map((number) => ({ kind: 'complete', task: { by: 'number', number } }));
  const removed = (...numbers: number[]) => numbers.map((number) => ({ kind: 'remove', task: { by: 'number', number } }));

  it.each([
    ['1 an 3 dun, the vases still to come', ticked(1, 3)],
    ['aye 1 an 3 are done', ticked(1, 3)],
    ['1+3 dn', ticked(1, 3)],
    ['listo el 2', ticked(2)],
    ['2 is sortit', ticked(2)],
    ['1 2 3 all finish', ticked(1, 2, 3)],
    ['the number 3 you can delete, they paid cash', removed(3)],
    ['First one you can delete, the bride changed her mind', removed(1)],
    ['bin off number 2 hun, the family went elsewhere', removed(2)],
    ['take 1 off they went w another florist', removed(1)],
    ['quita el 3 y el 1, todo cambio', removed(3, 1)],
    ['2 and 3 both remove please', removed(2, 3)],
  ])('"%s" after a list acts on its items', (text, intents) => {
    expect(readAt(text, list)).toEqual(intents);
  });

  it.each([
    ['number 2 change to ring the florist about the arch', 'Ring the florist about the arch'],
    ['3 make it "order 40 white roses"', 'Order 40 white roses'],
    ['Number 1 please write "collect the urn from Grays"', 'Collect the urn from Grays'],
  ])('"%s" renames the item', (text, title) => {
    const number = Number(/\d/.exec(text)?.[0]);
    expect(readAt(text, list)).toEqual([{ kind: 'rename', task: { by: 'number', number }, title }]);
  });

  it.each([
    ['number 2 make it monday', '2026-11-16', null],
    ['2 make it friday at 3', '2026-11-13', '15:00'],
  ])('"%s" moves the item, never names a task after the day', (text, date, time) => {
    expect(readAt(text, list)).toEqual([{ kind: 'reschedule', task: { by: 'number', number: 2 }, date, time }]);
  });

  it('"cancel 3 o\'clock meeting" names no third item', () => {
    expect(readAt("cancel 3 o'clock meeting", list)).not.toEqual(removed(3));
  });

  it.each(['2 done and 3 pushed to friday', '1 ✅ 2 ✅ 3 still pending'])('"%s" asks more than a tick and is not half read', (text) => {
    expect(readAt(text, list)).not.toEqual(ticked(text.startsWith('2') ? 2 : 1));
  });

  it('with no list sent, "1 an 3 dun" acts on nothing', () => {
    expect(changesNothing(readAt('1 an 3 dun'))).toBe(true);
  });
});

describe('what a review of these rules found, read as before', () => {
  it.each([
    ['remind me to send the invoice when complete', 'add_task'],
    ['remind me tomorrow to mark the course complete', 'add_task'],
    ['make sure backup complete', 'add_task'],
    ['ask Sam tomorrow if he is free?', 'add_task'],
    ['Call mum. what we decided about xmas', 'add_task'],
    ['Sell the car, what I decided', 'decision'],
  ])('"%s" keeps its reading', (text, kind) => {
    expect(readAt(text)[0].kind).toBe(kind);
  });

  it.each([
    'painting nowhere near complete',
    'the audit isn’t complete',
    'Mission complete',
    'Day one complete',
    'Payment complete',
    'you can take your time',
    'You can take the rest of the day off',
    'my friend free?',
    'kids under 3 free?',
    'mi decide later',
    'ya decidí about the car?',
  ])('"%s" changes nothing', (text) => {
    expect(changesNothing(readAt(text, listed('Painting', 'The audit', 'Pay Tom')))).toBe(true);
  });

  it.each([
    ['not the gym, injury', 'go to the gym'],
    ['not milk, lactose', 'buy milk'],
    ['hold it till I get home', 'call the bank'],
  ])('"%s" of "%s" changes nothing', (text, title) => {
    expect(changesNothing(readAt(text, inView(title, '2026-11-12T10:00:00.000Z')))).toBe(true);
  });

  it('"ok got it" in reply to a reminder to pick something up says it was got', () => {
    expect(readAt('ok got it', reminded('pick up the parcel'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });

  it.each([
    ['remind me about Ken tomorrow', 'Ken'],
    ['remind me to invite Anna, Ken', 'Invite Anna, Ken'],
  ])('"%s" keeps the name "%s"', (text, title) => {
    expect(readAt(text)[0]).toMatchObject({ kind: 'add_task', title });
  });

  it.each(['you can take 2 off now', 'remove 2 now'])('"%s" after a list removes the item, never adds a task', (text) => {
    expect(readAt(text, listed('call the bank', 'roman blinds', 'pay Tom'))).toEqual([
      { kind: 'remove', task: { by: 'number', number: 2 } },
    ]);
  });
});
