import type { Intent } from './intent';
import { changesNothing, inView, listed, NOTHING, readAt, reminded } from './testing/read-at';
import type { ConversationState } from './intent';

/**
 * A decision announced before its course and its why, a few words that name a thing and nothing
 * more, an ask broken off, a half yes to a reminder, and the list ticked or cleared in other words.
 * Read at Wednesday 11 November 2026, 15:00 in London; wordings are our own.
 */
const kinds = (read: Intent[]) => read.map((intent) => intent.kind);
const choiceWaiting = (question: string, ...options: string[]): ConversationState => ({
  ...NOTHING,
  pending: { about: 'dilemma_choice', question, options },
});
const mattersAsked = (question: string, ...options: string[]): ConversationState => ({
  ...NOTHING,
  pending: { about: 'dilemma_matters', question, options },
});
const askedBack = (text: string) => [{ kind: 'unclear', understood: `"${text}"`, question: 'What would you like me to do with it?' }];

describe('a decision announced first', () => {
  it.each([
    [
      'ok so decided, no more Sunday openings, the staff are worn out and so am I',
      'No more Sunday openings, the staff are worn out and so am I',
    ],
    ["aye, that's us decided, we're takin the Perth stall", "We're takin the Perth stall"],
    [
      'Ya decidí, no deliveries on Mondays from now on, too much stress for me',
      'No deliveries on Mondays from now on, too much stress for me',
    ],
  ])('"%s" keeps "%s" in the journal', (text, kept) => expect(readAt(text)).toEqual([{ kind: 'decision', text: kept }]));

  it.each([
    'been mulling it a week and now I decide: we keep the old kiln',
    "I've given it plenty of thought and I've decided to stop the pop-up nights",
  ])('"%s" is a decision, the run-up before it and all', (text) => expect(kinds(readAt(text))).toEqual(['decision']));

  it.each(['I decide, not my partner', 'decided? not sure yet', 'I decide, but first ring the bank'])(
    '"%s" keeps nothing in the journal',
    (text) => expect(kinds(readAt(text))).not.toContain('decision'),
  );

  it('a job asked for after the choice is read as asked, not swallowed by it', () =>
    expect(kinds(readAt('decided, the old van is going. remind me to photograph it saturday at 10'))).not.toEqual(['decision']));

  it('a choice said in its own sentence before the jobs it brings is kept beside them', () => {
    const read = readAt('After a long talk with my sister, we decide to close Mondays from March. I need to tell the regulars by Friday.');
    expect(read[0]).toEqual({ kind: 'decision', text: 'We decide to close Mondays from March' });
    expect(read.slice(1)).toEqual([expect.objectContaining({ kind: 'add_task', title: 'Tell the regulars' })]);
  });

  it('the word alone, then the choice, then the job', () =>
    expect(
      kinds(readAt('Right, decided. We are not doing weddings next year, the margins are awful. Need to email the planners by Friday')),
    ).toEqual(['decision', 'add_task']));

  it('"thats it im off home, long day" ends a day and decides nothing', () =>
    expect(kinds(readAt('thats it im off the road, 9 jobs since 6'))).not.toContain('decision'));
});

describe('a few words that name a thing', () => {
  it.each(['plot 9', 'Kevin', 'VAT', 'payroll', '185/60', 'Mrs Okoro 4', 'the SAT one'])('"%s" is asked about', (text) =>
    expect(readAt(text)).toEqual(askedBack(text)),
  );

  it.each(['bet', 'aye right', '12345', 'qwertyuiop', 'Kauf Brot morgen', 'asleep till 4', 'the Hendersons paid'])(
    '"%s" is not asked about as a thing',
    (text) => expect(readAt(text)).not.toEqual(askedBack(text)),
  );
});

describe('an ask broken off and taken back', () => {
  it.each(['rename it to... nah, forget it', 'move it to... wait, let me check the rota first', 'change the name... never mind'])(
    '"%s" changes nothing',
    (text) => expect(changesNothing(readAt(text, inView('collect the keys')))).toBe(true),
  );
});

describe('replies to a reminder', () => {
  it.each(['kinda', 'yeah, sort of', 'half of it'])('"%s" asks whether it is done', (text) =>
    expect(kinds(readAt(text, reminded('send the quote')))).toEqual(['unclear']),
  );

  it('a hello, then "done", ticks it off', () =>
    expect(readAt('morning! done', reminded('send the quote'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]));

  it('a hello, then news, is still a hello', () =>
    expect(readAt('hi! sorry been at the wholesaler all day', reminded('send the quote'))).toEqual([
      { kind: 'small_talk', what: 'greeting' },
    ]));

  it('"ho gaya bhai, sent it" ticks the task reminded of', () =>
    expect(readAt('ho gaya bhai, sent it', reminded('send the quote'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]));

  it('"bin that jaan, they paid" removes the task in view', () =>
    expect(readAt('bin that jaan, they paid', inView('chase the Patels'))).toEqual([{ kind: 'remove', task: { by: 'context' } }]));
});

describe('while a choice waits', () => {
  it.each(['gotta check with my accountant first', "thanks, that helps. I'll have a think", "I'll mull it over"])(
    '"%s" answers without picking',
    (text) =>
      expect(readAt(text, choiceWaiting('Take the Leeds job?', 'take it', 'turn it down'))).toEqual([
        { kind: 'answer', text: expect.any(String), pick: null },
      ]),
  );

  it('a job asked for beside the thinking is not swallowed by the choice', () =>
    expect(
      kinds(readAt('have a think about the price and ring them Friday', choiceWaiting('Take the Leeds job?', 'take it', 'turn it down'))),
    ).not.toEqual(['answer']));

  it('what matters most, said with a job in its why, is what matters', () =>
    expect(
      kinds(
        readAt('Most important is cash, I must pay the suppliers first', mattersAsked('Take the Leeds job?', 'take it', 'turn it down')),
      ),
    ).toEqual(['answer']));
});

describe('the list just sent, ticked or cleared in other words', () => {
  const three = listed('ring the printer', 'order the labels', 'post the samples');
  const ticks = (...numbers: number[]) => numbers.map((number) => ({ kind: 'complete', task: { by: 'number', number } }));

  it.each(['did them all', 'done the lot today', 'todo listo 👍', 'sab ho gaya'])('"%s" ticks every item', (text) =>
    expect(readAt(text, three)).toEqual(ticks(1, 2, 3)),
  );

  it('"2 aur 3 ho gaye" ticks those two', () => expect(readAt('2 aur 3 ho gaye', three)).toEqual(ticks(2, 3)));

  it('"2 hata do" removes the second', () =>
    expect(readAt('2 hata do, they cancelled', three)).toEqual([{ kind: 'remove', task: { by: 'number', number: 2 } }]));
});

describe('other words of the same asks', () => {
  it('"monday whats booked" lists Monday', () =>
    expect(readAt('monday whats booked')).toEqual([{ kind: 'list', view: 'day', day: '2026-11-16' }]));

  it('the words a task is found by keep the way they were written', () =>
    expect(readAt('scrap the reminder aboot the trip tae Oban')).toEqual([
      { kind: 'remove', task: { by: 'words', words: 'trip tae oban' } },
    ]));
});

describe('a job with why it is wanted beside it', () => {
  it.each([
    ['buy new aprons, the customers keep mentioning it', 'Buy new aprons'],
    ['ring the glazier about the shop window, it rattles in the wind', 'Ring the glazier about the shop window'],
    ['need to book the van in, the clutch is slipping', 'Book the van in'],
  ])('"%s" adds "%s"', (text, title) => expect(readAt(text)).toEqual([expect.objectContaining({ kind: 'add_task', title, due: null })]));

  it('an urgency said beside it marks the job', () =>
    expect(readAt('urgent - get the hire van cleaned before 6, the customer is collecting it')).toEqual([
      expect.objectContaining({ kind: 'add_task', title: 'Get the hire van cleaned', important: true }),
    ]));

  it.each(['chase the deposit, she said she paid it', "tweak the title, it's the Harbour Road lease"])('"%s" still asks', (text) =>
    expect(kinds(readAt(text))).toEqual(['unclear']),
  );
});

describe('what the review of these readings found', () => {
  it.each([
    'final, add milk',
    'final, thanks for your help',
    "that's it, no more for now",
    "that's me decided, I'm knackered",
    "I've thought about it and decided, I hate this job",
    'I was thinking and now I decide: I am not happy with this supplier',
  ])('"%s" keeps nothing in the journal', (text) => expect(kinds(readAt(text))).not.toContain('decision'));

  it.each(["made the call, we're calling it a day on Sundays", "I'll keep going with Xero", 'ok final, we go with the blue logo'])(
    '"%s" is still a decision',
    (text) => expect(kinds(readAt(text))).toEqual(['decision']),
  );

  it('"bahut din ho gaye" to a reminder ticks nothing', () =>
    expect(changesNothing(readAt('bahut din ho gaye', reminded('chase Khan for payment')))).toBe(true));

  it('"daily" after the job is how often, never a name', () =>
    expect(readAt('feed them daily, 7am')).toEqual([expect.objectContaining({ kind: 'add_task', repeat: { every: 'day', interval: 1 } })]));

  it('"Jaan" is a name', () => expect(readAt('Call Jaan')).toEqual([expect.objectContaining({ kind: 'add_task', title: 'Call Jaan' })]));

  it('a change taken back and said again is the change', () => {
    expect(readAt('move it to Thursday... scratch that, Friday', inView('call Bob'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-13', time: null },
    ]);
    expect(kinds(readAt("Dave's invoice... leave it, I'll do it Monday", inView("Dave's invoice")))).toEqual(['reschedule']);
  });

  it('"ask Sue what\'s booked" keeps its words', () =>
    expect(readAt("ask Sue what's booked")).toEqual([expect.objectContaining({ kind: 'add_task', title: "Ask Sue what's booked" })]));

  it.each(['Typo', 'Forgot', 'Me too', 'Eid Mubarak'])('"%s" is not asked about as a thing', (text) =>
    expect(readAt(text)).not.toEqual(askedBack(text)),
  );

  it('a reminder waiting is left waiting by words that name no thing', () =>
    expect(readAt('Waiting on Dave', reminded('send the quote'))).not.toEqual(askedBack('Waiting on Dave')));

  it('a choice being weighed is left waiting by a few words', () =>
    expect(readAt('Kevin', choiceWaiting('Who runs the Leeds job?', 'Kevin', 'Sam'))).not.toEqual(askedBack('Kevin')));
});
