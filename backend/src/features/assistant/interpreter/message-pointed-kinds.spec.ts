import type { ConversationState } from './intent';
import { kindsAt as kinds, NOTHING, readAt as read } from './testing/read-at';

/**
 * Kinds read this round: a task moved by a span from its own day ("bring it forward a week"), a
 * weekday said of a task on another day, "it" that points at the task in view, a place in the list
 * said alone, a tick beside a yes, one word and a time offered rather than saved, a tally of work
 * told as news, and idioms that are no time. Wordings here are our own.
 */

/** A task talked about, due on Tuesday 24 November at 10:00 (London). */
const TUESDAY_JOB: ConversationState = {
  pending: null,
  current: { title: 'survey the Marsh Lane loft', due: '2026-11-24T10:00:00.000Z' },
  listed: [],
};
const REMINDED: ConversationState = {
  pending: { about: 'follow_up', task: 'order the oak offcuts' },
  current: { title: 'order the oak offcuts', due: '2026-11-11T14:00:00.000Z' },
  listed: [],
};
const LISTED: ConversationState = { ...NOTHING, listed: ['invoice the Crofts', 'book the scaffold', 'renew the van tax'] };

describe('kinds of message read this round', () => {
  describe("a span from the task's own day", () => {
    it.each([
      ['bring it forward a week', '2026-11-17'],
      ['can we pull it forward two days', '2026-11-22'],
      ['push it out a week', '2026-12-01'],
    ])('given %p -> moved from its own day', (text, date) => {
      expect(read(text, TUESDAY_JOB)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date, time: null }]);
    });

    it('given hours the particle sets the way -> moved on its own clock', () => {
      expect(read('bring it forward 2 hours', TUESDAY_JOB)).toEqual([
        { kind: 'reschedule', task: { by: 'context' }, date: null, time: '08:00' },
      ]);
    });

    it('given hours that cross midnight -> the day moves too', () => {
      expect(read('push it 15 hours later', TUESDAY_JOB)).toEqual([
        { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-25', time: '01:00' },
      ]);
    });

    it('given no task in view -> nothing is moved and nothing is made', () => {
      expect(kinds('bring it forward a week')).not.toContain('add_task');
      expect(kinds('bring it forward a week')).not.toContain('reschedule');
    });
  });

  describe('a weekday said of a task on another day', () => {
    it.each([
      ['scratch tuesday, do thursday', '2026-11-26'],
      ['forget tuesday, monday same time', '2026-11-23'],
      ['actually wednesday', '2026-11-25'],
    ])('given %p -> the one nearest the task day', (text, date) => {
      expect(read(text, TUESDAY_JOB)[0]).toMatchObject({ kind: 'reschedule', task: { by: 'context' }, date });
    });

    it('given a week named with it -> that week', () => {
      expect(read('actually this thursday', TUESDAY_JOB)[0]).toMatchObject({ kind: 'reschedule', date: '2026-11-12' });
    });

    it("given the task's own weekday -> the coming one, another week", () => {
      expect(read('move it to tuesday at 2', TUESDAY_JOB)[0]).toMatchObject({ kind: 'reschedule', date: '2026-11-17', time: '14:00' });
    });
  });

  describe('"it" that points at the task in view', () => {
    it('given a time for it -> the task talked about is moved, no new task', () => {
      expect(read("let's do it sooner, the 20th", TUESDAY_JOB)).toEqual([
        { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-20', time: null },
      ]);
    });

    it('given a reason naming something else, then "bin it" -> which one is asked', () => {
      expect(read('the party is off, bin it', REMINDED)).toEqual([
        { kind: 'unclear', understood: 'a task to remove', question: 'Which task do you mean?' },
      ]);
    });

    it('given a reason naming the task itself -> that task goes', () => {
      expect(read('no longer need the offcuts ordered, delete it', REMINDED)).toEqual([{ kind: 'remove', task: { by: 'context' } }]);
    });
  });

  describe('a place in the list said alone', () => {
    it.each([
      ["first one's done", 1],
      ['the third one is done', 3],
      ['done the second', 2],
    ])('given %p -> that item', (text, number) => {
      expect(read(text, LISTED)).toEqual([{ kind: 'complete', task: { by: 'number', number } }]);
    });
  });

  describe('a tick beside a yes', () => {
    it('given it in reply to a reminder -> done', () => {
      expect(read('check ✔', REMINDED)).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
    });

    it('given it with nothing in view -> no task named "Check"', () => {
      expect(kinds('check ✔')).not.toContain('add_task');
    });
  });

  describe('one word and a time', () => {
    it.each(['skip at 8', 'Okafor thursday 10'])('given %p -> offered, not saved', (text) => {
      const [intent] = read(text);
      expect(intent.kind).toBe('unclear');
      expect(intent.kind === 'unclear' && intent.offer?.length).toBe(1);
    });

    it.each(['gym at 7', 'physio friday 3pm', 'haircut monday 5.30pm'])('given an appointment %p -> the task itself', (text) => {
      expect(kinds(text)).toEqual(['add_task']);
    });

    it('given a routine -> the repeating task itself', () => {
      expect(read('payroll every other friday at 10')[0]).toMatchObject({ kind: 'add_task', repeat: { every: 'week', interval: 2 } });
    });
  });

  describe('news and idioms that change nothing', () => {
    it('given a tally of work done -> taken as told, nothing ticked', () => {
      expect(kinds('did 9 fittings today')).toEqual(['small_talk']);
      expect(kinds('sent three quotes this morning')).not.toContain('complete');
    });

    it.each(['suppliers who change things last minute drive me mad', 'a last-minute cancel again, furious'])(
      'given %p -> no task',
      (text) => {
        expect(kinds(text)).not.toContain('add_task');
      },
    );

    it('given "put today in order" -> a plan of the day', () => {
      expect(read('put today in order for me pls')).toEqual([{ kind: 'prioritise', scope: 'plan_day' }]);
    });
  });

  describe('a reason, then the change', () => {
    it.each([
      ["the surveyor can't do tuesday, push to thursday", '2026-11-26', null],
      ['scaffold arrives at 9 so do it at 11', null, '11:00'],
    ])('given %p -> the change said last', (text, date, time) => {
      expect(read(text, TUESDAY_JOB)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date, time }]);
    });

    it('given "remind me then" after a moment -> a snooze to that moment', () => {
      expect(read('the yard opens at 8 tomorrow, remind me then', REMINDED)).toEqual([
        { kind: 'snooze', task: { by: 'context' }, until: '2026-11-12T08:00:00.000Z', minutes: null },
      ]);
    });
  });

  describe('slips and news of a move', () => {
    it.each([
      ['no 9', '09:00'],
      ['i said half 10 but i meant half 9', '09:30'],
      ['hmm earlier, say 9', '09:00'],
    ])('given %p -> the clock put right on its own day', (text, time) => {
      expect(read(text, TUESDAY_JOB)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date: null, time }]);
    });

    it('given the task said to have moved -> moved there', () => {
      expect(read('the loft survey got moved to the 27th', TUESDAY_JOB)).toEqual([
        { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-27', time: null },
      ]);
    });

    it('given something else said to have moved -> the task stays', () => {
      expect(kinds('the football got moved to the 27th', TUESDAY_JOB)).not.toContain('reschedule');
    });

    it('given an hour and minutes as one span -> a snooze by both, never a clock', () => {
      expect(read('snooze 2 hrs 20', REMINDED)).toEqual([{ kind: 'snooze', task: { by: 'context' }, until: null, minutes: 140 }]);
    });

    it('given a shortened weekday to a choice of days -> that day is picked', () => {
      const asked: ConversationState = {
        ...NOTHING,
        pending: { about: 'other', question: 'Which day for the fitting?', options: ['Monday', 'Thursday'] },
      };
      expect(read('thurs', asked)).toEqual([{ kind: 'answer', text: 'thurs', pick: 2 }]);
    });
  });

  describe('the task in view, told done or let go of', () => {
    it.each(['yeah that is all done now', 'actually already sanded it earlier', 'yes done x', 'varnished it this morning, forgot to say'])(
      'given %p -> done',
      (text) => {
        expect(read(text, REMINDED)).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
      },
    );

    it.each(["forget that, they've found someone else", "no don't add that, the client cancelled", 'ignore that last one'])(
      'given %p -> the task just talked about is taken off',
      (text) => {
        expect(read(text, TUESDAY_JOB)).toEqual([{ kind: 'remove', task: { by: 'context' } }]);
      },
    );

    it('given another ask after it -> nothing is taken off unasked', () => {
      expect(kinds('forget that, ring the glazier instead', TUESDAY_JOB)).not.toContain('remove');
    });
  });

  describe('questions about decisions, time and the list, said loosely', () => {
    it.each([
      ['the kiln supplier, what did we land on?', 'kiln supplier'],
      ['why leeds again? what did I decide', 'leeds'],
      ['which printer did I pick and why', 'printer'],
    ])('given %p -> the decision recalled', (text, words) => {
      expect(read(text)).toEqual([{ kind: 'recall_decision', words }]);
    });

    it('given a part of a day asked free for something -> that window', () => {
      expect(read('is friday morning free for the boiler service')).toEqual([
        { kind: 'free_time', from: '2026-11-13T09:00:00.000Z', to: '2026-11-13T12:00:00.000Z' },
      ]);
    });

    it('given a thing asked free -> no window of time', () => {
      expect(kinds('is the ladder free for the gutter job')).not.toContain('free_time');
    });

    it.each([
      ["tmrw's list pls", { kind: 'list', view: 'tomorrow', day: null }],
      ['sort my week out for me would you', { kind: 'prioritise', scope: 'plan_day' }],
      ['what can we put off till next week', { kind: 'prioritise', scope: 'drop' }],
      ["what's worth doing before the 3pm call", { kind: 'prioritise', scope: 'focus' }],
    ])('given %p -> the list, read as asked', (text, intent) => {
      expect(read(text)).toEqual([intent]);
    });
  });

  describe('jobs opened by a verb the tagger knows', () => {
    it('given a ramble of such jobs -> one task each', () => {
      expect(read('ok listen. rinse the brushes, defrost the freezer, and text Ola the rota').map((intent) => intent.kind)).toEqual([
        'add_task',
        'add_task',
        'add_task',
      ]);
    });

    it.each(['wait the surveyor is monday not tuesday', 'rain all week apparently', 'love the new van decals'])(
      'given %p -> no task',
      (text) => {
        expect(kinds(text)).not.toContain('add_task');
      },
    );

    it('given a post pushed live -> no snooze', () => {
      expect(kinds('push the new price list live and email the regulars')).not.toContain('snooze');
    });

    it('given a memory jogged -> the decision recalled', () => {
      expect(read('refresh my memory on the van lease decision')).toEqual([{ kind: 'recall_decision', words: 'van lease' }]);
    });
  });

  describe('a job mused about as a question', () => {
    it.each([
      'maybe I should ring the glazier at some point?',
      'could be worth emailing the landlord idk',
      'kinda need to sort the shed at some point?',
    ])('given %p -> asked what to do, not answered as a question', (text) => {
      expect(kinds(text)).toEqual(['unclear']);
    });

    it('given a real question said unsurely -> still a question', () => {
      expect(kinds('when is the van service, maybe thursday?')).toEqual(['question']);
    });
  });

  describe('a way of going on', () => {
    it.each([
      'going to charge a call-out fee from now on',
      "we'll close the studio on sundays from now on",
      "that's it, no more weekend jobs",
    ])('given %p -> a decision', (text) => {
      expect(kinds(text)).toEqual(['decision']);
    });

    it.each(['Priya switched to mornings from now on', 'call the bank from here'])('given %p -> no decision', (text) => {
      expect(kinds(text)).not.toContain('decision');
    });
  });

  describe('an ask of its own while an offer or an open question waits', () => {
    const OFFERED: ConversationState = { ...NOTHING, pending: { about: 'other', question: 'Shall I add it?', options: [] } };

    it('given a new task -> that task, not a no to the offer', () => {
      expect(kinds('physio friday 3pm', OFFERED)).toEqual(['add_task']);
    });

    it('given a decision -> the decision', () => {
      expect(kinds('going to charge a call-out fee from now on', OFFERED)).toEqual(['decision']);
    });

    it('given a yes -> the answer', () => {
      expect(kinds('yes please', OFFERED)).toEqual(['answer']);
    });

    it('given a change to "it" with a task in view -> left as the answer, never moved', () => {
      expect(kinds('friday at 3', { ...OFFERED, current: TUESDAY_JOB.current })).not.toContain('snooze');
      expect(kinds('friday at 3', { ...OFFERED, current: TUESDAY_JOB.current })).not.toContain('reschedule');
    });
  });

  describe("what the round's checks must not do", () => {
    const OVERDUE: ConversationState = { ...NOTHING, current: { title: 'send the loft quote', due: '2026-10-19T12:00:00.000Z' } };
    const DAYS: ConversationState = {
      ...NOTHING,
      pending: { about: 'other', question: 'Which suits?', options: ['Wednesday 10am', 'Thursday 2pm'] },
    };

    it.each(['i moved it', 'i postponed it', 'laptop crashed last night, fixed it now', 'the tiler cancelled so i rebooked it'])(
      'given %p -> the task in view is not ticked off',
      (text) => {
        expect(kinds(text, REMINDED)).not.toContain('complete');
      },
    );

    it.each(["forget it, i'll do it tomorrow", 'forget that, it is still on'])('given %p -> nothing taken off', (text) => {
      expect(kinds(text, TUESDAY_JOB)).not.toContain('remove');
    });

    it.each(['what do we do going forward', "tom's handling the books from now on", 'maybe only direct clients from here'])(
      'given %p -> no decision saved',
      (text) => {
        expect(kinds(text)).not.toContain('decision');
      },
    );

    it('given news of something else moving that shares a name -> the task stays', () => {
      const invoice: ConversationState = { ...NOTHING, current: { title: 'Send Dave the invoice', due: '2026-12-08T12:00:00.000Z' } };
      expect(kinds("dave's flight got moved to tuesday", invoice)).not.toContain('reschedule');
    });

    it('given a weekday for an overdue task -> the coming one, never a day gone', () => {
      expect(read('move it to friday', OVERDUE)[0]).toMatchObject({ kind: 'reschedule', date: '2026-11-13' });
    });

    it('given a job of its own, then "remind me then" -> the task in view is not moved', () => {
      expect(kinds('call the plumber at 10 tomorrow, remind me then', REMINDED)).not.toContain('snooze');
    });

    it.each(["thursday's no good", "can't do thurs"])('given %p -> the day turned down is not picked', (text) => {
      expect(read(text, DAYS)[0]).not.toMatchObject({ pick: 2 });
    });

    it('given a name and a routine -> offered, not saved', () => {
      expect(kinds('Priya every monday')).toEqual(['unclear']);
    });

    it('given a 24-hour clock with an h -> a snooze to that clock, not a span', () => {
      expect(read('snooze 16h30', REMINDED)[0]).toMatchObject({ kind: 'snooze', until: '2026-11-11T16:30:00.000Z', minutes: null });
    });

    it('given "bring it back a day" -> earlier', () => {
      expect(read('bring it back a day', TUESDAY_JOB)[0]).toMatchObject({ kind: 'reschedule', date: '2026-11-23' });
    });

    it.each(['shame the venue closed early', "bet the client won't pay on time", 'site was flooded, bin the plan'])(
      'given %p -> no task',
      (text) => {
        expect(kinds(text)).not.toContain('add_task');
      },
    );
  });
});
