import type { ConversationState, Intent } from './intent';
import { RulesInterpreter } from './rules-interpreter';

/**
 * More changes to tasks in people's own words (issue 40): jobs reported done by a bare past tense,
 * a thing said to have gone out, a pick from offered options by a choosing lead-in, a letter or a
 * price, and a yes or no to "Did you get to X?". Read at Wednesday 3 March 2027, 09:00 in London.
 */
const rules = new RulesInterpreter();
const NOW = new Date('2027-03-03T09:00:00Z');
const LONDON = 'Europe/London';
const NOTHING: ConversationState = { pending: null, current: null, listed: [] };
const LISTED: ConversationState = { ...NOTHING, listed: ['ring the glazier', 'order the tiles', 'book the venue'] };
const ABOUT_PARCEL: ConversationState = { ...NOTHING, current: { title: 'post the samples to Ortiz', due: '2027-03-03T15:00:00.000Z' } };
const read = (text: string, conversation?: ConversationState): Intent[] =>
  rules.read(text, { now: NOW, timeZone: LONDON, ...(conversation ? { conversation } : {}) });
const kinds = (text: string, conversation?: ConversationState): string[] => read(text, conversation).map((intent) => intent.kind);
const doneWith = (words: string): Intent[] => [{ kind: 'complete', task: { by: 'words', words } }];
const answered = (text: string, pick: number | null): Intent[] => [{ kind: 'answer', text, pick }];

describe('more changes to tasks in people own words', () => {
  describe('an errand reported done by its past tense, with nothing in view', () => {
    it.each([
      ['renewed the parking permit', 'parking permit'],
      ['rang the landlord', 'landlord'],
      ['posted the contracts', 'contracts'],
      ['sent off the deposit form', 'deposit form'],
      ['paid the window cleaner 👍', 'window cleaner'],
      ['invoiced the harrisons', 'harrisons'],
    ])('given %p -> complete the task named %p', (text, words) => {
      expect(read(text)).toEqual(doneWith(words));
    });

    it.each([
      // a choice, not an errand
      'picked the green tiles',
      // something new, not a job the person had
      'ordered a pizza',
      // a story, not a tick
      'called the bank and they were useless',
      // someone else did it
      'they booked the hall',
    ])('given %p -> no task completed', (text) => {
      expect(kinds(text)).not.toContain('complete');
    });

    it('given a list that does not hold the job -> no task completed', () => {
      expect(kinds('renewed the parking permit', LISTED)).toEqual(['unknown']);
    });

    it('given a report then "tick" -> the job named is done', () => {
      expect(read('texted the new tenants, tick')).toEqual(doneWith('new tenants'));
    });
  });

  describe('the thing a task is about, said to have gone', () => {
    it.each(['the samples went out', 'the samples went off to Ortiz', 'samples went out earlier'])(
      'given %p about posting the samples -> complete the task in view',
      (text) => {
        expect(read(text, ABOUT_PARCEL)).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
      },
    );

    it('given the thing gone with no task about it in view -> no task completed', () => {
      expect(kinds('the invoices went out', ABOUT_PARCEL)).not.toContain('complete');
      expect(kinds('the power went off')).not.toContain('complete');
    });
  });

  describe('a pick from offered options', () => {
    const SUPPLIERS: ConversationState = {
      ...NOTHING,
      pending: { about: 'other', question: 'Which printer?', options: ['Printo at $120', 'InkHouse at $85', 'Papery at $140'] },
    };
    const CHOICE: ConversationState = {
      ...NOTHING,
      pending: { about: 'dilemma_choice', question: 'lease or buy the van?', options: ['lease the van', 'buy the van'] },
    };

    it.each([
      ["I'll take option 2", 2],
      ['go with the first', 1],
      ["let's go with number 3", 3],
    ])('given %p -> the option by its number', (text, pick) => {
      expect(read(text, SUPPLIERS)).toEqual(answered(text, pick));
    });

    it.each([
      ['option c', 3],
      ['choice a please', 1],
      ['going with option b', 2],
    ])('given %p -> the option by its letter', (text, pick) => {
      expect(read(text, SUPPLIERS)).toEqual(answered(text, pick));
    });

    it.each([
      ['the cheapest one', 2],
      ['um the pricier option i think', 3],
      ['cheaper', 2],
    ])('given %p -> the option by its price', (text, pick) => {
      expect(read(text, SUPPLIERS)).toEqual(answered(text, pick));
    });

    it('given a price pick where nothing has a price -> no pick', () => {
      expect(read('the cheaper one', CHOICE)).toEqual(answered('the cheaper one', null));
    });

    it('given a choosing lead-in to a dilemma -> the option by its number', () => {
      expect(read("we'll go with option 2", CHOICE)).toEqual(answered("we'll go with option 2", 2));
    });
  });

  describe('a yes or a no to "Did you get to X?"', () => {
    const FOLLOW_UP: ConversationState = { ...NOTHING, pending: { about: 'follow_up', task: 'ring the glazier' } };

    it.each(['nope', 'not yet', 'skip it', 'skip today', 'skipping this one', 'stuck'])(
      'given %p -> an answer for the follow-up to read',
      (text) => {
        expect(read(text, FOLLOW_UP)).toEqual(answered(text, null));
      },
    );

    it.each(['yep', 'yeah thanks', 'yh'])('given %p -> the task in view done, as the follow-up would have it', (text) => {
      expect(read(text, FOLLOW_UP)).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
    });

    it('given "later" -> put off the hour the follow-up offers', () => {
      expect(read('later', FOLLOW_UP)).toEqual([{ kind: 'snooze', task: { by: 'context' }, until: null, minutes: 60 }]);
    });

    it('given a yes with no follow-up waiting -> a nod, nothing changed', () => {
      expect(kinds('yep')).toEqual(['small_talk']);
    });
  });
  describe('a removal with its reason', () => {
    it.each([
      ['no longer have to ring the plasterer, bin it', 'ring the plasterer'],
      ["we don't need to order the skip, remove it", 'order the skip'],
      ['no longer need to book the hall, delete that', 'book the hall'],
    ])('given %p -> remove the task the reason names', (text, words) => {
      expect(read(text)).toEqual([{ kind: 'remove', task: { by: 'words', words } }]);
    });

    it.each([
      ['forget the Lee quote, they found someone else', 'lee quote'],
      ['forget about the kiln repair, they pulled out', 'kiln repair'],
      ['forget the catering tender, went with another supplier', 'catering tender'],
    ])('given %p -> the task let go, for the reason given', (text, words) => {
      expect(read(text)).toEqual([{ kind: 'remove', task: { by: 'words', words } }]);
    });

    it.each(['cross off the garden lights, not doing them', 'tick off the hamper, not doing it after all'])(
      'given %p -> taken off rather than done',
      (text) => {
        expect(kinds(text)).toEqual(['remove']);
      },
    );

    it('given "forget" with no reason that the job is gone -> no removal', () => {
      expect(kinds('forget the weather, we go anyway')).not.toContain('remove');
    });
  });

  describe('"scratch that" said alone', () => {
    const ABOUT_VISIT: ConversationState = { ...NOTHING, current: { title: 'site visit at Kemp St', due: '2027-03-04T10:00:00.000Z' } };

    it.each(['scratch that', 'scratch this', 'scratch that one'])('given %p about a task -> remove that task', (text) => {
      expect(read(text, ABOUT_VISIT)).toEqual([{ kind: 'remove', task: { by: 'context' } }]);
    });

    it('given it with no task in view -> nothing removed', () => {
      expect(kinds('scratch that')).not.toContain('remove');
    });

    it('given it before a new time -> a correction, not a removal', () => {
      expect(kinds('scratch that, thursday at 11', ABOUT_VISIT)).toEqual(['reschedule']);
    });
  });
  describe('a new name in words of its own', () => {
    const ABOUT_STUDIO: ConversationState = {
      ...NOTHING,
      current: { title: 'book the studio', due: '2027-03-04T10:00:00.000Z' },
      listed: ['a', 'b', 'c', 'd'],
    };

    it.each([
      ["let's call it 'studio booking'", 'Studio booking'],
      ['lets call it "Studio day"', 'Studio day'],
      ['clearer title pls: Book studio B for Friday', 'Book studio B for Friday'],
      ['better name: pay the studio', 'Pay the studio'],
    ])('given %p about a task -> rename it to %p', (text, title) => {
      expect(read(text, ABOUT_STUDIO)).toEqual([{ kind: 'rename', task: { by: 'context' }, title }]);
    });

    it.each([
      ['update item 2 name to ring Maya', 2, 'Ring Maya'],
      ['change task 4 title to Order ink', 4, 'Order ink'],
      ['edit no 1 wording to send the deck', 1, 'Send the deck'],
    ])('given %p -> rename the numbered item', (text, number, title) => {
      expect(read(text, ABOUT_STUDIO)).toEqual([{ kind: 'rename', task: { by: 'number', number }, title }]);
    });

    it('given "let\'s call it a day" -> no rename', () => {
      expect(kinds("let's call it a day", ABOUT_STUDIO)).not.toContain('rename');
    });
  });

  describe('a snooze asked for as a nudge', () => {
    const ABOUT_STUDIO: ConversationState = { ...NOTHING, current: { title: 'book the studio', due: '2027-03-03T08:30:00.000Z' } };

    it.each([
      ['ping me again in 40', 40],
      ['nudge me later in 5', 5],
      ['buzz me again in 25', 25],
    ])('given %p about a task -> snooze %p minutes', (text, minutes) => {
      expect(read(text, ABOUT_STUDIO)).toEqual([{ kind: 'snooze', task: { by: 'context' }, until: null, minutes }]);
    });

    it('given "ping me" with a thing to send -> no snooze', () => {
      expect(kinds('ping me the deck', ABOUT_STUDIO)).not.toContain('snooze');
    });
  });
  describe('a slip owned up to, then the right time', () => {
    const ABOUT_STUDIO: ConversationState = { ...NOTHING, current: { title: 'book the studio', due: '2027-03-04T10:00:00.000Z' } };

    it.each([
      ['my bad, next friday', '2027-03-12', null],
      ['my mistake, thursday at 3', '2027-03-04', '15:00'],
      ['my bad - the 12th', '2027-03-12', null],
    ])('given %p about a task -> a new time for it', (text, date, time) => {
      expect(read(text, ABOUT_STUDIO)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date, time }]);
    });

    it('given "my bad" alone -> nothing changed', () => {
      expect(kinds('my bad', ABOUT_STUDIO)).toEqual(['unknown']);
    });
  });
  describe('a snooze till a bare hour', () => {
    const ABOUT_STUDIO: ConversationState = { ...NOTHING, current: { title: 'book the studio', due: '2027-03-03T08:30:00.000Z' } };

    it.each([
      ['snooze til 5', '2027-03-03T17:00:00.000Z'],
      ['could you snooze it till 6:30', '2027-03-03T18:30:00.000Z'],
      ['pls snooze this until 3', '2027-03-03T15:00:00.000Z'],
    ])('given %p about a task -> snooze to that hour, not minutes', (text, until) => {
      expect(read(text, ABOUT_STUDIO)).toEqual([{ kind: 'snooze', task: { by: 'context' }, until, minutes: null }]);
    });

    it('given "snooze for 20" -> still minutes', () => {
      expect(read('snooze for 20', ABOUT_STUDIO)).toEqual([{ kind: 'snooze', task: { by: 'context' }, until: null, minutes: 20 }]);
    });
  });

  describe('a weekday said beside the one turned down, of a task next week', () => {
    // Due Tuesday 9 March at 10:00 in London; today is Wednesday 3 March.
    const ABOUT_REVIEW: ConversationState = { ...NOTHING, current: { title: 'stock review', due: '2027-03-09T10:00:00.000Z' } };

    it.each([
      ['wednesday not tuesday', '2027-03-10'],
      ['thurs not tues', '2027-03-11'],
      ['no thursday, tuesday is our day off', '2027-03-11'],
    ])('given %p -> the day meant in the task own week, never this week', (text, date) => {
      expect(read(text, ABOUT_REVIEW)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date, time: null }]);
    });
  });
});
