import type { ConversationState, Intent } from './intent';
import { kindsAt as kinds, NOTHING, readAt as read } from './testing/read-at';

/**
 * Checks every message passes, whatever its wording: references said as places or pointers, a span
 * answered to a reminder, a report on the task in view, words that are a sentence rather than a job,
 * words that only point, feelings scored by their words, choices, free time, a past choice asked
 * about, a greeting with a remark. Wordings here are our own.
 */

const LISTED: ConversationState = { ...NOTHING, listed: ['order grout', 'ring the glazier', 'pay the skip firm', 'book the MOT'] };
const RADIATOR: ConversationState = { ...NOTHING, current: { title: 'bleed the radiators at Elm Row', due: '2026-11-11T16:00:00.000Z' } };
const REMINDED: ConversationState = {
  pending: { about: 'follow_up', task: 'send the quote to the Harlows' },
  current: { title: 'send the quote to the Harlows', due: '2026-11-11T14:00:00.000Z' },
  listed: [],
};

describe('harm checked by its kind', () => {
  describe('references said as places or pointers', () => {
    it.each<[string, Intent[]]>([
      ['bin no. 2', [{ kind: 'remove', task: { by: 'number', number: 2 } }]],
      ['completed number 3 👍', [{ kind: 'complete', task: { by: 'number', number: 3 } }]],
      ['scrap the last one', [{ kind: 'remove', task: { by: 'number', number: 4 } }]],
      ['the last one can go', [{ kind: 'remove', task: { by: 'number', number: 4 } }]],
    ])('given %p after a list of four -> that item', (text, intents) => {
      expect(read(text, LISTED)).toEqual(intents);
    });

    it('given "all four done" after a list of four -> every item', () => {
      expect(read('finished all four', LISTED)).toEqual(
        [1, 2, 3, 4].map((number) => ({ kind: 'complete', task: { by: 'number', number } })),
      );
    });

    it.each(['wipe that last one', 'finished! looks brand new', 'done, passed it to Kev'])(
      'given %p with a task in view -> that task',
      (text) => {
        expect(read(text, RADIATOR)).toEqual([expect.objectContaining({ task: { by: 'context' } })]);
      },
    );
  });

  describe('a span answered to a reminder', () => {
    it.each<[string, number]>([
      ['yeah yeah i know. 40 mins', 40],
      ['stuck in traffic, another 20', 20],
      ['latr 90 min', 90],
    ])('given %p while the reminder waits -> a snooze of %i minutes', (text, minutes) => {
      expect(read(text, REMINDED)).toEqual([{ kind: 'snooze', task: { by: 'context' }, until: null, minutes }]);
    });

    it('given a number without a unit or "more" -> no snooze by minutes', () => {
      expect(kinds('ok 6', REMINDED)).not.toContain('snooze');
    });
  });

  describe('a report on the task in view', () => {
    it.each(['quote sent to the Harlows', 'the Harlows have the quote', 'job done, all good'])('given %p -> done', (text) => {
      expect(read(text, REMINDED)).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
    });

    it.each(['the quote is still not sent', 'the Harlows will get the quote tomorrow', 'quote went to the wrong email'])(
      'given %p -> not done',
      (text) => {
        expect(kinds(text, REMINDED)).not.toContain('complete');
      },
    );
  });

  describe('words that are a sentence, an answer or a happening, not a job', () => {
    it.each([
      'the plasterer has the keys now',
      'that should read 4pm',
      'snowing hard at the yard today',
      'no to the craft fair this spring',
      'the bank holiday falls on a monday this year',
      'do my reminders still come when I travel?',
    ])('given %p -> no task saved', (text) => {
      expect(kinds(text)).not.toContain('add_task');
    });

    it('given a noun ending in -ing with a time -> still a task', () => {
      expect(kinds('roofing quote friday at 10')).toEqual(['add_task']);
    });
  });

  describe('words that only point', () => {
    it.each(['the scaffolding', 'hmm the van insurance', 'that Patel stuff sometime'])('given %p -> said back and asked about', (text) => {
      expect(read(text)).toEqual([expect.objectContaining({ kind: 'unclear', question: 'What would you like me to do with it?' })]);
    });

    it.each(['zzqv plk', 'Kauf Brot morgen'])('given %p -> not understood, with help', (text) => {
      expect(kinds(text)).toEqual(['unknown']);
    });
  });

  describe('feelings in words no rule lists', () => {
    it.each([
      'absolutely gutted about the cancelled order',
      'the supplier lied to me again and I am livid',
      'so chuffed with the new logo',
    ])('given %p -> a feeling', (text) => {
      expect(read(text)).toEqual([{ kind: 'small_talk', what: 'feeling' }]);
    });

    it('given a feeling word beside a job -> the job is read', () => {
      expect(kinds('fix the awful leak in the shop')).toEqual(['add_task']);
    });
  });

  describe('choices said with a verb of choosing', () => {
    it.each([
      'picked the oak worktops',
      "we're keeping the old website till spring",
      'turning down the Glasgow contract',
      'the green van it is',
    ])('given %p -> a decision', (text) => {
      expect(kinds(text)).toEqual(['decision']);
    });

    it.each(['picking up the tiles at 4', 'I keep forgetting to eat lunch'])('given %p -> no decision', (text) => {
      expect(kinds(text)).not.toContain('decision');
    });
  });

  describe('two options weighed in any words', () => {
    it.each([
      'squarespace or wix for the portfolio',
      'lease the kiln or buy one outright',
      'do I take the weekend gig or rest',
      'hire a junior or pay overtime, what do you reckon',
    ])('given %p -> a dilemma', (text) => {
      expect(kinds(text)).toEqual(['dilemma']);
    });

    it.each(['ring Bea or text her', 'perhaps the glazier or the roofer, whichever'])('given %p -> no dilemma', (text) => {
      expect(kinds(text)).not.toContain('dilemma');
    });
  });

  describe('a new title for the task in view, however asked', () => {
    it.each<[string, string]>([
      ['could we call it bleed radiators, flats 1 and 2', 'Bleed radiators, flats 1 and 2'],
      ['make the title bleed the Elm Row radiators', 'Bleed the Elm Row radiators'],
      ['can it read bleed radiators + check boiler pressure instead', 'Bleed radiators + check boiler pressure'],
      ['better title for that one: Elm Row heating visit', 'Elm Row heating visit'],
      ['oops it should be bleed the radiators at Elm Road, not Row', 'Bleed the radiators at Elm Road'],
    ])('given %p -> renamed to %p', (text, title) => {
      expect(read(text, RADIATOR)).toEqual([{ kind: 'rename', task: { by: 'context' }, title }]);
    });

    it.each(['call it a day', 'it should be quick', 'call it tomorrow at 9'])('given %p -> no rename', (text) => {
      expect(kinds(text, RADIATOR)).not.toContain('rename');
    });
  });

  describe('the right time and the wrong one', () => {
    it.each<[string, string | null, string | null]>([
      ['typo, 5 not 4', null, '17:00'],
      ['not 4, 6', null, '18:00'],
      ['sorry the 19th not the 18th', '2026-11-19', null],
      ['oops jan not dec', '2027-01-11', null],
      ['am not pm', null, '04:00'],
    ])('given %p -> moved to %p %p', (text, date, time) => {
      expect(read(text, RADIATOR)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date, time }]);
    });

    it('given "not now, tomorrow 9am" to a reminder -> not read as a slip', () => {
      expect(read('not now, tomorrow 9am', REMINDED)).not.toEqual([
        { kind: 'reschedule', task: { by: 'context' }, date: null, time: '09:00' },
      ]);
    });
  });

  describe('the list weighed in other words', () => {
    it.each<[string, string]>([
      ['swamped, which of my tasks should go', 'drop'],
      ["what's the least important thing today", 'drop'],
      ['triage the week for me', 'focus'],
      ['sort out what order I do these in', 'focus'],
    ])('given %p -> prioritise (%s)', (text, scope) => {
      expect(read(text)).toEqual([{ kind: 'prioritise', scope }]);
    });
  });

  describe('free time and past choices asked in other words', () => {
    it('given "open slots thursday afternoon?" -> that afternoon', () => {
      expect(read('open slots thursday afternoon?')).toEqual([
        { kind: 'free_time', from: '2026-11-12T12:00:00.000Z', to: '2026-11-12T17:00:00.000Z' },
      ]);
    });

    it('given "did I say yes or no to the Bath job?" -> the decision recalled by what it names', () => {
      expect(read('did I say yes or no to the Bath job?')).toEqual([{ kind: 'recall_decision', words: 'bath job' }]);
    });
  });

  describe('a greeting or thanks with a remark', () => {
    it.each<[string, string]>([
      ['hello, just back from the wholesaler', 'greeting'],
      ["thanks, you've saved my bacon", 'thanks'],
    ])('given %p -> %s', (text, what) => {
      expect(read(text)).toEqual([{ kind: 'small_talk', what }]);
    });

    it('given a greeting and an ask -> the ask', () => {
      expect(kinds('hi, ring the glazier at 3')).toEqual(['add_task']);
    });
  });

  it('reads "after the weekend" as the Monday and "after christmas" as the 26th', () => {
    expect(read('remind me after the weekend', REMINDED)).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-16T12:00:00.000Z', minutes: null },
    ]);
    expect(read('order the turkey after christmas')).toEqual([
      { kind: 'add_task', title: 'Order the turkey', due: '2026-12-26T12:00:00.000Z', important: false, repeat: null },
    ]);
  });
});

/** A job still to get done, said with "gotta", "must", "have to". Wordings are our own. */
describe('a job still to get done', () => {
  it.each([
    ['we gotta get the stall sorted', 'Get the stall sorted'],
    ['must get the quote finished', 'Get the quote finished'],
    ['have to get the roof done', 'Get the roof done'],
  ])('given %p -> a task, nothing ticked', (text, title) => {
    expect(read(text)).toEqual([{ kind: 'add_task', title, due: null, important: false, repeat: null }]);
  });

  it('given "roof done" -> ticked', () => {
    expect(read('roof done')[0]).toMatchObject({ kind: 'complete' });
  });
});

/** News that stops the job in view is no report of it done. Wordings are our own. */
describe('a change of mind about the task in view', () => {
  const ABOUT_KHAN: ConversationState = { ...NOTHING, current: { title: 'Quote for Mrs Khan', due: null } };

  it.each(['Mrs Khan changed her mind', 'the Khans pulled out', 'Khan job called off'])('given %p -> nothing ticked', (text) => {
    expect(kinds(text, ABOUT_KHAN)).not.toContain('complete');
  });

  it('given "khan quote sent" -> ticked', () => {
    expect(kinds('khan quote sent', ABOUT_KHAN)).toEqual(['complete']);
  });
});
