import type { ConversationState } from './intent';
import { kindsAt as kinds, NOTHING, readAt as read } from './testing/read-at';

/**
 * Kinds read this round, each by a check every message passes: a remark or a greeting before the
 * ask, a reply to a reminder with its reason, a slip in the task just talked about, a report that
 * asks for the tick, free time from now or between two hours, a choice about how the business runs,
 * a feeling in words of its own, a choice handed over after its options, a job mused about, a day
 * heading, renames and removals in everyday words. Wordings here are our own.
 */

const REMINDED: ConversationState = {
  pending: { about: 'follow_up', task: 'glaze the mugs' },
  current: { title: 'glaze the mugs', due: '2026-11-11T15:00:00.000Z' },
  listed: [],
};
/** A task talked about, due tomorrow at 9 in the morning (London). */
const IN_VIEW: ConversationState = {
  pending: null,
  current: { title: 'collect the kiln shelves', due: '2026-11-12T09:00:00.000Z' },
  listed: [],
};
const LISTED: ConversationState = { ...NOTHING, listed: ['mix the glaze', 'wedge the clay', 'post the mugs'] };
const IN_TASK_CONTEXT = { kind: 'complete', task: { by: 'context' } };

describe('kinds of message read this round', () => {
  describe('a remark or a greeting before the ask', () => {
    it.each([
      ['rough morning lol, anyway remind me at 6 to lock the kiln room', 'Lock the kiln room'],
      ['that firing went badly. need to order new cones by friday', 'Order new cones'],
      ['the gallery wants photos so remind me thursday at 2 to shoot the bowls', 'Shoot the bowls'],
      ['heads up, I need to call the courier at 4:30', 'Call the courier'],
      ['hey hope all is good, need to invoice the cafe at 3', 'Invoice the cafe'],
      ['hiya 👋 pls add buy bubble wrap tomorrow', 'Buy bubble wrap'],
      ['thanks for earlier! also need to book the van for saturday', 'Book the van'],
      ['morning x remind me to feed the sourdough at 8 tonight', 'Feed the sourdough'],
    ])('given %p -> the ask, titled %p', (text, title) => {
      const [intent] = read(text);
      expect(intent).toMatchObject({ kind: 'add_task', title });
    });

    it('given a remark with a job of its own -> both jobs', () => {
      expect(kinds('call the glaze supplier, anyway remind me at 6 to lock up')).toEqual(['add_task', 'add_task']);
    });

    it("given a new user's hello, then two jobs on a day -> both jobs on that day", () => {
      const intents = read('hiya, new here. tmrw i need to ring the bank and order more clay');
      expect(intents).toEqual([
        expect.objectContaining({ kind: 'add_task', title: 'Ring the bank', due: '2026-11-12T12:00:00.000Z' }),
        expect.objectContaining({ kind: 'add_task', title: 'Order more clay', due: '2026-11-12T12:00:00.000Z' }),
      ]);
    });

    it('given two jobs joined by "+" -> two jobs', () => {
      expect(kinds('buy glaze + call the gallery at 5')).toEqual(['add_task', 'add_task']);
    });

    it('given an ask begun and taken back -> nothing added', () => {
      expect(read('remind me to... actually never mind')).toEqual([{ kind: 'small_talk', what: 'acknowledgement' }]);
    });
  });

  describe('a reply to a reminder with its reason', () => {
    it.each([
      ['on the phone, 20', 20],
      ['ten more mins, customer in the shop', 10],
      ['3 more hrs pls, kiln still cooling', 180],
      ['snz 15', 15],
      ['wait 45', 45],
      ['flat out rn, an hour and a half', 90],
    ])('given %p -> a snooze of %p minutes', (text, minutes) => {
      expect(read(text, REMINDED)).toEqual([{ kind: 'snooze', task: { by: 'context' }, until: null, minutes }]);
    });

    it.each([
      ['after the market, say 5', '2026-11-11T17:00:00.000Z'],
      ['ask me again after the school run, about 4', '2026-11-11T16:00:00.000Z'],
      ['later... like after lunch, 4pm', '2026-11-11T16:00:00.000Z'],
      ["can't face it today, tomorrow at 10", '2026-11-12T10:00:00.000Z'],
    ])('given %p -> a snooze to the moment said', (text, until) => {
      expect(read(text, REMINDED)).toEqual([{ kind: 'snooze', task: { by: 'context' }, until, minutes: null }]);
    });

    it.each(['keys dropped off', 'yes all 12 listed', 'measured, 4.2 by 1.1'])('given %p -> the task done', (text) => {
      expect(read(text, REMINDED)).toEqual([IN_TASK_CONTEXT]);
    });

    it('given a feeling that ends like a deed -> still a feeling', () => {
      expect(kinds('tired', REMINDED)).toEqual(['small_talk']);
    });

    it('given a span and its reason for a task just due, with no reminder waiting -> a snooze', () => {
      const justDue: ConversationState = {
        pending: null,
        current: { title: 'glaze the mugs', due: '2026-11-11T15:00:00.000Z' },
        listed: [],
      };
      expect(read('up a ladder, 40 mins pls', justDue)).toEqual([{ kind: 'snooze', task: { by: 'context' }, until: null, minutes: 40 }]);
    });

    it("given a moment only of the person's day -> asked until when", () => {
      expect(kinds('remind me again after the school run', REMINDED)).toEqual(['unclear']);
    });

    it('given "no not yet" -> the answer, not a snooze', () => {
      expect(kinds('no not yet', REMINDED)).toEqual(['answer']);
    });

    it('given a bare small number -> no snooze', () => {
      expect(kinds('ok 6', REMINDED)).not.toContain('snooze');
    });
  });

  describe('a slip in the task just talked about', () => {
    it.each([
      ['ugh typo, meant 11', '11:00'],
      ['hmm no 9 is too early, 10:30', '10:30'],
      ['scratch 9, do 9:45', '09:45'],
      ['wrong time, it is 8 not 9', '08:00'],
      ['sorry i meant pm', '21:00'],
      ['I typed it wrong, 2pm', '14:00'],
    ])('given %p -> the time moved to %p', (text, time) => {
      expect(read(text, IN_VIEW)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date: null, time }]);
    });

    it.each([
      ["scrap that, thursday's no good, friday", '2026-11-13'],
      ['nah friday, thursday is the market', '2026-11-13'],
      ['my bad, it is due the 3rd', '2026-12-03'],
      ['scrap that, do it the day after', '2026-11-13'],
    ])('given %p -> the day moved to %p', (text, date) => {
      expect(read(text, IN_VIEW)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date, time: null }]);
    });

    it.each(['can you move my 3pm to 4', 'push everything tomorrow to friday'])(
      'given %p with nothing in view -> asked which task',
      (text) => {
        expect(kinds(text)).toEqual(['unclear']);
      },
    );

    it('given "make the X one" and a time -> that task moved, not a new task', () => {
      expect(read('actually make the kiln one 3pm')).toEqual([
        { kind: 'reschedule', task: { by: 'words', words: 'kiln' }, date: null, time: '15:00' },
      ]);
    });

    it('given a task named with the time it should have -> that task moved', () => {
      expect(read('the kiln shelves one should be at 11 tomorrow')).toEqual([
        { kind: 'reschedule', task: { by: 'words', words: 'kiln shelves' }, date: '2026-11-12', time: '11:00' },
      ]);
    });
  });

  describe('a report that asks for the tick', () => {
    it('given the task in view -> ticked off', () => {
      expect(read('posted them at lunch, tick it off', IN_VIEW)).toEqual([IN_TASK_CONTEXT]);
    });

    it('given a thing named and nothing in view -> that thing ticked off', () => {
      expect(read('the glaze order is paid, cross it off')).toEqual([{ kind: 'complete', task: { by: 'words', words: 'glaze order' } }]);
    });

    it('given a few words beside a tick -> those words ticked off', () => {
      expect(read('kiln wash ✅')).toEqual([{ kind: 'complete', task: { by: 'words', words: 'kiln wash' } }]);
    });

    it('given "first and third done" after a list -> those two', () => {
      expect(read('first and third done', LISTED)).toEqual([
        { kind: 'complete', task: { by: 'number', number: 1 } },
        { kind: 'complete', task: { by: 'number', number: 3 } },
      ]);
    });

    it.each(['yh sent', 'yep all posted'])('given %p just after a reminder -> the task in view', (text) => {
      expect(read(text, REMINDED)).toEqual([IN_TASK_CONTEXT]);
    });

    it('given a job given up for good -> taken off, not done', () => {
      expect(read('skip it forever, stopped doing mugs', REMINDED)).toEqual([{ kind: 'remove', task: { by: 'context' } }]);
    });

    it('given a job done that is one of many -> asked about, not ticked off', () => {
      expect(kinds('just finished a 2 hour class with a new group')).toEqual(['unclear']);
    });
  });

  describe('free time', () => {
    it.each([
      ['anything on friday between 10 and 12', '2026-11-13T10:00:00.000Z', '2026-11-13T12:00:00.000Z'],
      ['am I free from 6 to 9 tonight', '2026-11-11T18:00:00.000Z', '2026-11-11T21:00:00.000Z'],
      ['am I free at 4 for half an hour', '2026-11-11T16:00:00.000Z', '2026-11-11T16:30:00.000Z'],
      ['am I free for the next 3 hours', '2026-11-11T15:00:00.000Z', '2026-11-11T18:00:00.000Z'],
      ['have I got a free hour before 6 today?', '2026-11-11T15:00:00.000Z', '2026-11-11T18:00:00.000Z'],
      ['can I do a 1 hour fitting at 4 today', '2026-11-11T16:00:00.000Z', '2026-11-11T17:00:00.000Z'],
    ])('given %p -> free time from %p to %p', (text, from, to) => {
      expect(read(text)).toEqual([{ kind: 'free_time', from, to }]);
    });
  });

  describe('thinking out loud', () => {
    it.each([
      'going to outsource the packing from now on',
      "we're moving the workshop to Leith",
      'the stall is going card only from january',
      "we're not replacing the wheel this year",
      'going all in on the wholesale side',
      'we will switch from Square to Zettle in march',
      "I think I'll go with Xero",
      'the open day goes to the town hall not the church',
      'settled it, card payments only from now on',
      'we are delaying the launch to march',
    ])('given %p -> a decision', (text) => {
      expect(kinds(text)).toEqual(['decision']);
    });

    it.each(['going to call the kiln engineer tomorrow', "we're moving the workshop to Leith or staying put"])(
      'given a plan on a day or a choice still open %p -> no decision',
      (text) => {
        expect(kinds(text)).not.toContain('decision');
      },
    );

    it.each([
      'markets or wholesale next year, which one',
      'teach evening classes or keep weekends free, help me think',
      "I'm stuck between the blue glaze and the green",
      'half of me wants to stop the markets, half of me needs them',
      'help me think through whether to hire an assistant',
    ])('given %p -> a choice weighed', (text) => {
      expect(kinds(text)).toEqual(['dilemma']);
    });

    it.each([
      ['too many plates spinning, what do I let go', 'drop'],
      ['what should I knock out before lunch', 'focus'],
      ['sort my friday out for me', 'plan_day'],
      ['top priority?', 'focus'],
    ])('given %p -> priorities, %p', (text, scope) => {
      expect(read(text)).toEqual([{ kind: 'prioritise', scope }]);
    });

    it.each([
      'I have to do the VAT and I just cannot face it',
      'pumped about the new studio 💪',
      'Q4 is crushing me',
      "can't stop worrying about the rent",
      'why does every order come in at once',
      'the kiln cracked, whole firing down the drain. fml',
      'gotta love a customer who haggles over a fiver',
    ])('given %p -> a feeling', (text) => {
      expect(kinds(text)).toEqual(['small_talk']);
    });

    it('given "why do I keep putting off the VAT?" -> a question', () => {
      expect(kinds('why do I keep putting off the VAT?')).toEqual(['question']);
    });

    it.each(['someone should really call the landlord', 'thinking about emailing the gallery', 'probably best to chase Mo at some stage'])(
      'given the job mused about in %p -> offered, not saved',
      (text) => {
        const [intent] = read(text);
        expect(intent).toMatchObject({ kind: 'unclear', question: 'Shall I add it?' });
      },
    );
  });

  describe('while a choice waits for its answer', () => {
    const WEIGHING: ConversationState = {
      pending: { about: 'dilemma_matters', question: 'markets or wholesale?', options: ['markets', 'wholesale'] },
      current: null,
      listed: [],
    };

    it('given a removal -> the removal, not the answer', () => {
      expect(read('forget about the kiln one, Jo is doing it', WEIGHING)).toEqual([
        { kind: 'remove', task: { by: 'words', words: 'kiln' } },
      ]);
    });

    it('given what matters -> the answer', () => {
      expect(kinds('cash flow mostly', WEIGHING)).toEqual(['answer']);
    });
  });

  describe('renames and removals in everyday words', () => {
    it.each([
      ["can you change 'buy clay' to 'buy stoneware clay'", { by: 'words', words: 'buy clay' }, 'Buy stoneware clay'],
      ['the task called kiln stuff, rename it book the kiln service', { by: 'words', words: 'kiln stuff' }, 'Book the kiln service'],
      ['can the glaze one be renamed to order the celadon glaze', { by: 'words', words: 'glaze' }, 'Order the celadon glaze'],
    ])('given %p -> renamed', (text, task, title) => {
      expect(read(text)).toEqual([{ kind: 'rename', task, title }]);
    });

    it.each([
      ['oops wrong name, call it collect the kiln posts', 'Collect the kiln posts'],
      ['change it to sweep the studio', 'Sweep the studio'],
      ['rename it collect the kiln shelves from Jo, wrong person', 'Collect the kiln shelves from Jo'],
    ])('given %p with a task in view -> that task renamed', (text, title) => {
      expect(read(text, IN_VIEW)).toEqual([{ kind: 'rename', task: { by: 'context' }, title }]);
    });

    it.each([
      ['forget about the clay order, Jo is doing it', 'clay order'],
      ['scratch the gallery follow up completely', 'gallery follow up'],
      ['take the stall booking off, they cancelled', 'stall booking'],
      ['cancel the courier call', 'courier call'],
    ])('given %p -> removed', (text, words) => {
      expect(read(text)).toEqual([{ kind: 'remove', task: { by: 'words', words } }]);
    });

    it('given "forget the rain, we open anyway" -> nothing removed', () => {
      expect(kinds('forget the rain, we open anyway')).not.toContain('remove');
    });

    it('given a reason then "so delete" with a task in view -> that task removed', () => {
      expect(read('market got cancelled so delete', IN_VIEW)).toEqual([{ kind: 'remove', task: { by: 'context' } }]);
    });
  });

  describe('days and times', () => {
    it('given a heading that counts jobs for a day -> each job on that day', () => {
      const intents = read('3 things for monday: mix the glaze, call the gallery, and book the van');
      expect(intents).toHaveLength(3);
      for (const intent of intents) expect(intent).toMatchObject({ kind: 'add_task', due: '2026-11-16T12:00:00.000Z' });
    });

    it('given "midnight tonight" -> the midnight that ends today', () => {
      expect(read('submit the grant form midnight tonight')).toEqual([
        { kind: 'add_task', title: 'Submit the grant form', due: '2026-11-12T00:00:00.000Z', important: false, repeat: null },
      ]);
    });

    it('given a day before the job and its hour after it -> one time', () => {
      const [intent] = read('friday pick up the new wheel at 10');
      expect(intent).toMatchObject({ kind: 'add_task', title: 'Pick up the new wheel', due: '2026-11-13T10:00:00.000Z' });
    });

    it('given "every morning at half 7" -> 7:30 every day', () => {
      const [intent] = read('every morning at half 7 check the kiln');
      expect(intent).toMatchObject({ title: 'Check the kiln', due: '2026-11-12T07:30:00.000Z', repeat: { every: 'day', interval: 1 } });
    });

    it('given "weekdays at 8" -> every weekday', () => {
      const [intent] = read('weekdays at 8 open the shop email');
      expect(intent).toMatchObject({ repeat: { every: 'weekday', interval: 1 } });
    });

    it('given a day asked with nothing in view -> that day listed', () => {
      expect(read('thursday looking busy?')).toEqual([{ kind: 'list', view: 'day', day: '2026-11-12' }]);
    });

    it('given "<day> looking busy?" with a task in view -> that day listed', () => {
      expect(read('friday looking busy?', IN_VIEW)).toEqual([{ kind: 'list', view: 'day', day: '2026-11-13' }]);
    });

    it('given a name and a time, nothing else -> offered, not saved', () => {
      const [intent] = read('Priya 4pm');
      expect(intent).toMatchObject({ kind: 'unclear', question: 'Shall I add it?' });
    });

    it('given news of what someone did -> nothing added', () => {
      expect(kinds('Jo quit on monday')).not.toContain('add_task');
    });
  });
});
