import type { ConversationState, Intent, TaskReference } from './intent';
import { RulesInterpreter } from './rules-interpreter';

/**
 * Changes to tasks already on the list, read at Monday 7 December 2026, 08:00 in London: corrections
 * that name no task, moves that name one, removals in everyday words, and asks to be told something
 * about a task. None of these may ever come back as a new task.
 */
const rules = new RulesInterpreter();
const NOW = new Date('2026-12-07T08:00:00Z');
const LONDON = 'Europe/London';
const NOTHING: ConversationState = { pending: null, current: null, listed: [] };
const TALKING_ABOUT: ConversationState = {
  pending: null,
  current: { title: 'Call the plumber', due: '2026-12-08T15:00:00.000Z' },
  listed: [],
};
const read = (text: string, conversation?: ConversationState): Intent[] =>
  rules.read(text, { now: NOW, timeZone: LONDON, ...(conversation ? { conversation } : {}) });
const CONTEXT = { by: 'context' } as const;
const kinds = (text: string, conversation?: ConversationState) => read(text, conversation).map((intent) => intent.kind);

describe('changes to tasks already there', () => {
  describe('a correction that names no task', () => {
    it('moves the task being talked about, however many openers come first', () => {
      expect(read('actually could we do wednesday at 3 instead', TALKING_ABOUT)).toEqual([
        { kind: 'reschedule', task: CONTEXT, date: '2026-12-09', time: '15:00' },
      ]);
      expect(read('ok no wait, make it tuesday', TALKING_ABOUT)).toEqual([
        { kind: 'reschedule', task: CONTEXT, date: '2026-12-08', time: null },
      ]);
      expect(read('whoops i meant 9pm', TALKING_ABOUT)).toEqual([{ kind: 'reschedule', task: CONTEXT, date: null, time: '21:00' }]);
    });

    it('drops the time it is not, said after the one it is', () => {
      expect(read('sorry meant 7am not pm', TALKING_ABOUT)).toEqual([{ kind: 'reschedule', task: CONTEXT, date: null, time: '07:00' }]);
      expect(read('oops, thursday not friday', TALKING_ABOUT)).toEqual([
        { kind: 'reschedule', task: CONTEXT, date: '2026-12-10', time: null },
      ]);
    });

    it('counts a change from the time of the task being talked about', () => {
      expect(read('could we make it two hours earlier', TALKING_ABOUT)).toEqual([
        { kind: 'reschedule', task: CONTEXT, date: null, time: '13:00' },
      ]);
      expect(read('actually the next day', TALKING_ABOUT)).toEqual([{ kind: 'reschedule', task: CONTEXT, date: '2026-12-09', time: null }]);
      expect(read('push it a day later', TALKING_ABOUT)).toEqual([{ kind: 'reschedule', task: CONTEXT, date: '2026-12-09', time: null }]);
    });

    it('asks which task when the conversation has none, and never adds one', () => {
      expect(kinds('actually could we do wednesday at 3 instead', NOTHING)).toEqual(['unclear']);
      expect(kinds('whoops i meant 9pm', NOTHING)).toEqual(['unclear']);
      expect(kinds('no wait, make it tuesday', NOTHING)).toEqual(['unclear']);
    });

    it('still reads a reminder being answered as the task to change', () => {
      const followUp: ConversationState = { ...NOTHING, pending: { about: 'follow_up', task: 'Call the plumber' } };
      expect(kinds('actually make it 4pm', followUp)).toEqual(['reschedule']);
    });
  });

  describe('a move that names its task', () => {
    it('reads a weekday with the day of the month and a time', () => {
      expect(read('shift the physio to tue 15th 10am')).toEqual([
        { kind: 'reschedule', task: { by: 'words', words: 'physio' }, date: '2026-12-15', time: '10:00' },
      ]);
      expect(read('bump the team sync to thursday 10th at 2pm')).toEqual([
        { kind: 'reschedule', task: { by: 'words', words: 'team sync' }, date: '2026-12-10', time: '14:00' },
      ]);
    });

    it('keeps a move with no time to go to as a task', () => {
      expect(read('move the bookcase saturday morning')).toMatchObject([{ kind: 'add_task', title: 'Move the bookcase' }]);
      expect(read('move the wardrobe to the spare room tomorrow')).toMatchObject([
        { kind: 'add_task', title: 'Move the wardrobe to the spare room' },
      ]);
    });

    it('reads a weekday with its day of the month in a new task', () => {
      expect(read('boiler service fri 11th 9am')).toEqual([
        { kind: 'add_task', title: 'Boiler service', due: '2026-12-11T09:00:00.000Z', important: false, repeat: null },
      ]);
    });
  });

  describe('removals in everyday words', () => {
    it('takes a task off the list', () => {
      expect(read('please take "book the venue" off the list')).toEqual([
        { kind: 'remove', task: { by: 'words', words: 'book the venue' } },
      ]);
      expect(read('ditch the gym session, not happening')).toEqual([{ kind: 'remove', task: { by: 'words', words: 'gym session' } }]);
      expect(read('bin the quarterly report')).toEqual([{ kind: 'remove', task: { by: 'words', words: 'quarterly report' } }]);
      expect(read('drop the standup notes from my list')).toEqual([{ kind: 'remove', task: { by: 'words', words: 'standup notes' } }]);
    });

    it('crosses a task off as done', () => {
      expect(read('cross the council tax off my list')).toEqual([{ kind: 'complete', task: { by: 'words', words: 'council tax' } }]);
      expect(read('tick the school forms off')).toEqual([{ kind: 'complete', task: { by: 'words', words: 'school forms' } }]);
    });

    it('keeps errands that only sound like removals', () => {
      expect(kinds('drop the kids at swimming at 5')).toEqual(['add_task']);
      expect(kinds('take the recycling out tonight')).toEqual(['add_task']);
    });

    it('never takes courtesy for the name of a task', () => {
      expect(read('snooze that 30 mins thx', TALKING_ABOUT)).toEqual([{ kind: 'snooze', task: CONTEXT, until: null, minutes: 30 }]);
      expect(read('remove the yoga task plz')).toEqual([{ kind: 'remove', task: { by: 'words', words: 'yoga' } }]);
    });
  });

  describe('asking to be told about a task', () => {
    it('is a question, not a new task', () => {
      expect(kinds('could you remind me when the boiler man is coming')).toEqual(['question']);
      expect(kinds('remind me which day the bins go out')).toEqual(['question']);
      expect(kinds('remind me where the parents evening is')).toEqual(['question']);
    });

    it('leaves a reminder to do something as a task', () => {
      expect(kinds('remind me when i land to text Sam')).toEqual(['add_task']);
      expect(kinds('remind me to check what time the match starts')).toEqual(['add_task']);
    });
  });

  describe('small things said in passing', () => {
    it('reads a goodbye after a nod as a goodbye', () => {
      expect(read('cool cheers, bye')).toEqual([{ kind: 'small_talk', what: 'goodbye' }]);
      expect(read('alright, speak soon')).toEqual([{ kind: 'small_talk', what: 'goodbye' }]);
    });

    it('reads a plain decision as a decision', () => {
      expect(kinds("gonna go with the blue logo, the red one's too loud")).toEqual(['decision']);
      expect(kinds('right, made up my mind, we are hiring the second candidate')).toEqual(['decision']);
    });

    it('picks an option named by its number in words', () => {
      const asked: ConversationState = { ...NOTHING, pending: { about: 'which_task', options: ['Call the bank', 'Call the gym'] } };
      expect(read('option two', asked)).toEqual([{ kind: 'answer', text: 'option two', pick: 2 }]);
    });
  });

  describe('lists of jobs', () => {
    const titles = (text: string) => read(text).map((intent) => ('title' in intent ? intent.title : intent.kind));

    it('splits a numbered list on one line into its jobs, without the words leading into it', () => {
      expect(titles('todo: 1. renew the car tax 2. call the optician 3. order printer ink')).toEqual([
        'Renew the car tax',
        'Call the optician',
        'Order printer ink',
      ]);
      expect(titles('i have to: (1) water the plants (2) post the birthday card')).toEqual(['Water the plants', 'Post the birthday card']);
    });

    it('leaves a heading that counts the jobs out of the first title', () => {
      expect(titles('ok a few jobs: fix the gate, email the school and buy bin bags')).toEqual([
        'Fix the gate',
        'Email the school',
        'Buy bin bags',
      ]);
    });

    it('keeps a heading that says something about the job', () => {
      expect(read('urgent: renew the insurance today')).toMatchObject([{ kind: 'add_task', important: true }]);
    });
  });

  describe('a ramble that opens with a day', () => {
    const dues = (text: string) => read(text).map((intent) => (intent.kind === 'add_task' ? [intent.title, intent.due] : intent.kind));

    it('gives that day to each job that names none, at its own time', () => {
      expect(dues('tomorrow i need to collect the keys at 10, water the garden at 4 and phone gran at 7')).toEqual([
        ['Collect the keys', '2026-12-08T10:00:00.000Z'],
        ['Water the garden', '2026-12-08T16:00:00.000Z'],
        ['Phone gran', '2026-12-08T19:00:00.000Z'],
      ]);
    });

    it('leaves a job its own day', () => {
      expect(dues('wednesday i have to return the library books at 11 and pay the nursery on friday')).toEqual([
        ['Return the library books', '2026-12-09T11:00:00.000Z'],
        ['Pay the nursery', '2026-12-11T12:00:00.000Z'],
      ]);
    });
  });

  describe('the gate: a change needs a task it can only mean', () => {
    const LISTED: ConversationState = { pending: null, current: null, listed: ['Pay rent', 'Book the vet'] };

    it('asks which task when nothing in the conversation points at one', () => {
      for (const text of ['done', 'snooze', 'snooze 20 min', 'move it to 8', 'push it to friday', 'delete it', 'rename it to Pay rent']) {
        expect(kinds(text, NOTHING)).toEqual(['unclear']);
        expect(kinds(text)).toEqual(['unclear']);
      }
    });

    it('asks about a number when no list was sent, and takes it when one was', () => {
      expect(kinds('done 2', NOTHING)).toEqual(['unclear']);
      expect(kinds('done 3', LISTED)).toEqual(['unclear']);
      expect(read('done 2', LISTED)).toEqual([{ kind: 'complete', task: { by: 'number', number: 2 } }]);
    });

    it('asks when the words name the task left out', () => {
      expect(kinds('all done except the vat return', TALKING_ABOUT)).toEqual(['unclear']);
      expect(kinds('finished everything apart from the invoices', TALKING_ABOUT)).not.toContain('complete');
    });

    it('acts on the task the conversation is about', () => {
      expect(read('done', TALKING_ABOUT)).toEqual([{ kind: 'complete', task: CONTEXT }]);
      expect(read('snooze 20 min', TALKING_ABOUT)).toEqual([{ kind: 'snooze', task: CONTEXT, until: null, minutes: 20 }]);
    });

    it('never snoozes a task to before it is due; a bare earlier time is a new time for it', () => {
      // The plumber is due tomorrow (8 December) at 15:00.
      expect(kinds('snooze till tomorrow 9am', TALKING_ABOUT)).toEqual(['unclear']);
      expect(read('tomorrow 9am', TALKING_ABOUT)).toEqual([{ kind: 'reschedule', task: CONTEXT, date: '2026-12-08', time: '09:00' }]);
      expect(read('snooze till wednesday 9am', TALKING_ABOUT)).toEqual([
        { kind: 'snooze', task: CONTEXT, until: '2026-12-09T09:00:00.000Z', minutes: null },
      ]);
    });
  });

  describe('replies about the task just talked about, in words of their own', () => {
    it('reads a correction however it opens as a new time for that task, never a new task', () => {
      expect(read('whoops wrong day, should be thursday', TALKING_ABOUT)).toEqual([
        { kind: 'reschedule', task: CONTEXT, date: '2026-12-10', time: null },
      ]);
      expect(read('sorry i meant the 15th', TALKING_ABOUT)).toEqual([
        { kind: 'reschedule', task: CONTEXT, date: '2026-12-15', time: null },
      ]);
      expect(read('scratch that, half 5', TALKING_ABOUT)).toEqual([{ kind: 'reschedule', task: CONTEXT, date: null, time: '17:30' }]);
      expect(read('argh no, wednesday', TALKING_ABOUT)).toEqual([{ kind: 'reschedule', task: CONTEXT, date: '2026-12-09', time: null }]);
      expect(kinds('oops wrong time, should be 11am', NOTHING)).toEqual(['unclear']);
    });

    it('reads asking to hear about it again as a snooze, by an amount or to a moment', () => {
      expect(read('give me another 25', TALKING_ABOUT)).toEqual([{ kind: 'snooze', task: CONTEXT, until: null, minutes: 25 }]);
      expect(read('not now, poke me again in 2 hours', TALKING_ABOUT)).toEqual([
        { kind: 'snooze', task: CONTEXT, until: null, minutes: 120 },
      ]);
      expect(read('bump it 40 mins', TALKING_ABOUT)).toEqual([{ kind: 'snooze', task: CONTEXT, until: null, minutes: 40 }]);
      expect(read('text me again on thursday at 10', TALKING_ABOUT)).toEqual([
        { kind: 'snooze', task: CONTEXT, until: '2026-12-10T10:00:00.000Z', minutes: null },
      ]);
      // Before the task is due (tomorrow 15:00): a snooze never moves it earlier.
      expect(kinds('ping me again tomorrow morning', TALKING_ABOUT)).toEqual(['unclear']);
    });

    it('reads a time ruled out and one put in its place, and an acceptance, as a new time', () => {
      expect(read('not tomorrow, wednesday', TALKING_ABOUT)).toEqual([
        { kind: 'reschedule', task: CONTEXT, date: '2026-12-09', time: null },
      ]);
      expect(read('thursday works', TALKING_ABOUT)).toEqual([{ kind: 'reschedule', task: CONTEXT, date: '2026-12-10', time: null }]);
      expect(read('not yet, ask me again later', TALKING_ABOUT)).toEqual([{ kind: 'snooze', task: CONTEXT, until: null, minutes: 60 }]);
    });

    it('asks when the reply is unsure, and changes nothing', () => {
      for (const text of ['hmm thursday maybe', 'friday?', 'not sure, wednesday-ish', 'probably tomorrow', 'done i think']) {
        expect(kinds(text, TALKING_ABOUT)).toEqual(['unclear']);
      }
    });
  });

  describe('a job reported done in words of its own', () => {
    const LISTED: ConversationState = { pending: null, current: null, listed: ['Pay the electric bill', 'Book the vet'] };

    it('completes the task in context however the person says it is done', () => {
      for (const text of [
        'yes done',
        'done and dusted',
        'sorted',
        "that's sorted",
        'all good, paid it',
        'yep booked it',
        'done ✔️',
        '✅',
        'emailed them',
      ]) {
        expect(read(text, TALKING_ABOUT)).toEqual([{ kind: 'complete', task: CONTEXT }]);
      }
      expect(read('rang the plumber', TALKING_ABOUT)).toEqual([{ kind: 'complete', task: CONTEXT }]);
    });

    it('completes a task the list holds when the words name it, and nothing else', () => {
      expect(read('paid the electric bill', LISTED)).toEqual([{ kind: 'complete', task: { by: 'words', words: 'electric bill' } }]);
      expect(read('vet done ✅', LISTED)).toEqual([{ kind: 'complete', task: { by: 'words', words: 'vet' } }]);
      expect(kinds('paid the gas bill', LISTED)).toEqual(['unknown']);
      expect(kinds('we signed with Acme yesterday', LISTED)).toEqual(['unknown']);
    });

    it('never finishes a job on words that do not say it is done', () => {
      for (const text of ['got it', 'started it', 'loved it', 'moved it', 'half done', 'nearly finished', 'not quite done']) {
        expect(kinds(text, TALKING_ABOUT)).not.toContain('complete');
      }
    });

    it('asks which task when nothing points at one', () => {
      expect(kinds('sorted', NOTHING)).toEqual(['unclear']);
      expect(kinds('done ✔️', NOTHING)).toEqual(['unclear']);
    });
  });

  describe('a new name, however it is put', () => {
    const LISTED: ConversationState = { pending: null, current: null, listed: ['Pay the electric bill', 'Book the vet'] };
    const renamed = (title: string, task: TaskReference = CONTEXT): Intent[] => [{ kind: 'rename', task, title }];

    it('renames the task in context, the new name as written after a colon or in quotes', () => {
      for (const text of [
        "switch the name to 'Ring the plumber'",
        're-title it: Ring the plumber',
        'rename as: Ring the plumber',
        'the name should be Ring the plumber',
        'correct the title, should read Ring the plumber',
        'call that one Ring the plumber',
        'set the title to "Ring the plumber"',
        'rename the previous one to Ring the plumber',
        "wrong title, it's Ring the plumber",
        'rename it Ring the plumber',
        'change it to say Ring the plumber',
        'can you rename this to Ring the plumber please',
        'edit the title: Ring the plumber',
        'name it Ring the plumber',
      ]) {
        expect(read(text, TALKING_ABOUT)).toEqual(renamed('Ring the plumber'));
      }
    });

    it('renames a listed task by its number, its ordinal or "the <words> one"', () => {
      expect(read('relabel item 2 as Renew the MOT', LISTED)).toEqual(renamed('Renew the MOT', { by: 'number', number: 2 }));
      expect(read('retitle #2: Book the vet re jabs', LISTED)).toEqual(renamed('Book the vet re jabs', { by: 'number', number: 2 }));
      expect(read('make #1 say Pay the gas bill', LISTED)).toEqual(renamed('Pay the gas bill', { by: 'number', number: 1 }));
      expect(read('update the name of the second one to Take Rex to the vet', LISTED)).toEqual(
        renamed('Take Rex to the vet', { by: 'number', number: 2 }),
      );
      expect(read('the vet one should read Take Rex to the vet', LISTED)).toEqual(
        renamed('Take Rex to the vet', { by: 'words', words: 'vet' }),
      );
    });

    it('replaces quoted or mistyped words and keeps the rest of the title', () => {
      expect(read("swap 'plumber' for 'electrician'", TALKING_ABOUT)).toEqual(renamed('Call the electrician'));
      expect(read("typo — it's 'plumbers' not 'plumber'", TALKING_ABOUT)).toEqual(renamed('Call the plumbers'));
      expect(read('typo, its plumbers not plumber', TALKING_ABOUT)).toEqual(renamed('Call the plumbers'));
    });

    it('asks for the new name when none is given', () => {
      for (const text of ['rename it', 'change the title please', 'wrong title', 'rename the plumber one']) {
        expect(read(text, TALKING_ABOUT)).toEqual([
          { kind: 'unclear', understood: 'a new name for a task', question: 'What should it be called?' },
        ]);
      }
    });

    it('never takes a word like "the" for a task, and never adds a task', () => {
      expect(kinds('rename the to Ring', TALKING_ABOUT)).toEqual(['unclear']);
      expect(kinds('rename dentist Ring the vet', TALKING_ABOUT)).not.toContain('add_task');
      expect(kinds('the sign should say welcome', NOTHING)).not.toContain('rename');
    });
  });

  describe('a removal in everyday words', () => {
    const dentist = { by: 'words', words: 'dentist' } as const;

    it('removes a task named by words, by "the one about", or pointed at, whatever the verb', () => {
      for (const text of [
        'kill the dentist task',
        'nuke the one about the dentist',
        'scrap the dentist',
        'drop the dentist from my list',
        'get rid of the task about the dentist',
        'remove the dentist',
        'ditch dentist',
      ]) {
        expect(read(text, TALKING_ABOUT)).toEqual([{ kind: 'remove', task: dentist }]);
      }
      const listed: ConversationState = { ...TALKING_ABOUT, listed: ['Call the plumber', 'Book the vet'] };
      expect(read('bin the second one', listed)).toEqual([{ kind: 'remove', task: { by: 'number', number: 2 } }]);
      for (const text of ['bin it', 'trash that', 'forget this task completely', 'nope, delete it, changed my mind']) {
        expect(read(text, TALKING_ABOUT)).toEqual([{ kind: 'remove', task: CONTEXT }]);
      }
    });

    it('leaves out the reason said after it', () => {
      expect(read('kill the dentist task, he cancelled', TALKING_ABOUT)).toEqual([{ kind: 'remove', task: dentist }]);
      expect(read('ditch it, not bothering', TALKING_ABOUT)).toEqual([{ kind: 'remove', task: CONTEXT }]);
      expect(read('scrap the dentist — not bothering', TALKING_ABOUT)).toEqual([{ kind: 'remove', task: dentist }]);
    });

    it('removes what is crossed off as not needed; crossed off alone it is done', () => {
      expect(read('cross the dentist off, not needed anymore', TALKING_ABOUT)).toEqual([{ kind: 'remove', task: dentist }]);
      expect(read('cross the dentist off', TALKING_ABOUT)).toEqual([{ kind: 'complete', task: dentist }]);
    });

    it('keeps errands that only sound like removals, and "forget it" is no removal', () => {
      expect(kinds('get rid of the old sofa', NOTHING)).toEqual(['add_task']);
      expect(kinds('cancel the gym membership', NOTHING)).toEqual(['add_task']);
      expect(kinds('forget it', TALKING_ABOUT)).not.toContain('remove');
    });
  });

  describe('a job reported done in the past', () => {
    const LISTED: ConversationState = { pending: null, current: null, listed: ['Pay the electric bill', 'Book the vet', 'Send the deck'] };

    it('completes the task in context on a verb of finishing said of it', () => {
      for (const text of [
        'launched it 🎉',
        'shipped!',
        'handled it myself',
        'managed to get it done',
        'finally got that sorted',
        'all handled',
        'completed',
      ]) {
        expect(read(text, TALKING_ABOUT)).toEqual([{ kind: 'complete', task: CONTEXT }]);
      }
    });

    it('ticks a listed task by number, ordinal or words', () => {
      expect(read('tick #2', LISTED)).toEqual([{ kind: 'complete', task: { by: 'number', number: 2 } }]);
      expect(read('mark off the first one', LISTED)).toEqual([{ kind: 'complete', task: { by: 'number', number: 1 } }]);
      expect(read('tick off the last one', LISTED)).toEqual([{ kind: 'complete', task: { by: 'number', number: 3 } }]);
      expect(read('cross off #2', LISTED)).toEqual([{ kind: 'complete', task: { by: 'number', number: 2 } }]);
    });

    it('leaves a past event that names no task a statement', () => {
      expect(kinds('we launched the product yesterday', NOTHING)).toEqual(['unknown']);
      expect(kinds('got it', TALKING_ABOUT)).not.toContain('complete');
    });
  });

  describe('a snooze in other words', () => {
    const LISTED: ConversationState = { pending: null, current: null, listed: ['Pay the electric bill', 'Book the vet'] };

    it('reads a pressed button, a typo and a number alone', () => {
      expect(read('smash snooze for 3 days', TALKING_ABOUT)).toEqual([
        { kind: 'snooze', task: CONTEXT, until: null, minutes: 3 * 24 * 60 },
      ]);
      expect(read('sn0oze 5', TALKING_ABOUT)).toEqual([{ kind: 'snooze', task: CONTEXT, until: null, minutes: 5 }]);
      expect(read('snoze 10m', TALKING_ABOUT)).toEqual([{ kind: 'snooze', task: CONTEXT, until: null, minutes: 10 }]);
    });

    it('takes a loose amount as a request, and "it" as the task in context', () => {
      expect(read('could you snooze it for maybe 3 hours', TALKING_ABOUT)).toEqual([
        { kind: 'snooze', task: CONTEXT, until: null, minutes: 180 },
      ]);
      expect(read('ping me about it again in 20 min', TALKING_ABOUT)).toEqual([
        { kind: 'snooze', task: CONTEXT, until: null, minutes: 20 },
      ]);
      expect(kinds('maybe snooze it', TALKING_ABOUT)).toEqual(['unclear']);
    });

    it('never moves a task earlier for a mistyped snooze', () => {
      expect(kinds('sn0oze till tomorrow 9am', TALKING_ABOUT)).toEqual(['unclear']);
    });

    it('reads an ordinal as the listed item it names, for a snooze, a completion or a rename', () => {
      const listed: ConversationState = { ...TALKING_ABOUT, listed: ['Call the plumber', 'Book the vet'] };
      expect(read('snooze the 2nd one for an hour', listed)).toEqual([
        { kind: 'snooze', task: { by: 'number', number: 2 }, until: null, minutes: 60 },
      ]);
      expect(read('second one done', listed)).toEqual([{ kind: 'complete', task: { by: 'number', number: 2 } }]);
      expect(read('rename the second task Book the vet for Rex', listed)).toEqual([
        { kind: 'rename', task: { by: 'number', number: 2 }, title: 'Book the vet for Rex' },
      ]);
    });

    it('reads "snooze 2 till 5pm" as item 2, never as a span from 2 to 5', () => {
      const listed: ConversationState = { ...TALKING_ABOUT, listed: ['Call the plumber', 'Book the vet'] };
      expect(read('snooze 2 till 5pm', listed)).toEqual([
        { kind: 'snooze', task: { by: 'number', number: 2 }, until: '2026-12-07T17:00:00.000Z', minutes: null },
      ]);
    });

    it('snoozes a listed item by its number', () => {
      expect(read('snooze item 2 until 4pm', LISTED)).toEqual([
        { kind: 'snooze', task: { by: 'number', number: 2 }, until: '2026-12-07T16:00:00.000Z', minutes: null },
      ]);
    });

    it('takes a shrug as a snooze of the task in context, and asks without one', () => {
      expect(read('meh, later', TALKING_ABOUT)).toEqual([{ kind: 'snooze', task: CONTEXT, until: null, minutes: 60 }]);
      expect(read('not today', TALKING_ABOUT)).toEqual([{ kind: 'snooze', task: CONTEXT, until: null, minutes: 60 }]);
      expect(kinds('meh, later', NOTHING)).toEqual(['unclear']);
    });
  });

  describe('a correction in other words', () => {
    const MEETING: ConversationState = { pending: null, current: { title: 'Team meeting', due: '2026-12-08T15:00:00.000Z' }, listed: [] };

    it('moves a task named as one, its new time said with "instead"', () => {
      expect(read('can u make the standup 9:45 instead', TALKING_ABOUT)).toEqual([
        { kind: 'reschedule', task: { by: 'words', words: 'standup' }, date: null, time: '09:45' },
      ]);
      expect(kinds('make dinner 7pm', NOTHING)).toEqual(['add_task']);
    });

    it('keeps the time when told "same time"', () => {
      expect(read('I meant thursday, same time', TALKING_ABOUT)).toEqual([
        { kind: 'reschedule', task: CONTEXT, date: '2026-12-10', time: null },
      ]);
    });

    it('moves the task talked about when a remark names it, and is only a remark otherwise', () => {
      expect(read("hang on, the meeting's at 4:15", MEETING)).toEqual([{ kind: 'reschedule', task: CONTEXT, date: null, time: '16:15' }]);
      expect(read('sorry the meeting got moved to 4', MEETING)).toEqual([{ kind: 'reschedule', task: CONTEXT, date: null, time: '16:00' }]);
      expect(read('fyi the meeting moved to thursday', MEETING)).toEqual([
        { kind: 'reschedule', task: CONTEXT, date: '2026-12-10', time: null },
      ]);
      expect(read("hold on, it's on friday", MEETING)).toEqual([{ kind: 'reschedule', task: CONTEXT, date: '2026-12-11', time: null }]);
      expect(kinds('fyi the meeting moved to thursday', NOTHING)).toEqual(['unknown']);
      expect(kinds("hang on, the meeting's at 4:15", TALKING_ABOUT)).toEqual(['unknown']);
      expect(kinds("hang on, the meeting's at 4:15", NOTHING)).toEqual(['unknown']);
    });
  });

  describe('an answer to the question waiting', () => {
    const WHICH: ConversationState = {
      pending: { about: 'which_task', options: ['Call the vet', 'Call mum', 'Call the bank'] },
      current: null,
      listed: [],
    };

    it('picks by number or ordinal, with a doubt or courtesy after it', () => {
      expect(read('the second one I think', WHICH)).toEqual([{ kind: 'answer', text: 'the second one I think', pick: 2 }]);
      expect(read('3', WHICH)).toEqual([{ kind: 'answer', text: '3', pick: 3 }]);
      expect(read('the last one', WHICH)).toEqual([{ kind: 'answer', text: 'the last one', pick: 3 }]);
    });

    it('asks back when no question is waiting', () => {
      expect(kinds('3', NOTHING)).toEqual(['unclear']);
      expect(kinds('the second one', TALKING_ABOUT)).toEqual(['unclear']);
    });
  });

  describe('an undo after a slip', () => {
    it('undoes', () => {
      for (const text of ['whoops, undo that', 'ugh undo', 'sorry, undo']) expect(kinds(text, TALKING_ABOUT)).toEqual(['undo']);
    });
  });

  describe('words that only sound like changes', () => {
    it('changes no task', () => {
      for (const text of [
        'the name should be catchy for the launch',
        'call it a day',
        'call it off',
        'call that number tomorrow',
        'bin day tomorrow, put the bins out',
        'trash day tomorrow',
        'remove the stain from the carpet',
        'delete old emails',
        'later today call the bank',
        'call it Friday',
      ]) {
        const got = kinds(text, TALKING_ABOUT);
        for (const change of ['rename', 'remove', 'snooze', 'complete', 'reschedule'] as const) expect(got).not.toContain(change);
      }
    });
  });
});
