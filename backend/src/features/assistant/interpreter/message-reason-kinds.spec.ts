import type { ConversationState } from './intent';
import { kindsAt as kinds, NOTHING, readAt as read } from './testing/read-at';

/**
 * Kinds read this round: a change said beside its reason (in either order), an item of the list sent
 * to a day, news that the task's people got in touch, the list asked for in few words, more words of
 * greeting, thanks and feeling, decisions opened by "anyway", and a pick followed by why. Wordings
 * here are our own.
 */

/** A task talked about, due on Friday 13 November at 08:30 (London). */
const FRIDAY_VISIT: ConversationState = {
  pending: null,
  current: { title: 'meet the glazier at the Elm Street flat', due: '2026-11-13T08:30:00.000Z' },
  listed: [],
};
const REMINDED: ConversationState = {
  pending: { about: 'follow_up', task: 'send the Holt quote' },
  current: { title: 'send the Holt quote', due: '2026-11-11T14:00:00.000Z' },
  listed: [],
};
const LISTED: ConversationState = { ...NOTHING, listed: ['renew the domain', 'chase the Patel invoice', 'book the MOT'] };
const WEIGHING: ConversationState = {
  pending: {
    about: 'dilemma_choice',
    question: 'Open on Sundays or keep them free?',
    options: ['Open on Sundays', 'Keep Sundays free'],
  },
  current: null,
  listed: [],
};

/** A task talked about, due today at 16:00, and a list sent before it. */
const ACME_CALL: ConversationState = {
  pending: null,
  current: { title: 'call Acme about the quote', due: '2026-11-11T16:00:00.000Z' },
  listed: ['invoice Jones', 'order tiles', 'call the bank'],
};
const WHICH_CALL: ConversationState = {
  pending: { about: 'which_task', options: ['Call Jo', 'Call the bank'] },
  current: null,
  listed: ['Call Jo', 'Call the bank'],
};

describe('kinds of message read this round', () => {
  describe('a new time, then why', () => {
    it.each([
      ['nah 7.45 the road is shut later', null, '07:45'],
      ['no 9:15, school run', null, '09:15'],
      ['actually the 20th, parts are late', '2026-11-20', null],
      ['no it has to be thursday, she is away friday', '2026-11-12', null],
    ])('given %p -> the task in view moved', (text, date, time) => {
      expect(read(text, FRIDAY_VISIT)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date, time }]);
    });

    it.each([
      ['typo, 8.15', '08:15'],
      ['he asked for 10 instead', '10:00'],
      ['they said the 16th not the 13th', null],
    ])('given %p -> a correction of the task in view', (text, time) => {
      expect(read(text, FRIDAY_VISIT)[0]).toMatchObject({ kind: 'reschedule', task: { by: 'context' } });
      if (time) expect(read(text, FRIDAY_VISIT)[0]).toMatchObject({ time });
    });

    it('given a clock written with a full stop -> read as a clock', () => {
      expect(read('8.10 sorry', FRIDAY_VISIT)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date: null, time: '08:10' }]);
      expect(read('ring the bank at 10.15 tomorrow')[0]).toMatchObject({ title: 'Ring the bank', due: '2026-11-12T10:15:00.000Z' });
    });

    it('given money or a measure with a full stop -> no clock', () => {
      expect(read('buy 3.40 worth of stamps')[0]).toMatchObject({ kind: 'add_task', due: null });
      expect(read('order 12.25 kg of flour')[0]).toMatchObject({ kind: 'add_task', due: null });
    });

    it('given a doubt after the time -> not read as a reason', () => {
      expect(read('hmm tuesday maybe', FRIDAY_VISIT)[0]).toMatchObject({ kind: 'unclear' });
    });

    it('given a job after the time -> the task in view is not moved', () => {
      expect(kinds('no wait tomorrow ring the glazier', FRIDAY_VISIT)).not.toContain('reschedule');
    });

    it('given no task in view -> nothing is moved', () => {
      expect(kinds('nah 7.45 the road is shut later')).not.toContain('reschedule');
    });
  });

  describe('the people of the task, at a new time', () => {
    it.each([
      ['glazier just texted, its 7 now', '07:00'],
      ["she's coming at 11 now", '11:00'],
    ])('given %p -> moved on its own day', (text, time) => {
      expect(read(text, FRIDAY_VISIT)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date: null, time }]);
    });

    it('given only that they got in touch -> not a job done', () => {
      expect(kinds('glazier just texted', FRIDAY_VISIT)).not.toContain('complete');
    });
  });

  describe('an item of the list sent to a day', () => {
    it.each([
      ['2 to monday pls', 2, '2026-11-16'],
      ['#3 -> fri', 3, '2026-11-13'],
    ])('given %p -> that item moved', (text, number, date) => {
      expect(read(text, LISTED)).toEqual([{ kind: 'reschedule', task: { by: 'number', number }, date, time: null }]);
    });

    it('given a bare hour -> not taken for a time', () => {
      expect(kinds('2 to 3', LISTED)).not.toContain('reschedule');
    });

    it('given a number past the list -> no item moved', () => {
      expect(kinds('5 to monday', LISTED)).not.toContain('reschedule');
    });
  });

  describe('done, said again and again or beside a tick', () => {
    it.each(['done done', 'done, done, done', "it's in the post ✅"])('given %p after a reminder -> the task in view', (text) => {
      expect(read(text, REMINDED)).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
    });

    it.each([
      ["3's sorted", 3],
      ['done w #2', 2],
    ])('given %p -> that item done', (text, number) => {
      expect(read(text, LISTED)).toEqual([{ kind: 'complete', task: { by: 'number', number } }]);
    });

    it('given "yh" to a follow-up -> the task done', () => {
      expect(read('yh', REMINDED)).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
    });
  });

  describe('let go of, beside its reason', () => {
    it.each(["he's pulled out, remove it", 'viewing called off 🙄 delete', 'scratch it, we are not doing the fair', 'nm delete it'])(
      'given %p -> the task in view removed',
      (text) => {
        expect(read(text, FRIDAY_VISIT)).toEqual([{ kind: 'remove', task: { by: 'context' } }]);
      },
    );

    it('given "separately" before the removal -> the task it names', () => {
      expect(read('separately can you delete the MOT task', REMINDED)).toEqual([{ kind: 'remove', task: { by: 'words', words: 'mot' } }]);
    });
  });

  describe('words that name no new task', () => {
    it.each(['that supplier from monday', 'call it monthly close', 'any time before 11 today'])('given %p -> asked about', (text) => {
      expect(kinds(text)).toEqual(['unclear']);
    });

    it.each(['snowed off again today', 'new menu goes live at 6 tomorrow'])('given %p -> news, no task', (text) => {
      expect(kinds(text)).not.toContain('add_task');
    });

    it('given "call it a day" -> no rename asked about', () => {
      expect(read('call it a day')[0]).not.toMatchObject({ question: 'Which task do you mean, and what should it say?' });
    });

    it('given an event named by a part of the day -> the time said after it', () => {
      expect(read('games night setup every friday 6pm')).toEqual([
        {
          kind: 'add_task',
          title: 'Games night setup',
          due: '2026-11-13T18:00:00.000Z',
          important: false,
          repeat: { every: 'week', interval: 1 },
        },
      ]);
    });
  });

  describe('the list asked for in few words', () => {
    it.each([
      ['next thing?', 'next'],
      ['overdue stuff?', 'overdue'],
      ['anything I let slip?', 'overdue'],
      ["what's next up", 'next'],
      ['this week?', 'week'],
    ])('given %p -> the list', (text, view) => {
      expect(read(text)).toEqual([{ kind: 'list', view, day: null }]);
    });

    it('given "what can I let slide" -> not the overdue list', () => {
      expect(read('what can I let slide')[0]).not.toMatchObject({ kind: 'list' });
    });
  });

  describe('small talk in more words', () => {
    it.each([
      ['ey up', 'greeting'],
      ['hello stranger', 'greeting'],
      ['cheers dude', 'thanks'],
      ['superb thanks', 'thanks'],
      ['right, off home now, night', 'goodbye'],
      ['totally cream crackered', 'feeling'],
      ['today sucked', 'feeling'],
      ['proper fed up with the van', 'feeling'],
    ])('given %p -> %s', (text, what) => {
      expect(read(text)).toEqual([{ kind: 'small_talk', what }]);
    });
  });

  describe('decisions in more words', () => {
    it.each([
      "anyway we're keeping the old printer, a new one isn't worth it",
      "i'm raising my day rate to £400 from february",
      "we're dropping evening classes and focusing on weekends",
      "I'm only taking local jobs from now on",
      'gonna hire Tomasz as a part time fitter',
      'actually we have decided to stop the podcast',
    ])('given %p -> a decision', (text) => {
      expect(kinds(text)).toEqual(['decision']);
    });
  });

  describe('a pick, then why', () => {
    it('given the first option and a reason -> it is picked', () => {
      expect(read("open, we can't lose the tourist trade", WEIGHING)).toEqual([
        { kind: 'answer', text: "open, we can't lose the tourist trade", pick: 1 },
      ]);
    });

    it('given the second option and a reason -> it is picked', () => {
      expect(read('keep them free. the kids come first', WEIGHING)[0]).toMatchObject({ kind: 'answer', pick: 2 });
    });
  });

  describe('lead-ins', () => {
    it('given "separate thing -" -> the ask after it', () => {
      expect(read('separate thing - need to ring the council tmrw at 10')).toEqual([
        { kind: 'add_task', title: 'Ring the council', due: '2026-11-12T10:00:00.000Z', important: false, repeat: null },
      ]);
    });

    it('given "remind me like every monday" -> "like" left out of the title', () => {
      expect(read('can you remind me like every monday at 8 to check the float')[0]).toMatchObject({
        title: 'Check the float',
        repeat: { every: 'week', interval: 1 },
      });
    });

    it('given "nvm do it today at 4" -> the task in view moved', () => {
      expect(read('nvm do it today at 4', FRIDAY_VISIT)).toEqual([
        { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-11', time: '16:00' },
      ]);
    });
  });

  describe('a name in the task spelled again', () => {
    const QUOTE: ConversationState = { pending: null, current: { title: "Measure up at Mrs Fitzgeral's", due: null }, listed: [] };

    it.each([['oops its Fitzgerald, with a d', "Measure up at Mrs Fitzgerald's"]])(
      'given %p -> that word of the title put right',
      (text, title) => {
        expect(read(text, QUOTE)).toEqual([{ kind: 'rename', task: { by: 'context' }, title }]);
      },
    );

    it('given a part added after a hyphen -> the name made whole', () => {
      const named: ConversationState = { pending: null, current: { title: 'Invoice Mrs Okoro', due: null }, listed: [] };
      expect(read('spelling - its Okoro-Reid', named)).toEqual([
        { kind: 'rename', task: { by: 'context' }, title: 'Invoice Mrs Okoro-Reid' },
      ]);
    });

    it('given a name that is no slip of any word in the title -> no rename', () => {
      expect(kinds('oops its Thursday', QUOTE)).not.toContain('rename');
    });
  });

  describe('what these checks leave alone', () => {
    it.each([
      'nah monday is a bank holiday',
      'no 3 of them are broken',
      'tbf 10 am is early',
      'sorry tomorrow i cant',
      'its 15 now',
      "she's 9 now",
      'he said 3',
      'different one, move it to 5pm',
    ])('given %p -> the task in view is not moved', (text) => {
      expect(kinds(text, ACME_CALL)).not.toContain('reschedule');
    });

    it.each(['it can wait ✅', "that's the tiles ordered ✅"])('given %p -> the task in view is not ticked off', (text) => {
      expect(read(text, ACME_CALL)).not.toContainEqual({ kind: 'complete', task: { by: 'context' } });
    });

    it('given "scratch that" before a correction -> nothing removed', () => {
      expect(kinds('scratch that, the client wants it earlier', ACME_CALL)).not.toContain('remove');
    });

    it('given money, a version or a date with a full stop -> no clock', () => {
      expect(read('invoice Jo 12.50 for the parts')[0]).toMatchObject({ due: null });
      expect(kinds('site visit 20.11')).not.toContain('add_task');
    });

    it('given an option set aside, then the other -> the first is not picked', () => {
      expect(read("jo's already done, it's the bank", WHICH_CALL)).not.toContainEqual(expect.objectContaining({ pick: 1 }));
    });

    it('given a part of the day at the end of a routine -> its hour kept', () => {
      expect(read('check emails every weekday morning')[0]).toMatchObject({ title: 'Check emails', due: '2026-11-12T09:00:00.000Z' });
    });

    it('given a decision and a reminder -> the reminder is kept', () => {
      expect(kinds("anyway we'll switch to Xero, remind me to export the books friday")).toContain('add_task');
    });

    it('given an errand with "and focus on" -> not a decision', () => {
      expect(kinds('drop the kids off and focus on the quote')).not.toContain('decision');
    });

    it('given a sigh and no change of "it" -> no new task', () => {
      expect(kinds('ugh move on')).not.toContain('add_task');
    });
  });
});
