import type { ConversationState, Intent } from './intent';
import { RulesInterpreter } from './rules-interpreter';

/**
 * One kind of message at a time, read at Monday 7 December 2026, 08:00 in London (GMT) and 03:00 in
 * New York (EST). The held-out set measures the reader as a whole; these pin each kind down.
 */
const rules = new RulesInterpreter();
const NOW = new Date('2026-12-07T08:00:00Z');
const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';
const read = (text: string, timeZone = LONDON, conversation?: ConversationState): Intent[] =>
  rules.read(text, { now: NOW, timeZone, ...(conversation ? { conversation } : {}) });
const dueOf = (text: string, timeZone = LONDON): string | null => {
  const [intent] = read(text, timeZone);
  if (intent.kind !== 'add_task') throw new Error(`"${text}" was read as ${intent.kind}`);
  return intent.due;
};
const kinds = (text: string, timeZone = LONDON) => read(text, timeZone).map((intent) => intent.kind);
const CONTEXT = { by: 'context' } as const;
/** A task just talked about, with no time yet: what "snooze", "make it 3:15" or "delete" are about. */
const ABOUT_A_TASK: ConversationState = { pending: null, current: { title: 'Call the plumber', due: null }, listed: [] };

describe('the reader, kind by kind', () => {
  describe('times people write', () => {
    it('reads am and pm after a space', () => {
      expect(dueOf('phone the bank at 10 am')).toBe('2026-12-07T10:00:00.000Z');
      expect(dueOf('phone the bank at 4 pm', NEW_YORK)).toBe('2026-12-07T21:00:00.000Z');
    });

    it('reads a window by its first hour on its day, a weekday of this month, black friday and "b4"', () => {
      expect(dueOf('pick up the keys wednesday between 9 and 10')).toBe('2026-12-09T09:00:00.000Z');
      expect(dueOf('ring the school tomorrow between 3 and 4pm')).toBe('2026-12-08T15:00:00.000Z');
      expect(dueOf('send payroll the last thursday of the month')).toBe('2026-12-31T12:00:00.000Z');
      expect(dueOf('book the venue the first tuesday of next month')).toBe('2027-01-05T12:00:00.000Z');
      expect(dueOf('post the cards b4 5')).toBe('2026-12-07T17:00:00.000Z');
      expect(dueOf('order stock before black friday', NEW_YORK)).toBe('2027-11-26T17:00:00.000Z');
    });

    it('keeps the time said with a span of days', () => {
      expect(dueOf('chase Ali in 3 weeks at 11am')).toBe('2026-12-28T11:00:00.000Z');
      expect(dueOf('chase Ali a week from today')).toBe('2026-12-14T12:00:00.000Z');
      expect(dueOf('chase Ali in a fortnight')).toBe('2026-12-21T12:00:00.000Z');
      expect(dueOf('take the pizza out five minutes from now')).toBe('2026-12-07T08:05:00.000Z');
    });

    it('reads clock words, British and American', () => {
      expect(dueOf('ring Jo at half 5')).toBe('2026-12-07T17:30:00.000Z');
      expect(dueOf('ring Jo at quarter to 7')).toBe('2026-12-07T18:45:00.000Z');
      expect(dueOf('ring Jo at ten past 11')).toBe('2026-12-07T11:10:00.000Z');
      expect(dueOf('ring Jo at noon')).toBe('2026-12-07T12:00:00.000Z');
      expect(dueOf('file the report by midnight')).toBe('2026-12-08T00:00:00.000Z');
      expect(dueOf('file the report first thing tomorrow')).toBe('2026-12-08T09:00:00.000Z');
      expect(dueOf('file the report by COB')).toBe('2026-12-07T17:00:00.000Z');
      expect(dueOf('file the report after lunch')).toBe('2026-12-07T14:00:00.000Z');
      expect(dueOf('tidy the shed this weekend')).toBe('2026-12-12T12:00:00.000Z');
      expect(dueOf('send invoices at the end of the month')).toBe('2026-12-31T12:00:00.000Z');
    });

    it('reads holidays, the nth weekday of a month and weekdays counted ahead', () => {
      expect(dueOf('buy crackers for Boxing Day')).toBe('2026-12-26T12:00:00.000Z');
      expect(dueOf("book the party for new year's eve")).toBe('2026-12-31T12:00:00.000Z');
      expect(dueOf('plan the offsite for the first Monday of February')).toBe('2027-02-01T12:00:00.000Z');
      expect(dueOf('review pricing 2 fridays from now')).toBe('2026-12-18T12:00:00.000Z');
      expect(dueOf('pay the builder Thursday the 10th')).toBe('2026-12-10T12:00:00.000Z');
    });

    it('reads hours said loosely, British weeks and the edges of a week or month', () => {
      expect(dueOf('ring Jo by 5')).toBe('2026-12-07T17:00:00.000Z');
      expect(dueOf('ring Jo around 3ish')).toBe('2026-12-07T15:00:00.000Z');
      expect(dueOf('ring Jo at 930')).toBe('2026-12-07T09:30:00.000Z');
      expect(dueOf('ring Jo tomorrow at 9 in the evening')).toBe('2026-12-08T21:00:00.000Z');
      expect(dueOf('ring Jo in an hour and a half')).toBe('2026-12-07T09:30:00.000Z');
      expect(dueOf('ring Jo tuesday week')).toBe('2026-12-15T12:00:00.000Z');
      expect(dueOf('ring Jo this coming thursday')).toBe('2026-12-10T12:00:00.000Z');
      expect(dueOf('ring Jo by the end of the week')).toBe('2026-12-11T12:00:00.000Z');
      expect(dueOf('ring Jo at the start of next month')).toBe('2027-01-01T12:00:00.000Z');
      expect(read("ring Jo in 3 days' time")[0]).toMatchObject({ title: 'Ring Jo', due: '2026-12-10T12:00:00.000Z' });
      expect(dueOf('order the turkey before thanksgiving', NEW_YORK)).toBe('2027-11-25T17:00:00.000Z');
    });

    it('reads "this morning at 6" as 06:00, and a zone written in lower case', () => {
      expect(dueOf('run tomorrow morning at 6')).toBe('2026-12-08T06:00:00.000Z');
      expect(dueOf('call Austin at 10am cst')).toBe('2026-12-07T16:00:00.000Z');
      expect(read('call Austin at 10am cst')[0]).toMatchObject({ title: 'Call Austin' });
    });

    it('reads slashed dates day first where the zone writes them so, and ISO dates anywhere', () => {
      expect(dueOf('visa appointment 3/2')).toBe('2027-02-03T12:00:00.000Z');
      expect(dueOf('visa appointment 3/2', NEW_YORK)).toBe('2027-03-02T17:00:00.000Z');
      expect(rules.read('visa appointment 3/2', { now: NOW, timeZone: NEW_YORK, dayFirst: true })[0]).toMatchObject({
        due: '2027-02-03T17:00:00.000Z',
      });
      expect(dueOf('visa appointment 2027-02-03')).toBe('2027-02-03T12:00:00.000Z');
    });
  });

  describe('snoozes', () => {
    it('gives an amount as minutes, to be counted from the task, never earlier', () => {
      expect(read('snooze 15 mins', LONDON, ABOUT_A_TASK)).toEqual([{ kind: 'snooze', task: CONTEXT, until: null, minutes: 15 }]);
      expect(read('give me an hour', LONDON, ABOUT_A_TASK)).toEqual([{ kind: 'snooze', task: CONTEXT, until: null, minutes: 60 }]);
      expect(read('push it back 45 min', LONDON, ABOUT_A_TASK)).toEqual([{ kind: 'snooze', task: CONTEXT, until: null, minutes: 45 }]);
    });

    it('reads "until 9 am" as a moment, not item 9', () => {
      expect(read('snooze until 9 am', LONDON, ABOUT_A_TASK)).toEqual([
        { kind: 'snooze', task: CONTEXT, until: '2026-12-07T09:00:00.000Z', minutes: null },
      ]);
    });
  });

  describe('corrections and references', () => {
    it('changes the time, the date or both of the task just talked about', () => {
      expect(read('make it 3:15', LONDON, ABOUT_A_TASK)).toEqual([{ kind: 'reschedule', task: CONTEXT, date: null, time: '15:15' }]);
      expect(read('actually wednesday', LONDON, ABOUT_A_TASK)).toEqual([
        { kind: 'reschedule', task: CONTEXT, date: '2026-12-09', time: null },
      ]);
      expect(read('no wait, 6', LONDON, ABOUT_A_TASK)).toEqual([{ kind: 'reschedule', task: CONTEXT, date: null, time: '18:00' }]);
      expect(read('push that to friday', LONDON, ABOUT_A_TASK)).toEqual([
        { kind: 'reschedule', task: CONTEXT, date: '2026-12-11', time: null },
      ]);
      expect(read('move the supplier call to thursday 11am', LONDON, ABOUT_A_TASK)).toEqual([
        { kind: 'reschedule', task: { by: 'words', words: 'supplier call' }, date: '2026-12-10', time: '11:00' },
      ]);
    });

    it('takes a correction without its object as being about the task in context', () => {
      expect(read('move to friday', LONDON, ABOUT_A_TASK)).toEqual([{ kind: 'reschedule', task: CONTEXT, date: '2026-12-11', time: null }]);
      expect(read('change to 4', LONDON, ABOUT_A_TASK)).toEqual([{ kind: 'reschedule', task: CONTEXT, date: null, time: '16:00' }]);
      expect(read('rename to Pay the printer', LONDON, ABOUT_A_TASK)).toEqual([
        { kind: 'rename', task: CONTEXT, title: 'Pay the printer' },
      ]);
      expect(read('delete', LONDON, ABOUT_A_TASK)).toEqual([{ kind: 'remove', task: CONTEXT }]);
      expect(read('snooze till later', LONDON, ABOUT_A_TASK)).toEqual([{ kind: 'snooze', task: CONTEXT, until: null, minutes: 60 }]);
    });

    it('renames and removes by message', () => {
      expect(read('rename it to Send the Q4 deck', LONDON, ABOUT_A_TASK)).toEqual([
        { kind: 'rename', task: CONTEXT, title: 'Send the Q4 deck' },
      ]);
      expect(read('delete the pilates task', LONDON, ABOUT_A_TASK)).toEqual([{ kind: 'remove', task: { by: 'words', words: 'pilates' } }]);
      expect(read('cancel that', LONDON, ABOUT_A_TASK)).toEqual([{ kind: 'remove', task: CONTEXT }]);
      // A task to cancel something is still a task.
      expect(kinds('cancel the magazine subscription')).toEqual(['add_task']);
    });

    it('answers the which-task question by number, ordinal or words', () => {
      const asked: ConversationState = {
        pending: { about: 'which_task', options: ['Call Priya', 'Call the printer'] },
        current: null,
        listed: [],
      };
      expect(read('2', LONDON, asked)).toEqual([{ kind: 'answer', text: '2', pick: 2 }]);
      expect(read('the second one', LONDON, asked)).toEqual([{ kind: 'answer', text: 'the second one', pick: 2 }]);
      expect(read('the printer', LONDON, asked)).toEqual([{ kind: 'answer', text: 'the printer', pick: 2 }]);
      const dilemma: ConversationState = { pending: { about: 'dilemma_options', question: 'Which supplier?' }, current: null, listed: [] };
      expect(read('the local one or the cheap one', LONDON, dilemma)).toEqual([
        { kind: 'answer', text: 'the local one or the cheap one', pick: null },
      ]);
      expect(kinds('buy milk')).toEqual(['add_task']);
      expect(read('buy milk', LONDON, dilemma).map((intent) => intent.kind)).toEqual(['add_task']);
      // Without the question, "2" is no answer.
      expect(kinds('the second one')).not.toContain('answer');
    });
  });

  describe('dated statements of fact', () => {
    it.each([
      'the conference is on thursday',
      'the quarterly review got moved to the 4th',
      'our new app goes live on monday',
      'my train arrives at 6 tomorrow',
      'the offer expires on friday',
      'the team dinner was cancelled',
      'we signed with Northwind yesterday',
      'flying to Lisbon on sunday',
      'heading back home tomorrow',
      'worried about the audit tomorrow',
      'hoping the demo goes well on friday',
      'thinking about hiring a bookkeeper next month',
      'ring you later',
      'see ya at 4',
      'meet me at 6?',
      'ok thanks, will do',
    ])('"%s" is not a task', (text) => {
      expect(kinds(text)).not.toContain('add_task');
    });

    it('still takes a task that names when it happens', () => {
      expect(kinds('remind me the plumber arrives at 9 tomorrow')).toEqual(['add_task']);
      expect(kinds('team lunch thursday at 1')).toEqual(['add_task']);
    });
  });

  describe('not everything is a task', () => {
    it.each([
      ['hey daily', 'greeting'],
      ['thanks a lot', 'thanks'],
      ['nite', 'goodbye'],
      ['alright', 'acknowledgement'],
      ['so swamped this week', 'overwhelmed'],
      ['feeling pretty low today', 'feeling'],
      ['the workshop went really well', 'reflection'],
      ['the board meeting went badly', 'reflection'],
      ['hello, my name is Ade', 'greeting'],
      ['legend, thanks', 'thanks'],
      ['yesterday was brutal', 'feeling'],
      ['you rock', 'thanks'],
    ])('"%s" is small talk (%s) and changes nothing', (text, what) => {
      expect(read(text)).toEqual([{ kind: 'small_talk', what }]);
    });

    it('reads questions, statements and dilemmas as nothing to do', () => {
      expect(kinds('when does the lease end?')).toEqual(['question']);
      expect(kinds('the warehouse is shut on friday')).toEqual(['unknown']);
      expect(kinds('the review got moved to monday')).toEqual(['unknown']);
      // Unsure, and about no task in particular: asked about, nothing changes.
      expect(kinds('maybe later')).toEqual(['unclear']);
      expect(read('should we hire a designer or use a template?')[0]).toMatchObject({
        kind: 'dilemma',
        options: ['hire a designer', 'use a template'],
      });
    });

    it('keeps a decision said in plain words', () => {
      expect(kinds("we're going with the Berlin venue")).toEqual(['decision']);
      expect(kinds("let's use Notion")).toEqual(['decision']);
      expect(read('what did I decide about the van?')).toEqual([{ kind: 'recall_decision', words: 'van' }]);
      expect(read('remember that the landlord prefers email')).toEqual([{ kind: 'journal_note', text: 'The landlord prefers email' }]);
    });

    it('asks for a plan, the week, a day, or free time', () => {
      expect(read('what should I tackle first?')).toEqual([{ kind: 'prioritise', scope: 'focus' }]);
      expect(read("what's on this week?")).toEqual([{ kind: 'list', view: 'week', day: null }]);
      expect(read('what have I got on wednesday')).toEqual([{ kind: 'list', view: 'day', day: '2026-12-09' }]);
      expect(read('am I free wednesday morning?')).toEqual([
        { kind: 'free_time', from: '2026-12-09T09:00:00.000Z', to: '2026-12-09T12:00:00.000Z' },
      ]);
    });
  });

  describe('what people say that is not a task, kind by kind', () => {
    const talk = (what: string) => [{ kind: 'small_talk', what }];

    it.each(['hiya', 'yo', 'mornin all', 'heyyy', 'bonjour', "g'day", 'sup', 'hi again', 'hey hey daily', 'hola', '👋'])(
      'greets: "%s"',
      (text) => expect(read(text)).toEqual(talk('greeting')),
    );

    it.each([
      'cheers mate',
      'ta',
      'thx so much',
      'much appreciated',
      "you're a gem",
      'thank uuu',
      'ty ty',
      "that's brilliant, thanks",
      '🙏',
      'merci beaucoup',
    ])('thanks: "%s"', (text) => expect(read(text)).toEqual(talk('thanks')));

    it.each([
      'exhausted tbh',
      "dreading tomorrow's pitch",
      "I can't be bothered today",
      'hate doing my books',
      'I need a nap lol',
      'my brain is fried',
      'running on fumes',
    ])('vents, which is no task: "%s"', (text) => expect(read(text)).toEqual(talk('feeling')));

    it.each([
      'this week is killing me',
      'honestly i just want to sleep',
      'crying over my tax return lol',
      "can't be arsed with emails today",
    ])('hears what wears a person down: "%s"', (text) => expect(read(text)).toEqual(talk('feeling')));

    it('still hears the job inside a vent, and courtesy around a job', () => {
      expect(kinds('I need to call the accountant lol')).toEqual(['add_task']);
      expect(read('I need a break from the kids this weekend, book a sitter')[0]).toMatchObject({
        kind: 'add_task',
        title: 'Book a sitter',
      });
      expect(kinds('hate to say it but send the invoice to Acme')).not.toContain('small_talk');
      expect(kinds('thank the team for the launch')).toEqual(['add_task']);
      expect(kinds('done with the dentist')).toEqual(['complete']);
    });

    it('weighs a choice with "or", "vs" or words of weighing, and leaves one job with two words alone', () => {
      expect(read('hire a VA or do it myself')[0]).toMatchObject({ kind: 'dilemma', options: ['hire a VA', 'do it myself'] });
      expect(read('notion vs clickup?')[0]).toMatchObject({ kind: 'dilemma', options: ['notion', 'clickup'] });
      expect(read('stay with xero or move to quickbooks?')[0]).toMatchObject({
        kind: 'dilemma',
        options: ['stay with xero', 'move to quickbooks'],
      });
      expect(kinds('torn between two quotes')).toEqual(['dilemma']);
      expect(kinds('going back and forth on whether to raise prices')).toEqual(['dilemma']);
      expect(kinds('buy milk or oat milk')).toEqual(['add_task']);
      expect(read('zoom or google meet')[0]).toMatchObject({ kind: 'dilemma', options: ['zoom', 'google meet'] });
      expect(kinds("I can't decide whether to hire")).toEqual(['dilemma']);
      expect(kinds('call Tom or email Sarah')).toEqual(['add_task']);
      expect(kinds('is the office open tomorrow?')).toEqual(['question']);
    });

    it('recalls a decision however it is asked, and "remind me what" is no reminder', () => {
      const recall = (words: string) => [{ kind: 'recall_decision', words }];
      expect(read('why did we go with Gusto again')).toEqual(recall('gusto'));
      expect(read('remind me what we chose for payroll')).toEqual(recall('payroll'));
      expect(read('did we settle the pricing?')).toEqual(recall('pricing'));
      expect(read('pull up the decision on hiring')).toEqual(recall('hiring'));
      expect(read('what was the call on the logo')).toEqual(recall('logo'));
      expect(kinds('did I pick up the parcel?')).toEqual(['question']);
    });

    it('prioritises when asked about order or weight', () => {
      const scope = (text: string) => read(text)[0];
      expect(scope('which of these matters most')).toEqual({ kind: 'prioritise', scope: 'focus' });
      expect(scope("what's the most important thing today")).toEqual({ kind: 'prioritise', scope: 'focus' });
      expect(scope('which ones can I ditch this week?')).toEqual({ kind: 'prioritise', scope: 'drop' });
      expect(scope('plan my day')).toEqual({ kind: 'prioritise', scope: 'plan_day' });
      expect(kinds('drop the kids at school at 8')).toEqual(['add_task']);
    });

    it('shows the list when asked without a day', () => {
      const next = [{ kind: 'list', view: 'next', day: null }];
      expect(read("what's on")).toEqual(next);
      expect(read('anything coming up?')).toEqual(next);
      expect(read("what's on my plate")).toEqual(next);
      expect(read('what have I got left this week')).toEqual([{ kind: 'list', view: 'week', day: null }]);
      expect(read("what's tomorrow look like")).toEqual([{ kind: 'list', view: 'tomorrow', day: null }]);
    });

    it('reads free time as the hour, span or part of the day asked', () => {
      const free = (from: string, to: string) => [{ kind: 'free_time', from, to }];
      // An hour asked is that hour.
      expect(read('am I free at 4 tomorrow')).toEqual(free('2026-12-08T16:00:00.000Z', '2026-12-08T17:00:00.000Z'));
      expect(read('is friday 2-4 clear')).toEqual(free('2026-12-11T14:00:00.000Z', '2026-12-11T16:00:00.000Z'));
      expect(read('any space thursday afternoon')).toEqual(free('2026-12-10T12:00:00.000Z', '2026-12-10T17:00:00.000Z'));
      expect(read('can I fit a call in wednesday morning')).toEqual(free('2026-12-09T09:00:00.000Z', '2026-12-09T12:00:00.000Z'));
      expect(read('got a gap today?')).toEqual(free('2026-12-07T09:00:00.000Z', '2026-12-07T18:00:00.000Z'));
      expect(read('am I free now')).toEqual(free('2026-12-07T08:00:00.000Z', '2026-12-07T09:00:00.000Z'));
      expect(read('available wednesday 9-11?')).toEqual(free('2026-12-09T09:00:00.000Z', '2026-12-09T11:00:00.000Z'));
      expect(read('am I free at 10am tomorrow', NEW_YORK)).toEqual(free('2026-12-08T15:00:00.000Z', '2026-12-08T16:00:00.000Z'));
    });

    it('answers other questions in words', () => {
      expect(kinds('how do I register for VAT?')).toEqual(['question']);
      expect(kinds("what's a good CRM for a small team?")).toEqual(['question']);
    });
  });

  describe('recurring asks', () => {
    it('gives the first occurrence and how it repeats', () => {
      expect(read('every tuesday 8am team standup')).toEqual([
        {
          kind: 'add_task',
          title: 'Team standup',
          due: '2026-12-08T08:00:00.000Z',
          important: false,
          repeat: { every: 'week', interval: 1 },
        },
      ]);
      expect(read('pay the mortgage on the 1st of every month')[0]).toMatchObject({
        due: '2027-01-01T12:00:00.000Z',
        repeat: { every: 'month', interval: 1 },
      });
      // "every weekday" read on a Friday evening starts on Monday.
      const friday = rules.read('every weekday at 9 check sales', { now: new Date('2026-12-11T19:00:00Z'), timeZone: LONDON });
      expect(friday[0]).toMatchObject({ due: '2026-12-14T09:00:00.000Z', repeat: { every: 'weekday', interval: 1 } });
    });
  });

  describe('rambles and doubts', () => {
    it('finds the jobs in a voice note and leaves the filler out', () => {
      expect(
        read('ok so um, need to call the vet, and uh order dog food, yeah and book the groomer lol').map(
          (intent) => 'title' in intent && intent.title,
        ),
      ).toEqual(['Call the vet', 'Order dog food', 'Book the groomer']);
    });

    it('leaves out spoken pauses, "like" as filler and a sign-off', () => {
      const titles = (text: string) => read(text).map((intent) => (intent.kind === 'add_task' ? intent.title : intent.kind));
      expect(titles('um can you remind me to, like, renew the van tax friday')).toEqual(['Renew the van tax']);
      expect(titles("i need to, er, book the MOT and, like, buy screenwash, that's all")).toEqual(['Book the MOT', 'Buy screenwash']);
      expect(titles('I really need to like phone the council at like 11 tomorrow')).toEqual(['Phone the council']);
      expect(titles('yo remind me to pay Dev back tonight')).toEqual(['Pay Dev back']);
    });

    it('takes the ways a ramble says a job, but only before a verb of doing', () => {
      const titles = (text: string) => read(text).map((intent) => (intent.kind === 'add_task' ? intent.title : intent.kind));
      expect(titles("I've got to ring the garage tomorrow")).toEqual(['Ring the garage']);
      expect(titles('we need to renew the trademark by friday')).toEqual(['Renew the trademark']);
      expect(titles('gotta post the parcel tonight')).toEqual(['Post the parcel']);
      expect(titles('need to remember to water the ferns')).toEqual(['Water the ferns']);
      expect(kinds("I've got to admit the talk went well")).not.toContain('add_task');
      expect(kinds('probably gonna skip yoga tomorrow')).toEqual(['unclear']);
      expect(kinds('ok will do it tomorrow')).toEqual(['unclear']);
    });

    it('says it is unsure rather than guessing, and changes nothing', () => {
      expect(kinds('meet Sam at 2 or 3')).toEqual(['unclear']);
      expect(kinds('remind me on 30 feb to pay')).toEqual(['unclear']);
      expect(kinds('move it')).toEqual(['unclear']);
    });
  });
  describe('alternatives and hedges ask, never act', () => {
    it('asks which time when two are offered for one job', () => {
      for (const text of [
        'dentist the 3rd or 4th, whichever',
        'ring the vet at 11? or 12?',
        'thursday? or friday, not sure',
        'sort payroll this week or next',
      ])
        expect(read(text)).toEqual([expect.objectContaining({ kind: 'unclear', question: 'Which time do you mean?' })]);
    });

    it('offers a hedged job back instead of saving it', () => {
      expect(read("text Ana or Raj, don't mind")).toEqual([expect.objectContaining({ kind: 'unclear', question: 'Shall I go ahead?' })]);
      for (const text of [
        'might chase the grant people',
        "perhaps renew the domain, we'll see",
        'was thinking maybe repaint the shop sometime',
      ])
        expect(read(text)).toEqual([expect.objectContaining({ kind: 'unclear', question: 'Shall I add it?' })]);
      expect(read('the invoice thing, forgot what exactly')).toEqual([
        expect.objectContaining({ kind: 'unclear', question: 'What was it about?' }),
      ]);
      // A choice with nothing to choose between is said back and asked about, never saved.
      expect(kinds('maybe the blue one')).toEqual(['unclear']);
    });

    it('asks who or what when a job names no one and nothing', () => {
      for (const text of ['email', 'book', 'phone somebody about the stuff', 'text someone'])
        expect(read(text)).toEqual([expect.objectContaining({ kind: 'unclear', question: 'Who or what is it about?' })]);
      expect(kinds('buy something for Jo')).toEqual(['add_task']);
      for (const text of ['edit', 'draft', 'move']) expect(kinds(text)).not.toContain('add_task');
    });

    it('never saves words about a task’s own name or place, or what is left of a choice, as a task', () => {
      for (const text of ['set the name as "quarterly VAT"', 'edit item 4 to read call the printer', 'fix #2 so it says pay Lena'])
        expect(kinds(text)).not.toContain('add_task');
      expect(kinds('saturday or the one after, no preference')).not.toContain('add_task');
      expect(kinds('review the task board with Sam')).toEqual(['add_task']);
    });
  });

  describe('the day and its order, asked as an order', () => {
    it('reads "talk me through", "rest of" and "anything I forgot" as the list', () => {
      expect(read('run me through thursday')).toEqual([{ kind: 'list', view: 'day', day: '2026-12-10' }]);
      expect(read('take me through the week please')).toEqual([{ kind: 'list', view: 'week', day: null }]);
      expect(read('rest of tomorrow?')).toEqual([{ kind: 'list', view: 'tomorrow', day: null }]);
      expect(read("anything I've forgotten?")).toEqual([{ kind: 'list', view: 'overdue', day: null }]);
    });

    it('reads a plan for part of the day asked as an order as planning the day', () => {
      for (const text of ['structure my afternoon for me', 'make me a plan for tomorrow', 'how should I spend my evening'])
        expect(read(text)).toEqual([{ kind: 'prioritise', scope: 'plan_day' }]);
      expect(read("loads on, what's first?")).toEqual([{ kind: 'prioritise', scope: 'focus' }]);
      expect(kinds('write a plan for the launch')).toEqual(['add_task']);
    });

    it('reads free time with the hours it names', () => {
      expect(read('free between 2 and 4 on wednesday?')).toEqual([
        { kind: 'free_time', from: '2026-12-09T14:00:00.000Z', to: '2026-12-09T16:00:00.000Z' },
      ]);
      expect(read('am I free at half 3 today')).toEqual([
        { kind: 'free_time', from: '2026-12-07T15:30:00.000Z', to: '2026-12-07T16:30:00.000Z' },
      ]);
      expect(read('is friday afternoon open?')).toEqual([
        { kind: 'free_time', from: '2026-12-11T12:00:00.000Z', to: '2026-12-11T17:00:00.000Z' },
      ]);
      expect(read("what's free on the 18th")).toEqual([
        { kind: 'free_time', from: '2026-12-18T09:00:00.000Z', to: '2026-12-18T18:00:00.000Z' },
      ]);
    });
  });

  describe('statements, decisions and choices are not tasks', () => {
    it('keeps a business choice under way or intended as a decision', () => {
      for (const text of [
        "we're winding down the newsletter",
        'teaming up with the Leeds bakery',
        "I'll stick with the old supplier till june",
        'not renewing the office lease',
        'ok, done deal, scrapping the referral scheme',
      ])
        expect(kinds(text)).toEqual(['decision']);
      expect(kinds("I'm dropping off the parcels at 3")).not.toContain('decision');
    });

    it('reads "X\'s at 7" as how things stand and "can\'t focus" as a feeling', () => {
      expect(kinds("the train's at 6")).toEqual(['unknown']);
      expect(read("honestly can't focus today")).toEqual([{ kind: 'small_talk', what: 'feeling' }]);
    });

    it('weighs two ways of doing one thing, with or without a question mark at the end', () => {
      expect(kinds('buy or lease for the new van')).toEqual(['dilemma']);
      expect(kinds('rent or buy? genuinely torn')).toEqual(['dilemma']);
      expect(read('big dilemma: raise or bootstrap')).toEqual([
        { kind: 'dilemma', question: 'big dilemma: raise or bootstrap', options: ['raise', 'bootstrap'] },
      ]);
      expect(kinds('buy milk or oat milk')).toEqual(['add_task']);
    });
  });

  describe('holidays that name a thing', () => {
    it('keeps the holiday in the title and the date the message spells out', () => {
      expect(read('send xmas cards 18/12')).toEqual([
        { kind: 'add_task', title: 'Send xmas cards', due: '2026-12-18T12:00:00.000Z', important: false, repeat: null },
      ]);
      expect(read('order christmas jumpers')).toEqual([
        { kind: 'add_task', title: 'Order christmas jumpers', due: null, important: false, repeat: null },
      ]);
      expect(dueOf('call grandma christmas day')).toBe('2026-12-25T12:00:00.000Z');
    });
  });

  describe('rambles said the way people speak', () => {
    const titles = (text: string) => read(text).map((intent) => (intent.kind === 'add_task' ? intent.title : intent.kind));

    it('splits a list numbered with bare numbers, an order said aloud and a heading before a comma', () => {
      expect(titles('1 ring the bank 2 order toner 3 chase Priya')).toEqual(['Ring the bank', 'Order toner', 'Chase Priya']);
      expect(titles('first pay the VAT then text Sam then like book the MOT')).toEqual(['Pay the VAT', 'Text Sam', 'Book the MOT']);
      expect(titles('three things, order toner, ring the bank and chase Priya')).toEqual(['Order toner', 'Ring the bank', 'Chase Priya']);
      expect(titles('buy 2 pints of milk')).toEqual(['Buy 2 pints of milk']);
    });

    it('keeps afterthoughts and filler out of the titles', () => {
      expect(titles('we need to ring the bank, order toner, and oh also chase Priya')).toEqual([
        'Ring the bank',
        'Order toner',
        'Chase Priya',
      ]);
      expect(titles('just gotta order toner and chase Priya yeah')).toEqual(['Order toner', 'Chase Priya']);
    });

    it('gives each job its own hour on the day the ramble opens with', () => {
      expect(
        read('thursday at 9 ring the bank and then at 4 chase Priya').map((intent) => intent.kind === 'add_task' && intent.due),
      ).toEqual(['2026-12-10T09:00:00.000Z', '2026-12-10T16:00:00.000Z']);
    });
  });

  describe('clock times said loosely', () => {
    it('reads a space for the colon after "at" or ending the message, and leaves counts alone', () => {
      expect(dueOf('ring the bank at 11 20')).toBe('2026-12-07T11:20:00.000Z');
      expect(dueOf('ring the bank 9 30 tomorrow')).toBe('2026-12-08T09:30:00.000Z');
      expect(read('order 12 30 packs')).toEqual([
        { kind: 'add_task', title: 'Order 12 30 packs', due: null, important: false, repeat: null },
      ]);
    });

    it("takes the part of the day said after the time as that time's, out of the title", () => {
      expect(read('walk the dog at 6 tomorrow morning')).toEqual([
        { kind: 'add_task', title: 'Walk the dog', due: '2026-12-08T06:00:00.000Z', important: false, repeat: null },
      ]);
      expect(dueOf('walk the dog at 9 tomorrow evening')).toBe('2026-12-08T21:00:00.000Z');
    });

    it('reads the hour of a repeating evening or morning as that part of the day', () => {
      expect(read('water the plants every evening at 6')).toEqual([
        {
          kind: 'add_task',
          title: 'Water the plants',
          due: '2026-12-07T18:00:00.000Z',
          important: false,
          repeat: { every: 'day', interval: 1 },
        },
      ]);
      expect(dueOf('stretch every morning at 8:15')).toBe('2026-12-07T08:15:00.000Z');
    });
  });

  describe('what a task says that is no time', () => {
    it('leaves "at some point" out of the title and keeps a count after "for"', () => {
      expect(read('we need to renew the van insurance at some stage')).toEqual([
        { kind: 'add_task', title: 'Renew the van insurance', due: null, important: false, repeat: null },
      ]);
      expect(read('reserve a table for 6 on friday at 7:30pm')).toEqual([
        { kind: 'add_task', title: 'Reserve a table for 6', due: '2026-12-11T19:30:00.000Z', important: false, repeat: null },
      ]);
    });

    it('reads a job done on a holiday as due that day', () => {
      expect(dueOf('christmas eve wrap the presents')).toBe('2026-12-24T12:00:00.000Z');
    });

    it('does not doubt a job asked for outright after thinking aloud', () => {
      expect(kinds('so I was thinking, I really need to phone the landlord')).toEqual(['add_task']);
    });
  });

  describe('the morning plan', () => {
    it('is turned on, with the local time when one is named, and off again', () => {
      expect(read('turn on my morning plan')).toEqual([{ kind: 'morning_plan', enabled: true, time: null }]);
      expect(read('send me a plan every morning at 7')).toEqual([{ kind: 'morning_plan', enabled: true, time: '07:00' }]);
      expect(read('Morning plan on at 6:45pm')).toEqual([{ kind: 'morning_plan', enabled: true, time: '18:45' }]);
      expect(read('no more morning plans')).toEqual([{ kind: 'morning_plan', enabled: false, time: null }]);
      expect(read('morning plan off.')).toEqual([{ kind: 'morning_plan', enabled: false, time: null }]);
      expect(read('can u turn on the morning plan at 7:30')).toEqual([{ kind: 'morning_plan', enabled: true, time: '07:30' }]);
      expect(read('could you switch off my morning plan please?')).toEqual([{ kind: 'morning_plan', enabled: false, time: null }]);
    });

    it('is not a setting when the words are a task or a time that is none', () => {
      expect(kinds('write the morning plan for the offsite')).toEqual(['add_task']);
      expect(read('morning plan on at 25')[0]?.kind).not.toBe('morning_plan');
    });
  });
});
