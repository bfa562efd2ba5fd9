import type { ConversationState, Intent } from './intent';
import { changesNothing, inView, listed, NOTHING, readAt, reminded } from './testing/read-at';

/**
 * Items of a list named with a remark run on after them, replies to a reminder that say how the job
 * stands rather than when to ask again, and words that name the task in view without naming it. Read
 * at Wednesday 11 November 2026, 15:00 in London (10:00 in New York); wordings are our own.
 */
const NEW_YORK = 'America/New_York';
const THREE = listed('ship the hoodie', 'post on tiktok', 'call Mo');
const removed = (...numbers: number[]): Intent[] => numbers.map((number) => ({ kind: 'remove', task: { by: 'number', number } }));
const ticked = (...numbers: number[]): Intent[] => numbers.map((number) => ({ kind: 'complete', task: { by: 'number', number } }));

describe('items of the list just sent, with a remark after them', () => {
  it.each<[string, Intent[]]>([
    ['drop 2 nobody watches it anyway', removed(2)],
    ['get rid of 3 its sold on ebay', removed(3)],
    ['remove number one and two, not needed', removed(1, 2)],
    ['remove one and three', removed(1, 3)],
    ['scrap 1 an 2, got it sorted', removed(1, 2)],
    ['did 1 and 3 this morning before work', ticked(1, 3)],
    ['did 1 n 3', ticked(1, 3)],
    ['did 1 + 2 earlier', ticked(1, 2)],
  ])('"%s"', (text, expected) => expect(readAt(text, THREE)).toEqual(expected));

  it('"cancel 3 o\'clock meeting" names no third item', () =>
    expect(readAt("cancel 3 o'clock meeting", THREE).some((intent) => 'task' in intent && intent.task.by === 'number')).toBe(false));

  it('"did 2 hours on the accounts" ticks no second item', () =>
    expect(readAt('did 2 hours on the accounts', THREE)).not.toEqual(ticked(2)));

  it('"drop 5 nobody wants it" names no item of a list of three', () =>
    expect(readAt('drop 5 nobody wants it', THREE)).not.toEqual(removed(5)));
});

describe('a reply to a reminder that says how the job stands', () => {
  it.each([
    ["not yet, haven't had a minute"],
    ['not yet, still waiting for Jo to ring me back'],
    ["Not yet no, I'll get round to it"],
    ['not yet, printer jammed'],
    ["I'm after sending it a minute ago"],
  ])('"%s" changes nothing', (text) => expect(changesNothing(readAt(text, reminded('print the worksheets')))).toBe(true));

  it('"printer jammed" ticks no printing', () => expect(changesNothing(readAt('printer jammed', reminded('print the sheets')))).toBe(true));

  it('"sheets printed" still ticks it', () =>
    expect(readAt('sheets printed', reminded('print the sheets'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]));

  it('"later, haven\'t had a sec" is a put-off of the usual length, not of one minute', () =>
    expect(readAt("later, haven't had a sec", reminded('call the plumber'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: null, minutes: 60 },
    ]));

  it('"ah sure I\'m only after finishing with a patient, will you put that one back to half four" puts it off', () =>
    expect(
      readAt("ah sure I'm only after finishing with a patient, will you put that one back to half four", reminded('ring Sean')),
    ).toEqual([{ kind: 'snooze', task: { by: 'context' }, until: '2026-11-11T16:30:00.000Z', minutes: null }]));

  it('"sent it 20 mins ago" is done, not put off', () =>
    expect(readAt('sent it 20 mins ago', reminded('send the invoice'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]));
});

describe('an answer to a reminder after "bet", thanks or a remark', () => {
  it.each([['bet hit me at 4'], ['ok hit me at 4']])('"%s" puts the reminder off to 4', (text) =>
    expect(readAt(text, reminded('ship the boots'), NEW_YORK)).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-11T21:00:00.000Z', minutes: null },
    ]),
  );

  it.each([['bet thx. push it to 7 tho'], ['ok thx. push it to 7 tho']])('"%s" moves the meeting in view', (text) =>
    expect(readAt(text, inView('meet the buyer', '2026-11-11T21:00:00.000Z'), NEW_YORK)).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '19:00' },
    ]),
  );

  it('"I will do it after tea. remind at 7 pm" puts it off to 7', () =>
    expect(readAt('I will do it after tea. remind at 7 pm', reminded('write the mock paper'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-11T19:00:00.000Z', minutes: null },
    ]));

  it('"change to thursday, money comes in wednesday night" moves the bill reminded of', () =>
    expect(readAt('change to thursday, money comes in wednesday night', reminded('pay the gas bill'), NEW_YORK)).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-12', time: null },
    ]));
});

describe('the task in view meant without being named', () => {
  it('"Change date to 24/11 please" moves the task in view', () =>
    expect(readAt('Change date to 24/11 please', inView('collect the fees', '2026-11-30T12:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-24', time: null },
    ]));

  it('"wait its 12/5 not 12/4 my bad" moves the rehearsal in view', () =>
    expect(readAt('wait its 12/5 not 12/4 my bad', inView('rehearsal', '2026-12-04T22:30:00.000Z'), NEW_YORK)).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-12-05', time: null },
    ]));

  it('"kill the yoga reminder for friday" takes it off rather than adding it', () =>
    expect(readAt('kill the yoga reminder for friday', NOTHING, NEW_YORK).map((intent) => intent.kind)).toEqual(['remove']));

  it('"kill the weeds by the gate tomorrow" is still a job', () =>
    expect(readAt('kill the weeds by the gate tomorrow').map((intent) => intent.kind)).toEqual(['add_task']));
});

describe('joy about someone else', () => {
  it('"Tom passed his exam!! first go, over the moon for him" adds nothing', () =>
    expect(changesNothing(readAt('Tom passed his exam!! first go, over the moon for him'))).toBe(true));
});

describe('news, wishes and courses ruled out, read as such', () => {
  const offered = (read: Intent[]) => read.length === 1 && read[0].kind === 'unclear' && read[0].offer !== undefined;

  it.each([['plumber coming tomorrow at 10'], ['Register 2 is down again.'], ['I want to switch from Xero to QuickBooks eventually']])(
    '"%s" is offered, not added',
    (text) => expect(offered(readAt(text))).toBe(true),
  );

  it.each([['check the boiler is working'], ['add call the bank at some point'], ['i need to sort out my pension at some point']])(
    '"%s" is still added',
    (text) => expect(readAt(text).map((intent) => intent.kind)).toEqual(['add_task']),
  );

  it('"let\'s not do the christmas raffle again next year lol" is a decision', () =>
    expect(readAt("let's not do the christmas raffle again next year lol")).toEqual([
      { kind: 'decision', text: "Let's not do the christmas raffle again next year lol" },
    ]));

  it('"let\'s not do the january sale again" is a decision', () =>
    expect(readAt("let's not do the january sale again")).toEqual([{ kind: 'decision', text: "Let's not do the january sale again" }]));

  it('"let\'s not forget to call Jo tomorrow" is a job', () =>
    expect(readAt("let's not forget to call Jo tomorrow").map((intent) => intent.kind)).toEqual(['add_task']));

  it.each([['halfway done'], ['halfway done, the rain is not helping']])('"%s" to a reminder ticks nothing', (text) =>
    expect(changesNothing(readAt(text, reminded('paint the fence')))).toBe(true),
  );
});

describe('a while said in Wales or South Africa, and a list unnamed', () => {
  const askedWhen = (read: Intent[]) =>
    read.length === 1 && read[0].kind === 'unclear' && read[0].question.startsWith('When should it be?');

  it.each([['now in a minute'], ['now in a minute, got a customer in'], ['now now']])('"%s" to a reminder asks when', (text) =>
    expect(askedWhen(readAt(text, reminded('book the MOT')))).toBe(true),
  );

  it('"kindly remove from my list" takes off the task in view', () =>
    expect(readAt('The milk is bought, kindly remove from my list', inView('buy milk and juice'), NEW_YORK)).toEqual([
      { kind: 'remove', task: { by: 'context' } },
    ]));
});

describe('a choice said after an opener', () => {
  const kinds = (text: string) => readAt(text, NOTHING, NEW_YORK).map((intent) => intent.kind);

  it.each([
    ['yalla, going with the new coffee distributor, price is better'],
    ['lowkey just decided im not taking commissions no more'],
    ["Thanks for earlier. I've made up my mind, we'll take the bank's offer"],
    ["We're joining the farmers co-op. Signed it this morning."],
  ])('"%s" is a decision', (text) => expect(kinds(text)).toEqual(['decision']));

  it('"wait why did i stop doing vinted again" looks back at a decision', () =>
    expect(readAt('wait why did i stop doing vinted again')).toEqual([{ kind: 'recall_decision', words: 'doing vinted' }]));

  it('"we\'re joining the call at 3" is no decision', () => expect(kinds("we're joining the call at 3")).not.toContain('decision'));

  it('"yeah the client decided to go elsewhere" is no decision of ours', () =>
    expect(kinds('yeah the client decided to go elsewhere')).not.toContain('decision'));
});

describe('the moment said before the job, with no "to"', () => {
  const task = (title: string, due: string): Intent[] => [{ kind: 'add_task', title, due, important: false, repeat: null }];

  it.each<[string, Intent[]]>([
    ['remind me half past 11 tomorrow order more printer ink', task('Order more printer ink', '2026-11-12T11:30:00.000Z')],
    ['remind me 3pm friday pay the rent', task('Pay the rent', '2026-11-13T15:00:00.000Z')],
    ['tomorrow remind me 9am ring the bank', task('Ring the bank', '2026-11-12T09:00:00.000Z')],
    ['order more cups friday, running low on the 12oz', task('Order more cups', '2026-11-13T12:00:00.000Z')],
  ])('"%s"', (text, expected) => expect(readAt(text)).toEqual(expected));

  it('"in 2 weeks remind me 10am check the warranty card" (New York)', () =>
    expect(readAt('in 2 weeks remind me 10am check the warranty card', NOTHING, NEW_YORK)).toEqual(
      task('Check the warranty card', '2026-11-25T15:00:00.000Z'),
    ));
});

describe('read again after review: what the rules above must leave alone', () => {
  const FOUR = listed('Send invoices', 'Call the bank', 'Book MOT', 'Order ink');
  const kinds = (read: Intent[]) => read.map((intent) => intent.kind);

  it('"drop 2 kids at school at 8" is a job, not item 2', () =>
    expect(readAt('drop 2 kids at school at 8', FOUR)).toEqual([
      { kind: 'add_task', title: 'Drop 2 kids at school', due: '2026-11-12T08:00:00.000Z', important: false, repeat: null },
    ]));

  it('"did 3 invoices today" ticks no third item', () =>
    expect(readAt('did 3 invoices today', FOUR)).not.toEqual([{ kind: 'complete', task: { by: 'number', number: 3 } }]));

  it('"builders arriving monday, move the car sunday night" keeps the job beside the news', () =>
    expect(
      readAt('builders arriving monday, move the car sunday night').some(
        (intent) => intent.kind === 'add_task' && intent.title === 'Move the car',
      ),
    ).toBe(true));

  it.each([['let us not overlook the insurance renewal on the 20th'], ["let's not miss the VAT deadline friday"]])(
    '"%s" is a job',
    (text) => expect(kinds(readAt(text))).toEqual(['add_task']),
  );

  it.each([
    ["I'm joining the Acme zoom at 3pm"],
    ['im joining the team call at 3'],
    ['oh staying with mum was lovely'],
    ["wait we're switching to Square"],
    ['honestly switching to Square was the best thing we did'],
  ])('"%s" is no decision', (text) => expect(kinds(readAt(text))).not.toContain('decision'));

  it('"call back the guy who rang 10 mins ago" is not due now', () => {
    const [read] = readAt('call back the guy who rang 10 mins ago');
    expect(read.kind === 'add_task' && read.due === '2026-11-11T15:00:00.000Z').toBe(false);
  });

  it('"change date to friday on the Acme invoice" moves nothing in view', () =>
    expect(readAt('change date to friday on the Acme invoice', inView('Dentist', '2026-11-12T10:00:00.000Z'))).not.toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-13', time: null },
    ]));

  it('"unblocked the jammed door" still ticks "Unblock the jammed door"', () =>
    expect(readAt('unblocked the jammed door', reminded('Unblock the jammed door'))).toEqual([
      { kind: 'complete', task: { by: 'context' } },
    ]));

  it.each([['book the one day first aid course for friday 9am'], ["don't let me forget the gas man is coming at 8"]])(
    '"%s" is added',
    (text) => expect(kinds(readAt(text))).toEqual(['add_task']),
  );

  it('"email the client about my mistake" keeps its last words', () =>
    expect(readAt('email the client about my mistake')).toEqual([
      { kind: 'add_task', title: 'Email the client about my mistake', due: null, important: false, repeat: null },
    ]));

  it('"remind tomorrow\'s shift about the new till" adds no task named for the shift', () =>
    expect(kinds(readAt("remind tomorrow's shift about the new till"))).not.toContain('add_task'));

  it('"not yet mate" to a reminder is the same answer as "not yet"', () =>
    expect(kinds(readAt('not yet mate', reminded('do the rota')))).toEqual(kinds(readAt('not yet', reminded('do the rota')))));
});

describe('found talking to the app at the end of the round', () => {
  const matters: ConversationState = {
    ...NOTHING,
    pending: { about: 'dilemma_matters', question: 'Raise the fee?', options: ['raise my fee to $250', 'keep it at $200'] },
  };

  it('"ngl my time" to "What matters most" is what matters, not a task', () =>
    expect(readAt('ngl my time', matters, NEW_YORK)).toEqual([{ kind: 'answer', text: 'ngl my time', pick: null }]));

  it('"every monday 9am send invoices" said then is still a job', () =>
    expect(readAt('every monday 9am send invoices', matters, NEW_YORK).map((intent) => intent.kind)).toEqual(['add_task']));

  it('"hey! tomorrow remind me 8am chase the W-2s" is due at 8', () =>
    expect(readAt('hey! tomorrow remind me 8am chase the W-2s', NOTHING, NEW_YORK)).toEqual([
      { kind: 'add_task', title: 'Chase the W-2s', due: '2026-11-12T13:00:00.000Z', important: false, repeat: null },
    ]));
});
