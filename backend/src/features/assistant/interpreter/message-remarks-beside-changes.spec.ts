import type { Intent } from './intent';
import { changesNothing, inView, listed, readAt, reminded } from './testing/read-at';

/**
 * Changes said with a remark and no comma before it, asks in other frames ("set me a reminder", "the reason
 * we said no to"), and asks cut off before what they are about.
 * Read at Wednesday 11 November 2026, 15:00 in London (10:00 in New York); wordings are our own.
 */
const NEW_YORK = 'America/New_York';
const byNumber = (kind: 'complete' | 'remove', ...numbers: number[]): Intent[] =>
  numbers.map((number) => ({ kind, task: { by: 'number', number } }));
const putOff = (minutes: number): Intent[] => [{ kind: 'snooze', task: { by: 'context' }, until: null, minutes }];
const shop = listed('Order the till rolls', 'Ring the landlord', 'Pay the cover stylist', 'Book the van service');

describe('items of a list changed by number, then why, with no comma', () => {
  it.each([
    ['bin 3 already paid her', byNumber('remove', 3)],
    ['scrap 1 n 4 dont need them', byNumber('remove', 1, 4)],
    ['did 2 and 4 the van place never answered', byNumber('complete', 2, 4)],
    ['done 1 the rest tomorrow', byNumber('complete', 1)],
  ])('"%s"', (text, intents) => expect(readAt(text, shop)).toEqual(intents));

  it.each(['bin 2 bags of offcuts', 'did 1 more coat'])('"%s" names no item', (text) =>
    expect(readAt(text, shop)).not.toEqual(byNumber(/^bin/.test(text) ? 'remove' : 'complete', Number(/\d/.exec(text)![0]))),
  );

  it('"1 done, 2 still waiting" ticks only the first', () =>
    expect(readAt('1 done, 2 still waiting', shop)).toEqual(byNumber('complete', 1)));
});

describe('a put-off asked for, then what keeps the person', () => {
  it('"not now mate give me an hour got a client in the chair" puts the reminder off an hour', () =>
    expect(readAt('not now mate give me an hour got a client in the chair', reminded('Ring the landlord'))).toEqual(putOff(60)));

  it.each(['check me back in 3 hrs', 'hands full right now, check me back in 3 hrs'])('"%s" puts it off three hours', (text) =>
    expect(readAt(text, reminded('Pay the cover stylist'), NEW_YORK)).toEqual(putOff(180)),
  );

  it('"not now, gimme half an hour on the rota" still names the rota', () =>
    expect(readAt('not now, gimme half an hour on the rota')).toEqual([
      { kind: 'snooze', task: { by: 'words', words: 'give me on the rota' }, until: null, minutes: 30 },
    ]));
});

describe('asks in other frames', () => {
  it('"yo set me a reminder to order more foils by fri" adds the job', () =>
    expect(readAt('yo set me a reminder to order more foils by fri', undefined, NEW_YORK)).toEqual([
      { kind: 'add_task', title: 'Order more foils', due: '2026-11-13T17:00:00.000Z', important: false, repeat: null },
    ]));

  it('"remind me the reason we said no to the trade show" asks the journal', () =>
    expect(readAt('remind me the reason we said no to the trade show')).toEqual([{ kind: 'recall_decision', words: 'trade show' }]));

  it('"scratch the balloon order for the Harris party" takes it off', () =>
    expect(readAt('scratch the balloon order for the Harris party')).toEqual([
      { kind: 'remove', task: { by: 'words', words: 'balloon order for the harris party' } },
    ]));
});

describe('an ask cut off before what it is about', () => {
  it.each(['invoice from', 'ring the supplier about', 're: fri'])('"%s" adds nothing', (text) =>
    expect(changesNothing(readAt(text))).toBe(true),
  );

  it('"chase the deposit from Rosa" is still a job', () =>
    expect(readAt('chase the deposit from Rosa')).toEqual([
      { kind: 'add_task', title: 'Chase the deposit from Rosa', due: null, important: false, repeat: null },
    ]));
});

describe('a change to the task in view said after a reason', () => {
  it('"push to 4pm, back to backs till then" puts it off to four', () =>
    expect(readAt('push to 4pm, back to backs till then', reminded('Sign off the rota'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-11T16:00:00.000Z', minutes: null },
    ]));

  it('"move the fitting to friday, studio booked till then" moves the fitting in view', () =>
    expect(readAt('move the fitting to friday, studio booked till then', inView('Dress fitting with Ana'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-13', time: null },
    ]));
});

describe('news and moods that change nothing', () => {
  it.each([
    ['so behind on everything this week', 'Invoice the Hendersons'],
    ['slammed this week tbh', 'Invoice the Hendersons'],
  ])('"%s", to a reminder, puts nothing off', (text, title) => expect(changesNothing(readAt(text, reminded(title)))).toBe(true));

  it.each([
    'i really should redo the price list but cba',
    'the refund for the Patel booking has gone through',
    'min spend goes to £300 from march',
  ])('"%s" adds no task', (text) => expect(changesNothing(readAt(text))).toBe(true));

  it('"her brows have healed nicely" with the touch-up in view ticks nothing', () =>
    expect(changesNothing(readAt('her brows have healed nicely', inView('Touch up Mia brows', '2026-11-16T13:00:00.000Z')))).toBe(true));

  it('"the brows are touched up" with the touch-up in view still ticks it', () =>
    expect(readAt('the brows are touched up', inView('Touch up Mia brows', '2026-11-16T13:00:00.000Z'))).toEqual([
      { kind: 'complete', task: { by: 'context' } },
    ]));
});

describe('words of other Englishes and tongues', () => {
  it('"get rid o that yin, she cancelled" takes off the task in view', () =>
    expect(readAt('get rid o that yin, she cancelled', inView('Hot stone massage for Morag'))).toEqual([
      { kind: 'remove', task: { by: 'context' } },
    ]));

  it('"cámbialo a \'text Lupe the price\'" renames the task in view', () =>
    expect(readAt("cámbialo a 'text Lupe the price'", inView('mandar precio a Lupe'), NEW_YORK)).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Text Lupe the price' },
    ]));

  it('"give us a plan for today, first fade at 9" plans the day', () =>
    expect(readAt('give us a plan for today, first fade at 9')).toEqual([{ kind: 'prioritise', scope: 'plan_day' }]));
});

describe('list items taken off in shorthand and other tongues', () => {
  it.each([
    ['rm 3', byNumber('remove', 3)],
    ['del 2 + 4', byNumber('remove', 2, 4)],
    ['delete 1 & 3', byNumber('remove', 1, 3)],
    ['take out 2', byNumber('remove', 2)],
    ['tek out 4, she found another stylist', byNumber('remove', 4)],
    ['quita el 1, ya lo hice', byNumber('remove', 1)],
    ['dileu 2 plis', byNumber('remove', 2)],
    ['did 1 2 and 4', byNumber('complete', 1, 2, 4)],
  ])('"%s"', (text, intents) => expect(readAt(text, shop)).toEqual(intents));

  it('"take out the recycling" is still a job', () =>
    expect(readAt('take out the recycling')).toEqual([
      { kind: 'add_task', title: 'Take out the recycling', due: null, important: false, repeat: null },
    ]));
});

describe('days and lists asked in other tongues', () => {
  it.each([
    ['que tengo hoy', 'today'],
    ['hola guapa, qué hay para mañana', 'tomorrow'],
  ])('"%s" lists %s', (text, view) => expect(readAt(text, undefined, NEW_YORK)).toEqual([{ kind: 'list', view, day: null }]));

  it('"every dydd Mercher at 6 remind me to clean the brushes" repeats on Wednesdays', () =>
    expect(readAt('every dydd Mercher at 6 remind me to clean the brushes')).toEqual([
      {
        kind: 'add_task',
        title: 'Clean the brushes',
        due: '2026-11-11T18:00:00.000Z',
        important: false,
        repeat: { every: 'week', interval: 1 },
      },
    ]));

  it('"ilka Monday at 9 order the towels" repeats on Mondays', () =>
    expect(readAt('ilka Monday at 9 order the towels')).toEqual([
      {
        kind: 'add_task',
        title: 'Order the towels',
        due: '2026-11-16T09:00:00.000Z',
        important: false,
        repeat: { every: 'week', interval: 1 },
      },
    ]));
});

describe('a question, then why', () => {
  it('"what\'s on friday? someone wants to book a party" lists friday', () =>
    expect(readAt("what's on friday? someone wants to book a party")).toEqual([{ kind: 'list', view: 'day', day: '2026-11-13' }]));

  it('"is thursday morning clear? a bride wants a trial" asks of the time', () =>
    expect(readAt('is thursday morning clear? a bride wants a trial', undefined, NEW_YORK)[0]?.kind).toBe('free_time'));

  it('"what\'s on the delivery van today? they forgot the towels last week" asks of a van, not the list', () =>
    expect(readAt("what's on the delivery van today? they forgot the towels last week")[0]?.kind).not.toBe('list'));
});

describe("a deed told late, or in a learner's present", () => {
  it.each([
    ['paid her last night actually, forgot to tell you', 'Pay the cover stylist'],
    ['I send it yesterday already', 'Send the bride her contract'],
    ['we order them this morning', 'Order the chair covers'],
  ])('"%s" ticks the reminder', (text, title) =>
    expect(readAt(text, reminded(title))).toEqual([{ kind: 'complete', task: { by: 'context' } }]),
  );

  it('"forgot to tell you, I send the rota yesterday already" ticks the rota in view', () =>
    expect(readAt('forgot to tell you, I send the rota yesterday already', inView('Email the volunteers the rota'), NEW_YORK)).toEqual([
      { kind: 'complete', task: { by: 'context' } },
    ]));

  it('"forgot to pay her" ticks nothing', () =>
    expect(changesNothing(readAt('forgot to pay her', reminded('Pay the cover stylist')))).toBe(true));
});

describe('what is said twice, or left open, beside a change', () => {
  it('"not now, at a venue visit, give me an hour" puts it off once', () =>
    expect(readAt('not now, at a venue visit, give me an hour', reminded('Call the florist'))).toEqual(putOff(60)));

  it('"1 and 3 done. 2 still waiting on the landlord" ticks the two', () =>
    expect(readAt('1 and 3 done. 2 still waiting on the landlord', shop)).toEqual(byNumber('complete', 1, 3)));
});

describe('who is writing, said before the ask', () => {
  it('"morning! kayak hire in Tenby here, can you remind me to check the buoyancy aids tmrw 9am" adds only the job', () =>
    expect(readAt('morning! kayak hire in Tenby here, can you remind me to check the buoyancy aids tmrw 9am')).toEqual([
      { kind: 'add_task', title: 'Check the buoyancy aids', due: '2026-11-12T09:00:00.000Z', important: false, repeat: null },
    ]));

  it('"hi, Dina from the community garden here" is a hello', () =>
    expect(readAt('hi, Dina from the community garden here')).toEqual([{ kind: 'small_talk', what: 'greeting' }]));

  it('"remind me to put the rota up here tomorrow" is still a job', () =>
    expect(readAt('remind me to put the rota up here tomorrow')[0]).toMatchObject({ kind: 'add_task', title: 'Put the rota up here' }));
});

describe('look-alikes of the shorthand and the remarks above, which keep their own reading', () => {
  const yard = listed('Order sand', 'Deliver pallets', 'Invoice Dave');
  it.each([
    ['del it tomorrow', reminded('Deliver flowers to Mrs Jones')],
    ['rm 4 the guest wants a late checkout', listed('Change sheets', 'Order towels', 'Pay window cleaner', 'Fix shower')],
    ['done 3 no not yet', shop],
    ['I call yesterday but he not answer', reminded('Call Mr Evans')],
    ['I do it already monday', reminded('Book the van service')],
    ["ponle 'urgente'", inView('Llamar a Yesenia')],
    ['yeah forgot to tell you', reminded('Tell Sam the new price')],
  ])('"%s" takes off, ticks and renames nothing', (text, state) =>
    expect(readAt(text, state).some((intent) => ['remove', 'complete', 'rename'].includes(intent.kind))).toBe(false),
  );

  it.each([
    ['delete 2 no 3', byNumber('remove', 3)],
    ['did 1 no wait 2', byNumber('complete', 2)],
  ])('"%s" changes the item said last', (text, intents) => expect(readAt(text, shop)).toEqual(intents));

  it.each([
    'del the flowers to Mrs Jones tomorrow',
    'scratch the paint on the new door frame so the primer sticks',
    'remind me to ask Dave what the email was about',
    'book the yin class for thursday',
  ])('"%s" is a job', (text) => expect(readAt(text)[0]?.kind).toBe('add_task'));

  it('"take out 2, then bring in the chairs" keeps the second job', () =>
    expect(readAt('take out 2, then bring in the chairs', yard).some((intent) => intent.kind === 'add_task')).toBe(true));

  it('"recovered the van from the pound" still ticks the recovery in view', () =>
    expect(readAt('recovered the van from the pound', inView('Recover the van from the pound'))).toEqual([
      { kind: 'complete', task: { by: 'context' } },
    ]));

  it('"que hay hoy en el mercado, need to buy limes" keeps the job', () =>
    expect(readAt('que hay hoy en el mercado, need to buy limes', undefined, NEW_YORK)[0]?.kind).toBe('add_task'));
});

describe('asks in the words of the north and of shorthand', () => {
  it.each([
    ['sound, put us down to collect the speakers from Kev at half 5', 'Collect the speakers from Kev', '2026-11-11T17:30:00.000Z'],
    ['rmnd 3pm call the caterer re numbers', 'Call the caterer re numbers', '2026-11-11T20:00:00.000Z'],
    ['rmd fri 9a: chase the linen invoice', 'Chase the linen invoice', '2026-11-13T14:00:00.000Z'],
  ])('"%s" adds the job', (text, title, due) =>
    expect(readAt(text, undefined, /\brmn?d\b/.test(text) ? NEW_YORK : undefined)).toEqual([
      { kind: 'add_task', title, due, important: false, repeat: null },
    ]),
  );

  it('"every friday at 4 tell me to send the rota" repeats weekly', () =>
    expect(readAt('every friday at 4 tell me to send the rota')).toEqual([
      {
        kind: 'add_task',
        title: 'Send the rota',
        due: '2026-11-13T16:00:00.000Z',
        important: false,
        repeat: { every: 'week', interval: 1 },
      },
    ]));

  it('"don\'t tell me to calm down" adds nothing', () => expect(changesNothing(readAt("don't tell me to calm down"))).toBe(true));

  it.each([
    ['knock 2 and 4 off mate', shop, byNumber('remove', 2, 4)],
    [
      'lad can u bin the bubble machine one, venue said no',
      undefined,
      [{ kind: 'remove', task: { by: 'words', words: 'bubble machine' } }],
    ],
    ['get shut of the quiz night reminder, only four booked', undefined, [{ kind: 'remove', task: { by: 'words', words: 'quiz night' } }]],
  ] as const)('"%s" takes it off', (text, state, intents) => expect(readAt(text, state)).toEqual(intents));

  it('"did i decide on the saturday lad?" still asks of the saturday lad', () =>
    expect(readAt('did i decide on the saturday lad?')).toEqual([{ kind: 'recall_decision', words: 'saturday lad' }]));
});

describe('found talking to the app, second time', () => {
  it('"hey its Rosa from the garden here, can u put call the council about the water tap tomorrow 9a" adds the call', () =>
    expect(
      readAt('hey its Rosa from the garden here, can u put call the council about the water tap tomorrow 9a', undefined, NEW_YORK),
    ).toEqual([
      { kind: 'add_task', title: 'Call the council about the water tap', due: '2026-11-12T14:00:00.000Z', important: false, repeat: null },
    ]));

  it('"also rmnd 2pm email the board re the budget" adds the email', () =>
    expect(readAt('also rmnd 2pm email the board re the budget', undefined, NEW_YORK)).toEqual([
      { kind: 'add_task', title: 'Email the board re the budget', due: '2026-11-11T19:00:00.000Z', important: false, repeat: null },
    ]));

  it('"forgot to tell you, I call HPD this morning already" ticks the call in view', () =>
    expect(readAt('forgot to tell you, I call HPD this morning already', inView('Call HPD about the boiler'), NEW_YORK)).toEqual([
      { kind: 'complete', task: { by: 'context' } },
    ]));

  it('"wat have i got tomorow" lists tomorrow', () =>
    expect(readAt('wat have i got tomorow')).toEqual([{ kind: 'list', view: 'tomorrow', day: null }]));

  it('"put the bins out tonight" is still the job of putting them out', () =>
    expect(readAt('put the bins out tonight')[0]).toMatchObject({ kind: 'add_task', title: 'Put the bins out' }));
});
