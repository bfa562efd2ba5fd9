import type { ConversationState, Intent } from './intent';
import { kindsAt as kinds, NOTHING, readAt as read } from './testing/read-at';

/**
 * Kinds of message read this round, each by a check every message passes: a reference that opens
 * on a pronoun or on how it went, a job said not done, a lead-in before an ask, a reply to a
 * reminder that is a report or a moment, a day a sentence tells of, a form's code, a ramble's first
 * job behind a preamble, news of a job finished with no task in view. Wordings here are our own.
 */

const REMINDED: ConversationState = {
  pending: { about: 'follow_up', task: 'ring the scaffolders' },
  current: { title: 'ring the scaffolders', due: '2026-11-11T15:00:00.000Z' },
  listed: [],
};
const LISTED: ConversationState = { ...NOTHING, listed: ['grout the shower', 'order skip bags', 'invoice the Mahers'] };
const IN_TASK_CONTEXT = { kind: 'complete', task: { by: 'context' } };

describe('kinds of reply read this round', () => {
  describe('a reference that names no task', () => {
    it.each(['done it, bit rushed but done', 'yessir done', 'done, still drying though'])(
      'given %p just after a reminder -> the task in view',
      (text) => {
        expect(read(text, REMINDED)).toEqual([IN_TASK_CONTEXT]);
      },
    );

    it('given "that one\'s done" with nothing in view -> asked which', () => {
      expect(kinds("that one's done")).toEqual(['unclear']);
    });

    it('given "did the first two" after a list -> the first two items', () => {
      expect(read('did the first two', LISTED)).toEqual([
        { kind: 'complete', task: { by: 'number', number: 1 } },
        { kind: 'complete', task: { by: 'number', number: 2 } },
      ]);
    });

    it('given a job said not done -> nothing ticked off', () => {
      expect(kinds('snowed all day so no deliveries done')).toEqual(['unclear']);
    });
  });

  describe('a lead-in before an ask', () => {
    it.each([
      ['btw remind me to renew the van insurance on friday', 'Renew the van insurance'],
      ['before I forget - order more grout tomorrow', 'Order more grout'],
      ['oh and one more, text Kev about the ladder tonight at 8', 'Text Kev about the ladder'],
      ['random but remind me to cancel the trial on the 20th', 'Cancel the trial'],
      ['can you make sure I pay the lads before 5 on friday', 'Pay the lads'],
      ['can you pop a reminder in for the 1st to chase the deposit', 'Chase the deposit'],
    ])('given %p -> the ask, titled %p', (text, title) => {
      const [intent] = read(text);
      expect(intent).toMatchObject({ kind: 'add_task', title });
    });

    it('given a lead-in before words that ask nothing -> not a task', () => {
      expect(kinds('oh and the weather is awful')).not.toContain('add_task');
    });
  });

  describe('a reply to a reminder', () => {
    it.each(['chatted to them 😊', 'yep spoke to him this morning', 'they rang back!!'])('given the report %p -> done', (text) => {
      expect(read(text, REMINDED)).toEqual([IN_TASK_CONTEXT]);
    });

    it.each(['he said next week', 'called, no answer', 'they want it tuesday'])('given %p -> not done', (text) => {
      expect(kinds(text, REMINDED)).not.toContain('complete');
    });

    it.each<[string, Partial<Intent>]>([
      ['no chance today, tomorrow', { kind: 'snooze', until: '2026-11-12T12:00:00.000Z' }],
      ['up a ladder, try me at 5', { kind: 'snooze', until: '2026-11-11T17:00:00.000Z' }],
      ['one more hour pls, still on site', { kind: 'snooze', minutes: 60 }],
      ['tomorrow same time', { kind: 'snooze', until: '2026-11-12T15:00:00.000Z' }],
      ['after dinner', { kind: 'snooze', until: '2026-11-11T19:00:00.000Z' }],
      ['till tomorrow', { kind: 'snooze', until: '2026-11-12T12:00:00.000Z' }],
    ])('given the moment %p -> a snooze to it', (text, intent) => {
      expect(read(text, REMINDED)).toEqual([expect.objectContaining({ ...intent, task: { by: 'context' } })]);
    });

    it('given "till tomorrow" with no reminder waiting -> a goodbye', () => {
      expect(kinds('till tomorrow')).toEqual(['small_talk']);
    });

    it('given a new job with a time just after a reminder -> the new job', () => {
      expect(kinds('call the skip firm at 5', REMINDED)).toEqual(['add_task']);
    });
  });

  describe('words that are no ask', () => {
    it.each(["bonfire night's at my sister's", 'friday is the last market of the year'])('given %p -> not a task', (text) => {
      expect(kinds(text)).not.toContain('add_task');
    });

    it('given "the boiler service friday at 10" -> offered, not saved', () => {
      expect(read('the boiler service friday at 10')).toEqual([
        expect.objectContaining({ kind: 'unclear', offer: [expect.objectContaining({ title: 'Boiler service' })] }),
      ]);
    });

    it('given a job finished yesterday with nothing in view -> asked about, with the words that tick it off', () => {
      const [intent] = read('finished the Hollis kitchen yesterday');
      expect(intent).toMatchObject({ kind: 'unclear' });
      expect(intent.kind === 'unclear' && intent.question).toContain('done Hollis kitchen');
    });

    it('given "morning sunshine" -> a greeting', () => {
      expect(read('morning sunshine')).toEqual([{ kind: 'small_talk', what: 'greeting' }]);
    });
  });

  describe('codes, names and times', () => {
    it('given a form code -> no date, and it names the task to remove', () => {
      expect(read('please delete the task about the P60')).toEqual([{ kind: 'remove', task: { by: 'words', words: 'p60' } }]);
      expect(read('delete the one about the W-2', undefined, 'America/New_York')).toEqual([
        { kind: 'remove', task: { by: 'words', words: 'w-2' } },
      ]);
    });

    it('given "half 7 tonight" -> 19:30', () => {
      expect(read('lock up the yard half 7 tonight')).toEqual([
        { kind: 'add_task', title: 'Lock up the yard', due: '2026-11-11T19:30:00.000Z', important: false, repeat: null },
      ]);
    });

    it.each<[string, string, string]>([
      ['thursday 10ish measure up the Hollis loft', 'Measure up the Hollis loft', '2026-11-12T10:00:00.000Z'],
      ['this weekend i need to re-grout the Hollis bathroom', 'Re-grout the Hollis bathroom', '2026-11-14T12:00:00.000Z'],
      ['rmnd me to order sealant tmrw', 'Order sealant', '2026-11-12T12:00:00.000Z'],
      ['lmk in 20 mins to take the bread out', 'Take the bread out', '2026-11-11T15:20:00.000Z'],
      ['can u remind me 2 ring the glazier friday at 9am', 'Ring the glazier', '2026-11-13T09:00:00.000Z'],
    ])('given %p -> %p due %p', (text, title, due) => {
      expect(read(text)).toEqual([{ kind: 'add_task', title, due, important: false, repeat: null }]);
    });

    it('given "2" before a span, not a verb -> still a number', () => {
      expect(kinds('remind me 2 hours later than that', REMINDED)).toEqual(['snooze']);
    });

    it('given "pay back the money friday" -> the money is no month', () => {
      expect(read('pay back the money friday')).toEqual([
        { kind: 'add_task', title: 'Pay back the money', due: '2026-11-13T12:00:00.000Z', important: false, repeat: null },
      ]);
    });
  });

  describe('a task let go of, named as one', () => {
    it.each<[string, string]>([
      ['no longer need the skip one, the client hired their own', 'skip'],
      ['the Maher grout thing can go', 'maher grout'],
      ["don't need the ladder hire reminder any more", 'ladder hire'],
      ['job fell through so delete the Hollis task', 'hollis'],
      ['forget the sealant one lol', 'sealant'],
      ['never mind about the van service, delete', 'van service'],
    ])('given %p -> removes %p', (text, words) => {
      expect(read(text)).toEqual([{ kind: 'remove', task: { by: 'words', words } }]);
    });

    it('given "forget the whole thing" -> asked which, no task named "whole"', () => {
      expect(kinds('forget the whole thing')).toEqual(['unclear']);
    });
  });

  describe('changes said as if they were jobs', () => {
    it('given "shift the grout call to 3 tomorrow" -> that task moved', () => {
      expect(read('shift the grout call to 3 tomorrow')).toEqual([
        { kind: 'reschedule', task: { by: 'words', words: 'grout call' }, date: '2026-11-12', time: '15:00' },
      ]);
    });

    it('given "swap it to wednesday next week" with a task in view -> moved', () => {
      expect(read('swap it to wednesday next week', REMINDED)).toEqual([
        { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-18', time: null },
      ]);
    });

    it('given "cancel the skip hire reminder for monday" -> that task removed', () => {
      expect(read('cancel the skip hire reminder for monday')).toEqual([{ kind: 'remove', task: { by: 'words', words: 'skip hire' } }]);
    });

    it('given "the grout one, call it …" -> that task renamed', () => {
      expect(read('the grout one, call it grout the Maher shower')).toEqual([
        { kind: 'rename', task: { by: 'words', words: 'grout' }, title: 'Grout the Maher shower' },
      ]);
    });

    it('given "retitle to …" with a task in view -> renamed', () => {
      expect(read('retitle to ring the scaffolders about the tower', REMINDED)).toEqual([
        { kind: 'rename', task: { by: 'context' }, title: 'Ring the scaffolders about the tower' },
      ]);
    });

    it('given "remind me after the call, like 40 min" just after a reminder -> a snooze of 40 minutes', () => {
      expect(read('remind me after the call, like 40 min', REMINDED)).toEqual([
        { kind: 'snooze', task: { by: 'context' }, until: null, minutes: 40 },
      ]);
    });
  });

  describe('said without asking for a job', () => {
    it.each([
      'hmm maybe remind me about the skip thing',
      'sort of need to do something about the van',
      'kinda want to redo the price list at some point',
      'haircut friday-ish',
    ])('given the hedge %p -> offered, not saved', (text) => {
      expect(kinds(text)).toEqual(['unclear']);
    });

    it.each(['ring them', 'email him back'])('given %p with nobody named -> asked who', (text) => {
      expect(read(text)).toEqual([expect.objectContaining({ kind: 'unclear', question: 'Who do you mean?' })]);
    });

    it.each(['school inset day on the 20th', 'christmas fair saturday'])('given the occasion %p -> no task', (text) => {
      expect(kinds(text)).not.toContain('add_task');
    });

    it('given "i should really ring my dad more" -> a feeling, not a task', () => {
      expect(kinds('i should really ring my dad more')).toEqual(['small_talk']);
    });

    it('given a plan marked "decided" -> a decision', () => {
      expect(kinds("we'll move payroll to Gusto from january, decided")).toEqual(['decision']);
    });

    it('given "ta ra for now" -> a goodbye', () => {
      expect(read('ta ra for now')).toEqual([{ kind: 'small_talk', what: 'goodbye' }]);
    });
  });

  describe('repeating asks', () => {
    it.each<[string, string, string, { every: string; interval: number }]>([
      ['remind me daily at 8 to water the seedlings', 'Water the seedlings', '2026-11-12T08:00:00.000Z', { every: 'day', interval: 1 }],
      ['remind me every evening at 6.45 to lock the gates', 'Lock the gates', '2026-11-11T18:45:00.000Z', { every: 'day', interval: 1 }],
      ['first of every month pay the van lease', 'Pay the van lease', '2026-12-01T12:00:00.000Z', { every: 'month', interval: 1 }],
      [
        'once a month on the 3rd send the rent statement',
        'Send the rent statement',
        '2026-12-03T12:00:00.000Z',
        { every: 'month', interval: 1 },
      ],
      ['every monday at 7am back up the laptops', 'Back up the laptops', '2026-11-16T07:00:00.000Z', { every: 'week', interval: 1 }],
    ])('given %p -> %p, first due %p, repeating', (text, title, due, repeat) => {
      expect(read(text)).toEqual([{ kind: 'add_task', title, due, important: false, repeat }]);
    });

    it('given a routine said of someone else -> no task', () => {
      expect(kinds('the window cleaner comes every thursday')).not.toContain('add_task');
    });
  });

  describe('asks in other words', () => {
    it.each<[string, Intent]>([
      ['look up my decisions about the van lease', { kind: 'recall_decision', words: 'van lease' }],
      ['pick one job for me to focus on', { kind: 'prioritise', scope: 'focus' }],
      ['sort my tasks by urgency', { kind: 'prioritise', scope: 'focus' }],
      ['what have I let slip', { kind: 'list', view: 'overdue', day: null }],
      ["what's my next job", { kind: 'list', view: 'next', day: null }],
      ['give me my day', { kind: 'list', view: 'today', day: null }],
      ['next up?', { kind: 'list', view: 'next', day: null }],
      ['what calls do I have today', { kind: 'list', view: 'today', day: null }],
    ])('given %p -> %o', (text, intent) => {
      expect(read(text)).toEqual([intent]);
    });

    it('given "label it …" with a task in view -> a rename', () => {
      expect(read('label it skirting for flat 2', REMINDED)).toEqual([
        { kind: 'rename', task: { by: 'context' }, title: 'Skirting for flat 2' },
      ]);
    });

    it.each([
      'edit the title to say skirting for flat 2',
      'oops meant to call it skirting for flat 2',
      'can the last one be called skirting for flat 2 instead',
    ])('given %p with a task in view -> a rename, without the asking words', (text) => {
      expect(read(text, REMINDED)).toEqual([{ kind: 'rename', task: { by: 'context' }, title: 'Skirting for flat 2' }]);
    });

    it('given "tick off …" -> that task done', () => {
      expect(read('tick off sanding the doors')).toEqual([{ kind: 'complete', task: { by: 'words', words: 'sanding the doors' } }]);
    });

    it.each(['from now on quotes are valid for 30 days', "we're putting our rates up in january", "I'm dropping the sunday sessions"])(
      'given %p -> a decision',
      (text) => {
        expect(kinds(text)).toEqual(['decision']);
      },
    );

    it('given "… or just rent" -> two courses weighed', () => {
      expect(read('repair the mixer or just rent one')).toEqual([
        expect.objectContaining({ kind: 'dilemma', options: ['Repair the mixer', 'Rent one'] }),
      ]);
    });

    it("given a heading sentence before a ramble's first job -> the job without it", () => {
      const titles = read('right, two things. ring the glazier at 10 tomorrow, and order grout').map(
        (intent) => intent.kind === 'add_task' && intent.title,
      );
      expect(titles).toEqual(['Ring the glazier', 'Order grout']);
    });

    it('given a ramble whose first job sits behind a preamble -> every job', () => {
      const titles = read('ok so, jobs: call the tiler, order grout and book the skip for friday').map(
        (intent) => intent.kind === 'add_task' && intent.title,
      );
      expect(titles).toEqual(['Call the tiler', 'Order grout', 'Book the skip']);
    });
  });
});
