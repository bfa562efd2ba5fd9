import type { ConversationState, Intent } from './intent';
import { RulesInterpreter } from './rules-interpreter';

/**
 * Changes to tasks said in people's own words (issue 40): snoozes asked for with an excuse or a
 * verb of their own, corrections that point back at the task's time, renames with the task named
 * first, removals with a reason, and the harm each must never do. Read at Monday 7 December 2026,
 * 08:00 in London, about a task due Tuesday at 15:00.
 */
const rules = new RulesInterpreter();
const NOW = new Date('2026-12-07T08:00:00Z');
const LONDON = 'Europe/London';
const NOTHING: ConversationState = { pending: null, current: null, listed: [] };
const ABOUT_QUOTE: ConversationState = { ...NOTHING, current: { title: 'Send the Baker quote', due: '2026-12-08T15:00:00.000Z' } };
const ABOUT_VISIT: ConversationState = { ...NOTHING, current: { title: 'site visit', due: '2026-12-08T15:00:00.000Z' } };
const LISTED: ConversationState = { ...NOTHING, listed: ['call Priya', 'order the tiles', 'book the venue'] };
const CONTEXT = { by: 'context' } as const;
const read = (text: string, conversation?: ConversationState): Intent[] =>
  rules.read(text, { now: NOW, timeZone: LONDON, ...(conversation ? { conversation } : {}) });
const snoozedFor = (minutes: number): Intent[] => [{ kind: 'snooze', task: CONTEXT, until: null, minutes }];
const removed = (...tasks: Intent[]): Intent[] => tasks;
const remove = (task: Extract<Intent, { kind: 'remove' }>['task']): Intent => ({ kind: 'remove', task });

describe('changes to tasks in people own words', () => {
  describe('a snooze asked for in a verb of its own', () => {
    it.each([
      ['get back to me on this in 2 days', 2 * 1440],
      ['ping me about it again in 4 hours', 240],
      ['come back to me with this in 45 mins', 45],
      ['give me a shout about it in a week', 7 * 1440],
      ['circle back to me on this in an hour', 60],
      ['catch me in 2 hrs', 120],
    ])('given %p about a task -> snooze %p minutes', (text, minutes) => {
      expect(read(text, ABOUT_QUOTE)).toEqual(snoozedFor(minutes));
    });
  });

  describe('a snooze after an excuse', () => {
    it.each([
      ['driving, ask me in 20 mins', 20],
      ['busy, nudge me again in 45 min', 45],
      ['swamped, 30 more minutes', 30],
      ['not rn, 3 hours', 180],
      ['up a ladder - another hour', 60],
      ['with a client, back in an hour', 60],
      ['could you push this back by about 3 hours', 180],
      ['can you snooze it 45 mins please', 45],
      ['on site, free in 40 mins', 40],
    ])('given %p -> snooze %p minutes', (text, minutes) => {
      expect(read(text, ABOUT_QUOTE)).toEqual(snoozedFor(minutes));
    });

    it('given a correction with a bare hour -> never minutes', () => {
      expect(read('no wait, 7', ABOUT_QUOTE)[0]?.kind).not.toBe('snooze');
    });
  });

  describe('spans with a half and the snooze-button words', () => {
    it.each([
      ['push this two and a half hours', 150],
      ['push that an hour and a half', 90],
      ['zzz 30 mins', 30],
      ['zzz 2h', 120],
    ])('given %p -> snooze %p minutes', (text, minutes) => {
      expect(read(text, ABOUT_QUOTE)).toEqual(snoozedFor(minutes));
    });

    it('given a wait settled by the time said last -> snooze to that time', () => {
      const overdue: ConversationState = { ...NOTHING, current: { title: 'Send the Baker quote', due: '2026-12-07T07:00:00.000Z' } };
      expect(read('hold off till after my call, say 11:15', overdue)).toEqual([
        { kind: 'snooze', task: CONTEXT, until: '2026-12-07T11:15:00.000Z', minutes: null },
      ]);
    });

    it('given a task put off to a time in a verb of its own -> snooze; without a time -> no snooze', () => {
      const overdue: ConversationState = { ...NOTHING, current: { title: 'ring the bank', due: '2026-12-07T07:00:00.000Z' } };
      expect(read('kick it to tomorrow', overdue)).toEqual([
        { kind: 'snooze', task: CONTEXT, until: '2026-12-08T12:00:00.000Z', minutes: null },
      ]);
      expect(read('hold that thought till 4', overdue)).toEqual([
        { kind: 'snooze', task: CONTEXT, until: '2026-12-07T16:00:00.000Z', minutes: null },
      ]);
      expect(read('bit busy, ask again tmrw', overdue)).toEqual([
        { kind: 'snooze', task: CONTEXT, until: '2026-12-08T12:00:00.000Z', minutes: null },
      ]);
      expect(read('leave it', overdue).map((intent) => intent.kind)).not.toContain('snooze');
      expect(read('in town today, back tomorrow', overdue)).toEqual([
        { kind: 'snooze', task: CONTEXT, until: '2026-12-08T12:00:00.000Z', minutes: null },
      ]);
    });

    it('given a snooze word and a time before the task is due -> asks, never moves it earlier', () => {
      expect(read('zzz until 10am', ABOUT_QUOTE).map((intent) => intent.kind)).toEqual(['unclear']);
    });

    it('given holding off on something named -> no snooze of the task in context', () => {
      expect(read('hold off on hiring till january', ABOUT_QUOTE).map((intent) => intent.kind)).not.toContain('snooze');
    });
  });

  describe('a correction pointing back at the task time', () => {
    it.each([
      ['oh no it is the week after', '2026-12-15', null],
      ['sorry, a week earlier', '2026-12-01', null],
      ['4pm would be better', null, '16:00'],
      ['move it to 9:15 same day', null, '09:15'],
      ['no hang on, tuesday is wrong, wednesday', '2026-12-09', null],
      ['err make it the day before', '2026-12-07', null],
      ['dang, that should be for the 3rd of jan', '2027-01-03', null],
      ['9 pm not am', null, '21:00'],
      ['eh make it a week later', '2026-12-15', null],
      ['oops wrong month, it is 12/1', '2027-01-12', null],
    ])('given %p -> move to %p %p', (text, date, time) => {
      expect(read(text, ABOUT_QUOTE)).toEqual([{ kind: 'reschedule', task: CONTEXT, date, time }]);
    });
  });

  describe('a rename with the task named first or the name remarked on', () => {
    it('given a number or a quoted title before a dash or comma -> renames that one', () => {
      expect(read('item 2 - change name to order the floor tiles', LISTED)).toEqual([
        { kind: 'rename', task: { by: 'number', number: 2 }, title: 'Order the floor tiles' },
      ]);
      expect(read('#1: rename to ring Priya about the deposit', LISTED)).toEqual([
        { kind: 'rename', task: { by: 'number', number: 1 }, title: 'Ring Priya about the deposit' },
      ]);
      expect(read("the 'tiles' task, rename it order tiles for the bathroom", LISTED)).toEqual([
        { kind: 'rename', task: { by: 'words', words: 'tiles' }, title: 'Order tiles for the bathroom' },
      ]);
    });

    it('given a remark on the name and the new one quoted -> renames the task in context', () => {
      expect(read("that name's confusing, make it 'Quote for Mrs Patel'", ABOUT_QUOTE)).toEqual([
        { kind: 'rename', task: CONTEXT, title: 'Quote for Mrs Patel' },
      ]);
    });

    it('given a listed item or the task changed to words of a title -> renames; to a time -> moves', () => {
      expect(read('change #2 to email the Byrnes about tiles', LISTED)).toEqual([
        { kind: 'rename', task: { by: 'number', number: 2 }, title: 'Email the Byrnes about tiles' },
      ]);
      expect(read('switch the second one to Order grout', LISTED)).toEqual([
        { kind: 'rename', task: { by: 'number', number: 2 }, title: 'Order grout' },
      ]);
      expect(read("call the task 'ring the garage' please", ABOUT_QUOTE)).toEqual([
        { kind: 'rename', task: CONTEXT, title: 'Ring the garage' },
      ]);
      expect(read('make the title "Transit MOT (van 2)"', ABOUT_QUOTE)).toEqual([
        { kind: 'rename', task: CONTEXT, title: 'Transit MOT (van 2)' },
      ]);
      expect(read('change it to next friday', ABOUT_QUOTE).map((intent) => intent.kind)).toEqual(['reschedule']);
    });

    it('given "swap the name to" a quoted title -> renames', () => {
      expect(read("swap the name to 'Ring Barclays'", ABOUT_QUOTE)).toEqual([{ kind: 'rename', task: CONTEXT, title: 'Ring Barclays' }]);
    });

    it('given an arrow for "to" -> renames the quote in view', () => {
      expect(read('rename quote → quote for Baker & Sons', ABOUT_QUOTE)).toEqual([
        { kind: 'rename', task: { by: 'context' }, title: 'Quote for Baker & Sons' },
      ]);
    });

    it('given "call that" with the old title widened, or "call it" with other words of its own -> renames', () => {
      expect(read('call that site visit with Omar', ABOUT_VISIT)).toEqual([
        { kind: 'rename', task: CONTEXT, title: 'Site visit with Omar' },
      ]);
      expect(read('call it quarterly catch up with Omar', ABOUT_QUOTE)).toEqual([
        { kind: 'rename', task: CONTEXT, title: 'Quarterly catch up with Omar' },
      ]);
      expect(read('the name should be catchy for the launch', ABOUT_QUOTE).map((intent) => intent.kind)).not.toContain('rename');
      expect(read('the name of the game is patience, make it count', ABOUT_QUOTE).map((intent) => intent.kind)).not.toContain('rename');
      expect(read("the title's fine, make it Friday instead", ABOUT_QUOTE).map((intent) => intent.kind)).not.toContain('rename');
    });
  });

  describe('a removal in everyday words', () => {
    it.each<[string, ConversationState, Intent[]]>([
      ["please delete 'book the venue'", LISTED, removed(remove({ by: 'words', words: 'book the venue' }))],
      ['remove the second and third', LISTED, removed(remove({ by: 'number', number: 2 }), remove({ by: 'number', number: 3 }))],
      ['delete 1 and 3', LISTED, removed(remove({ by: 'number', number: 1 }), remove({ by: 'number', number: 3 }))],
      ['cancel my reminder about the solicitor', NOTHING, removed(remove({ by: 'words', words: 'solicitor' }))],
      ['2 can go', LISTED, removed(remove({ by: 'number', number: 2 }))],
      ["please bin 'order the tiles'", LISTED, removed(remove({ by: 'words', words: 'order the tiles' }))],
      ['scrub the venue one', LISTED, removed(remove({ by: 'words', words: 'venue' }))],
      ["don't bother with the venue", LISTED, removed(remove({ by: 'words', words: 'venue' }))],
      ['never mind, they cancelled, delete it', ABOUT_QUOTE, removed(remove(CONTEXT))],
      ["forget the venue, we're not doing it", LISTED, removed(remove({ by: 'words', words: 'venue' }))],
      ['erase the thing about the tiles', LISTED, removed(remove({ by: 'words', words: 'tiles' }))],
      ['no need for the venue reminder anymore, delete', LISTED, removed(remove({ by: 'words', words: 'venue' }))],
      ['that visit is off, remove', ABOUT_VISIT, removed(remove(CONTEXT))],
      ['scrap the Baker quote, they went elsewhere', ABOUT_QUOTE, removed(remove(CONTEXT))],
    ])('given %p -> removes', (text, conversation, expected) => {
      expect(read(text, conversation)).toEqual(expected);
    });

    it('given one word shared with a listed title -> no removal', () => {
      const orders: ConversationState = { ...NOTHING, listed: ['order the tiles', 'call Priya'] };
      expect(read('cancel the order, too expensive', orders).map((intent) => intent.kind)).not.toContain('remove');
    });

    it('given a letting-go of a held task -> removes; only for a time -> asks', () => {
      expect(read('no need for the venue now', LISTED)).toEqual([remove({ by: 'words', words: 'venue' })]);
      expect(read('no need for the venue this week', LISTED).map((intent) => intent.kind)).toEqual(['unclear']);
    });

    it('given a reason that points at nothing -> the task in context, never a word of the reason', () => {
      expect(read("don't need that anymore, bin it", ABOUT_QUOTE)).toEqual([remove(CONTEXT)]);
    });
  });

  describe('a job reported done in the person own words', () => {
    const FOLLOW_UP: ConversationState = {
      ...NOTHING,
      current: { title: 'chase the Baker payment', due: '2026-12-08T15:00:00.000Z' },
      pending: { about: 'follow_up', task: 'chase the Baker payment' },
    };
    const done = (task: Extract<Intent, { kind: 'complete' }>['task']): Intent[] => [{ kind: 'complete', task }];

    it.each<[string, ConversationState | undefined, Intent[]]>([
      ['they signed! done', FOLLOW_UP, done(CONTEXT)],
      ['heard back from her - sorted', FOLLOW_UP, done(CONTEXT)],
      ["quote's gone to Baker", ABOUT_QUOTE, done(CONTEXT)],
      ['the quote has been sent', ABOUT_QUOTE, done(CONTEXT)],
      ['rang the solicitor, all good', undefined, done({ by: 'words', words: 'solicitor' })],
      ['knocked out the VAT return', undefined, done({ by: 'words', words: 'vat return' })],
      ['wrapped up the tiles', LISTED, done({ by: 'words', words: 'tiles' })],
      ['#3 complete', LISTED, done({ by: 'number', number: 3 })],
      ['no 2 done', LISTED, done({ by: 'number', number: 2 })],
      ['the venue is booked ✅', undefined, done({ by: 'words', words: 'venue' })],
      ['tick off venue', undefined, done({ by: 'words', words: 'venue' })],
      ['tick off the second one', LISTED, done({ by: 'number', number: 2 })],
      ['paid the plumber at last', undefined, done({ by: 'words', words: 'plumber' })],
      ['tick', ABOUT_QUOTE, done(CONTEXT)],
      ['just paid him, all good', ABOUT_QUOTE, done(CONTEXT)],
      ['got the tiles ordered 👍', LISTED, done({ by: 'words', words: 'tiles' })],
      ['marked off the venue', undefined, done({ by: 'words', words: 'venue' })],
      ['2 is done now', LISTED, done({ by: 'number', number: 2 })],
      ['complete', ABOUT_QUOTE, done(CONTEXT)],
      ['call it done', ABOUT_QUOTE, done(CONTEXT)],
    ])('given %p -> done', (text, conversation, expected) => {
      expect(read(text, conversation)).toEqual(expected);
    });

    it.each([
      ['long day, done', ABOUT_QUOTE],
      ['had lunch, all good', ABOUT_QUOTE],
      ['the kids are out', { ...NOTHING, current: { title: 'pick up the kids', due: null } }],
      ['nailed the pitch!!', NOTHING],
      ['had a call booked', ABOUT_QUOTE],
      ['the Baker quote is sent to the wrong email', ABOUT_QUOTE],
    ])('given %p -> nothing completed', (text, conversation) => {
      expect(read(text, conversation).map((intent) => intent.kind)).not.toContain('complete');
    });

    it('given a bare tick or zzz with no task talked about -> asks', () => {
      expect(read('tick', NOTHING).map((intent) => intent.kind)).toEqual(['unclear']);
      expect(read('zzz', NOTHING).map((intent) => intent.kind)).toEqual(['unclear']);
    });
  });

  describe('a removal or correction with the reason or slip said first', () => {
    it('given "N can go" before a bare delete -> removes that item', () => {
      expect(read('3 can go, bin it', LISTED)).toEqual([remove({ by: 'number', number: 3 })]);
    });

    it('given an hour said for the same day -> the half of the day nearer the task', () => {
      const early: ConversationState = { ...NOTHING, current: { title: 'site visit', due: '2026-12-10T08:00:00.000Z' } };
      expect(read('move that to 6:45 same day', early)).toEqual([{ kind: 'reschedule', task: CONTEXT, date: null, time: '06:45' }]);
    });

    it('given a slip word before a correction -> moves; the same word opening an errand -> a task', () => {
      expect(read("crap, that's supposed to be on the 2nd of jan", ABOUT_QUOTE)).toEqual([
        { kind: 'reschedule', task: CONTEXT, date: '2027-01-02', time: null },
      ]);
      expect(read('shoot the promo video friday', NOTHING).map((intent) => intent.kind)).toEqual(['add_task']);
    });
  });

  describe('an answer to a choice of times or of tasks', () => {
    const TIMES: ConversationState = {
      ...NOTHING,
      pending: { about: 'other', question: 'Which time suits you?', options: ['9:00', '10:30'] },
    };
    const DAVES: ConversationState = {
      ...NOTHING,
      pending: { about: 'which_task', options: ['call Dave Smith', 'call Dave Jones'] },
    };
    const picked = (pick: number | null) => ({ kind: 'answer', pick });

    it.each<[string, ConversationState, number]>([
      ['10', TIMES, 2],
      ['9 please', TIMES, 1],
      ['the later one', TIMES, 2],
      ['the earlier time', TIMES, 1],
      ['the second one definitely', DAVES, 2],
      ['first obviously', DAVES, 1],
      ['the second tbh', DAVES, 2],
      ['dinners for sure', { ...NOTHING, pending: { about: 'other', question: 'Lunch or dinner?', options: ['lunch', 'dinner'] } }, 2],
    ])('given %p -> picks option %p', (text, conversation, pick) => {
      expect(read(text, conversation)).toEqual([expect.objectContaining(picked(pick))]);
    });
  });

  describe('done with a way of passing time', () => {
    it('given "done thinking" then what comes of it -> no task completed', () => {
      expect(read("done thinking, I'm going with the cheaper van", NOTHING).map((intent) => intent.kind)).not.toContain('complete');
    });

    it('given "done with" a job -> still done', () => {
      expect(read('done with the invoices', NOTHING)).toEqual([{ kind: 'complete', task: { by: 'words', words: 'invoices' } }]);
    });
  });
});
