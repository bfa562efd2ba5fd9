import type { ConversationState } from './intent';
import { kindsAt as kinds, NOTHING, readAt as read, taskRead } from './testing/read-at';

/**
 * Kinds read this round, each by a check every message passes: a remark before the moment a
 * reminder is put off to, a name put right in the task just talked about, a change told as news of
 * someone else's, occasions and the weather dated rather than asked for, place numbers that are no
 * hours, a job said after a remark with its verb alone, and changes read against the task's own day
 * and hour. Wordings here are our own.
 */

const REMINDED: ConversationState = {
  pending: { about: 'follow_up', task: 'reglaze the sash windows' },
  current: { title: 'reglaze the sash windows', due: '2026-11-10T09:00:00.000Z' },
  listed: [],
};
/** A task talked about, due on 24 December at noon (London). */
const BEFORE_CHRISTMAS: ConversationState = {
  pending: null,
  current: { title: 'deliver the hampers to Dunmore Road', due: '2026-12-24T12:00:00.000Z' },
  listed: [],
};
/** A task talked about, due next Wednesday at 8 in the morning (London). */
const EARLY_JOB: ConversationState = {
  pending: null,
  current: { title: 'email Brendan the survey', due: '2026-11-18T08:00:00.000Z' },
  listed: [],
};
const LISTED: ConversationState = { ...NOTHING, listed: ['order putty', 'quote the Lyle job', 'sand the frames'] };

describe('kinds of message read this round', () => {
  describe('a remark, then the moment a reminder is put off to', () => {
    it.each([
      ['argh late again. tomorrow 9', '2026-11-12T09:00:00.000Z'],
      ['yeah yeah i know. friday 10am', '2026-11-13T10:00:00.000Z'],
      ['honestly forgot. in 2 hours', undefined],
    ])('given %p -> a snooze', (text, until) => {
      const [intent] = read(text, REMINDED);
      expect(intent).toMatchObject({ kind: 'snooze', task: { by: 'context' }, ...(until ? { until } : {}) });
    });

    it('given a feeling and a day -> a snooze to that day, not only the feeling', () => {
      expect(read('ugh i know. thursday', REMINDED)).toEqual([
        { kind: 'snooze', task: { by: 'context' }, until: '2026-11-12T12:00:00.000Z', minutes: null },
      ]);
    });

    it('given a span hedged after a remark -> a snooze by the span, not a job', () => {
      expect(kinds('later. about an hour', REMINDED)).toEqual(['snooze']);
    });

    it('given a part of the day -> a snooze to it', () => {
      expect(read('meh, friday afternoon', REMINDED)[0]).toMatchObject({ kind: 'snooze', until: '2026-11-13T15:00:00.000Z' });
    });
  });

  describe('a name put right in the task just talked about', () => {
    it.each([
      ["it's Brennan not Brendan", 'email Brennan the survey'],
      ['oops Brennan not Brendan, sorry', 'email Brennan the survey'],
    ])('given %p -> renamed', (text, title) => {
      // Readers of renames differ only in whether the first letter is made a capital.
      expect(read(text, EARLY_JOB)).toEqual([
        { kind: 'rename', task: { by: 'context' }, title: expect.stringMatching(new RegExp(`^${title}$`, 'i')) },
      ]);
    });

    it('given a name the task does not hold -> no rename', () => {
      expect(read('Siobhan not Shona', EARLY_JOB).map((intent) => intent.kind)).not.toContain('rename');
    });
  });

  describe('removals and new tasks in quotes', () => {
    it('given a number crossed off with its reason -> that number removed', () => {
      expect(read('cross off 3 its not needed', LISTED)).toEqual([{ kind: 'remove', task: { by: 'number', number: 3 } }]);
    });

    it('given a name in quotes put on a day -> a new task, not a move', () => {
      expect(read('put "measure up the bay window" on monday at 10')).toEqual([
        expect.objectContaining({ kind: 'add_task', title: 'Measure up the bay window', due: '2026-11-16T10:00:00.000Z' }),
      ]);
    });
  });

  describe('days told of rather than asked for', () => {
    it.each(['storm forecast saturday', 'craft fair on the green next sunday', 'heatwave due monday'])('given %p -> no task', (text) => {
      expect(kinds(text)).not.toContain('add_task');
    });

    it('given a job done this morning, said in the afternoon -> asked about, never due in the past', () => {
      expect(read('replaced two sash cords this morning')[0]).toMatchObject({ kind: 'unclear' });
    });

    it('given a weekday after "a" -> part of the name, not the time', () => {
      expect(read('find a Sunday cover for the shop')[0]).toMatchObject({
        kind: 'add_task',
        title: 'Find a Sunday cover for the shop',
        due: null,
      });
    });

    it('given a choice to hire someone -> a decision', () => {
      expect(read("we're hiring an apprentice")[0]).toMatchObject({ kind: 'decision' });
    });
  });

  describe('jobs said after a remark or a spoken opening', () => {
    it.each([
      ['the glazier is coming friday so measure the frames tonight at 7', 'Measure the frames'],
      ['soooo I need to quote the Lyle job by thursday', 'Quote the Lyle job'],
      ['like literally I just need to prime the frames tomorrow', 'Prime the frames'],
      ['wiped out but must invoice Mrs Dunn tonight at 8', 'Invoice Mrs Dunn'],
    ])('given %p -> the job %p', (text, title) => {
      expect(read(text)[0]).toMatchObject({ kind: 'add_task', title });
    });

    it('given a marker of urgency before the job -> kept as important', () => {
      expect(read('urgent!! order the glass')[0]).toMatchObject({ kind: 'add_task', important: true });
    });
  });

  describe('numbers of places', () => {
    it.each([
      ['survey at no. 22 tuesday afternoon', 'Survey at no. 22'],
      ['quote for 41 Lyle Street friday', 'Quote for 41 Lyle Street'],
    ])('given %p -> the number stays in the name %p', (text, title) => {
      expect(taskRead(read(text))).toMatchObject({ kind: 'add_task', title });
    });

    it('given "no" and a date in a correction -> the date, the next 12 March', () => {
      expect(read('hm no, 12/3', EARLY_JOB)[0]).toMatchObject({ kind: 'reschedule', date: '2027-03-12' });
    });
  });

  describe("changes read against the task's own day and hour", () => {
    it('given "nah, the day after" -> the day after the task\'s own', () => {
      expect(read('nah make it the day after', EARLY_JOB)).toEqual([
        { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-19', time: null },
      ]);
    });

    it("given a day of the month alone -> that day in the task's own month", () => {
      expect(read('hmm better the 22nd', BEFORE_CHRISTMAS)).toEqual([
        { kind: 'reschedule', task: { by: 'context' }, date: '2026-12-22', time: null },
      ]);
    });

    it("given a day of the month alone -> the one nearest the task's own day, even in the month before", () => {
      const firstOfDecember: ConversationState = {
        ...BEFORE_CHRISTMAS,
        current: { title: 'pay the yard rent', due: '2026-12-01T12:00:00.000Z' },
      };
      expect(read('nah the 30th', firstOfDecember)[0]).toMatchObject({ kind: 'reschedule', date: '2026-11-30' });
    });

    it('given the right day and the wrong one -> the right one, as said', () => {
      expect(read('actually the 23rd not the 22nd', BEFORE_CHRISTMAS)[0]).toMatchObject({ date: '2026-12-23' });
    });

    it("given a bare hour after a correction's opener -> the half of the day nearer the task's time", () => {
      expect(read('correction: 7:15', EARLY_JOB)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date: null, time: '07:15' }]);
    });

    it.each([
      ['he moved it, now tuesday at 3', '2026-11-17', '15:00'],
      ['the client asked for thursday noon, so noon', null, '12:00'],
    ])('given %p -> moved', (text, date, time) => {
      expect(read(text, EARLY_JOB)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date, time }]);
    });
  });

  describe("a place's time before the day", () => {
    it('given "at 4pm new york time tomorrow" -> the day kept, on New York\'s clock, out of the title', () => {
      expect(read('ring the printer at 4pm new york time tomorrow')).toEqual([
        expect.objectContaining({ kind: 'add_task', title: 'Ring the printer', due: '2026-11-12T21:00:00.000Z' }),
      ]);
    });
  });

  describe('free time asked of today', () => {
    it('given "when am I free today" in the afternoon -> from now to the end of the working day', () => {
      expect(read('when am i free today')).toEqual([
        { kind: 'free_time', from: '2026-11-11T15:00:00.000Z', to: '2026-11-11T18:00:00.000Z' },
      ]);
    });
  });
});
