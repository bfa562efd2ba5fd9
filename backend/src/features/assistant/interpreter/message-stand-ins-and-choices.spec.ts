import { readAt as read } from './testing/read-at';
import { inViewOf } from './testing/conversations';

/** This round's kinds, in wordings of our own. Read on Wednesday 11 November 2026, 15:00 London. */
const kinds = (text: string) => read(text).map((intent) => intent.kind);

describe('a task let go of, with its reason', () => {
  it('given "stop reminding me about the gutter quote" -> that task removed', () => {
    expect(read('stop reminding me about the gutter quote')).toEqual([{ kind: 'remove', task: { by: 'words', words: 'gutter quote' } }]);
  });

  it.each(['cancel that, they went with the other firm', 'forget that, Marsh pulled out', "cancel that she's booked someone else"])(
    'given %p with a task in view -> that task removed',
    (text) => {
      expect(read(text, inViewOf('Quote the Ashby roof'))).toEqual([{ kind: 'remove', task: { by: 'context' } }]);
    },
  );

  it('given "cancel the Ashby survey, they hired someone else" -> the survey removed', () => {
    expect(read('cancel the Ashby survey, they hired someone else')).toEqual([
      { kind: 'remove', task: { by: 'words', words: 'ashby survey' } },
    ]);
  });

  it('given "cancel the Pryce mock test" with no reason -> asked whether to take it off or add it', () => {
    expect(kinds('cancel the Pryce mock test')).toEqual(['unclear']);
  });

  it('given "cancel that" alone -> nothing removed', () => {
    expect(kinds('cancel that')).not.toContain('remove');
  });
});

describe('names not said', () => {
  it.each(['email whatsername about the deposit', 'text thingy monday', 'thingy at 4', 'ring whatsisname re the van'])(
    'given %p -> asked who, nothing offered',
    (text) => {
      const [intent] = read(text);
      expect(intent.kind).toBe('unclear');
      expect(intent.kind === 'unclear' && intent.offer).toBeUndefined();
    },
  );
});

describe('choices made, not jobs done', () => {
  it.each([
    'picked the oak worktop over the laminate, done',
    'bringing on an apprentice for the spring',
    'moving the workshop to the Leeds unit',
    "we're listing the Elm Road house at 450k",
    'switching the card reader to SumUp',
    "I'm hiring a second driver for december",
    'not running the summer camp next year, too much paperwork',
  ])('given %p -> a decision', (text) => {
    expect(kinds(text)).toEqual(['decision']);
  });

  it.each(['moving the call to friday', 'moving the dentist to the 14th', 'switching the meeting to 3pm'])(
    'given %p -> no decision',
    (text) => {
      expect(kinds(text)).not.toContain('decision');
    },
  );
});

describe('a decision kept as written', () => {
  it('given "decided, we shut on mondays from january" -> its words unchanged', () => {
    expect(read('decided, we shut on mondays from january')).toEqual([
      { kind: 'decision', text: 'Decided, we shut on mondays from january' },
    ]);
  });
});

describe('the task in view, named only by its verb', () => {
  it('given "the bank I must call shuts at 4 and I\'m stuck in traffic" with "Call June" in view -> not done', () => {
    const kinds = read("the bank I must call shuts at 4 and I'm stuck in traffic", inViewOf('Call June about the deposit')).map(
      (intent) => intent.kind,
    );
    expect(kinds).not.toContain('complete');
  });

  it('given "ordered it last night" with "Order the flour" in view -> done', () => {
    expect(read('ordered it last night', inViewOf('Order the flour'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });
});

describe('feelings said in idioms', () => {
  it.each(['the audit is hitting hard this week', 'my wrists are shot after the tiling', "back's done in", 'brain empty. send help'])(
    'given %p -> a feeling',
    (text) => {
      expect(read(text)).toEqual([{ kind: 'small_talk', what: 'feeling' }]);
    },
  );

  it('given "everything\'s happening at once" -> overwhelmed', () => {
    expect(read("everything's happening at once")).toEqual([{ kind: 'small_talk', what: 'overwhelmed' }]);
  });

  it('given "send help to the Leeds team with the install" -> still a task', () => {
    expect(kinds('send help to the Leeds team with the install')).toEqual(['add_task']);
  });
});

describe('four-figure clocks', () => {
  it.each([
    ['book the scaffold 0730 tuesday', 'Book the scaffold', '2026-11-17T07:30:00.000Z'],
    ['gutter clean 1930 sunday', 'Gutter clean', '2026-11-15T19:30:00.000Z'],
    ['call the bank at 1400 friday', 'Call the bank', '2026-11-13T14:00:00.000Z'],
    ['renew the licence before 2027-03-01', 'Renew the licence', '2027-03-01T12:00:00.000Z'],
  ])('given %p -> %p due %p', (text, title, due) => {
    expect(read(text)).toEqual([{ kind: 'add_task', title, due, important: false, repeat: null }]);
  });

  it('given "push it to 1545" -> the time changed to 15:45', () => {
    expect(read('push it to 1545', inViewOf('Call Jo', '2026-11-12T12:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '15:45' },
    ]);
  });

  it('given "make it 1500" with a quote in view -> asked, as it may be the price', () => {
    expect(read('make it 1500', inViewOf('Quote for the Smiths kitchen')).map((intent) => intent.kind)).toEqual(['unclear']);
  });

  it.each(['call the council on 0113 496 0000 tomorrow', 'invoice Acme 1800 friday', 'review the 2023 accounts monday'])(
    'given %p -> the figures are no hour',
    (text) => {
      const [intent] = read(text);
      expect(intent.kind === 'add_task' && intent.due?.endsWith('T12:00:00.000Z')).toBe(true);
    },
  );

  it.each(['order 2000 labels tomorrow', 'pay the £1200 deposit friday'])('given %p -> the figures stay in the title', (text) => {
    const [intent] = read(text);
    expect(intent.kind === 'add_task' && /\d{4}/.test(intent.title)).toBe(true);
  });
});

describe('free time in parts of a day', () => {
  it.each([
    ['free first thing friday?', '2026-11-13T08:00:00.000Z', '2026-11-13T09:00:00.000Z'],
    ['free at lunchtime tomorrow?', '2026-11-12T12:00:00.000Z', '2026-11-12T13:00:00.000Z'],
    ['any time late afternoon monday?', '2026-11-16T15:00:00.000Z', '2026-11-16T17:00:00.000Z'],
    ['any slack saturday afternoon', '2026-11-14T12:00:00.000Z', '2026-11-14T17:00:00.000Z'],
    ['free 3/12?', '2026-12-03T09:00:00.000Z', '2026-12-03T18:00:00.000Z'],
  ])('given %p -> free time %p to %p', (text, from, to) => {
    expect(read(text)).toEqual([{ kind: 'free_time', from, to }]);
  });

  it.each(['any slack in the budget?', 'do i have spare keys for the flat'])('given %p -> no free time', (text) => {
    expect(kinds(text)).not.toContain('free_time');
  });
});

describe('numbers and names that are not days', () => {
  it('given "gas check flat 5/12 at 11" -> a date, not a flat number', () => {
    expect(read('gas check flat 5/12 at 11')).toEqual([
      { kind: 'add_task', title: 'Gas check flat', due: '2026-12-05T11:00:00.000Z', important: false, repeat: null },
    ]);
  });

  it('given "call May about the invoice tomorrow" -> May is who is called', () => {
    expect(read('call May about the invoice tomorrow')).toEqual([
      { kind: 'add_task', title: 'Call May about the invoice', due: '2026-11-12T12:00:00.000Z', important: false, repeat: null },
    ]);
  });

  it('given "order the tiles, like, ring the skip firm" -> two tasks', () => {
    expect(read('order the tiles, like, ring the skip firm').map((intent) => intent.kind === 'add_task' && intent.title)).toEqual([
      'Order the tiles',
      'Ring the skip firm',
    ]);
  });
});
