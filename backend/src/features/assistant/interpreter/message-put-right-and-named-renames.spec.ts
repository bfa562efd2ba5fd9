import { inViewOf, listOf, reminderOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** A named task's day or hour put right, a named task given a new name, and replies read this round. Wordings are our own. */

describe("a named task's day or hour put right", () => {
  it.each([
    ['the podcast edit needs to be 4/12 not 3/12', 'podcast edit', '2026-12-04', null],
    ['the studio booking is the 19th not the 18th', 'studio booking', '2026-11-19', null],
    ['mixing session is 5:30 not 5', 'mixing session', null, '17:30'],
    ['the tasting should be tuesday not monday', 'tasting', '2026-11-17', null],
  ])('%s', (said, words, date, time) => {
    expect(read(said)).toEqual([{ kind: 'reschedule', task: { by: 'words', words }, date, time }]);
  });

  it('with a task in view, what is put right is of that task', () => {
    expect(read('the deadline is thursday not friday', inViewOf('Send the grant report', '2026-11-13T12:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-12', time: null },
    ]);
  });
});

describe('a named task given a new name that keeps one of its words', () => {
  it('renames it', () => {
    expect(read('change the hamper order to hamper order and gift cards')).toEqual([
      { kind: 'rename', task: { by: 'words', words: 'hamper order' }, title: 'Hamper order and gift cards' },
    ]);
  });

  it('a new name sharing nothing, or a time, is no rename of it', () => {
    expect(read('change the supplier to Brakes').map((intent) => intent.kind)).not.toContain('rename');
    expect(read('change the vet visit to friday')).toEqual([
      { kind: 'reschedule', task: { by: 'words', words: 'vet visit' }, date: '2026-11-13', time: null },
    ]);
  });
});

describe('replies and words read this round', () => {
  it('"working on it right now" to a reminder puts nothing off', () => {
    expect(read('working on it right now actually', reminderOf('Edit the wedding reel'))).toEqual([
      { kind: 'small_talk', what: 'acknowledgement' },
    ]);
  });

  it('the hour a place shuts, said to a reminder, is no deed of closing', () => {
    expect(read('after closing pls, we shut at 7', reminderOf('Ring the fire officer back'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-11T19:00:00.000Z', minutes: null },
    ]);
  });

  it('a span said after a named task, without "for", is how long it is snoozed', () => {
    expect(read('snooze the gutter job two days')).toEqual([
      { kind: 'snooze', task: { by: 'words', words: 'gutter job' }, until: null, minutes: 2880 },
    ]);
  });

  it('Scots "ae" is of, Greek "ohi" is no', () => {
    expect(read("the Perth gig's off, get rid ae it")).toEqual([{ kind: 'remove', task: { by: 'words', words: 'perth gig' } }]);
    expect(read('ohi, 5 o clock', inViewOf('Proof the tsoureki', '2026-11-11T20:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '17:00' },
    ]);
  });

  it('"hey Jude on the radio" tells what is playing; a hello from somewhere is still a hello', () => {
    expect(read('hey Jude on the radio again')).not.toEqual([{ kind: 'small_talk', what: 'greeting' }]);
  });
});

describe('the list by its places, and other small words', () => {
  const list = listOf('Tune the snare', 'Send the setlist', 'Book the van');

  it.each(['first n last done', 'the first and the last are both done'])('%s ticks items 1 and 3', (said) => {
    expect(read(said, list)).toEqual([
      { kind: 'complete', task: { by: 'number', number: 1 } },
      { kind: 'complete', task: { by: 'number', number: 3 } },
    ]);
  });

  it('"the last one\'s done" ticks the last item', () => {
    expect(read("the last one's done", list)).toEqual([{ kind: 'complete', task: { by: 'number', number: 3 } }]);
  });

  it('"tidy" said alone, as in Wales, is no job', () => {
    expect(read('tidy').map((intent) => intent.kind)).not.toContain('add_task');
  });

  it('tiredness with a thing from a month is a feeling, not a decision', () => {
    expect(read("I'm shattered. Two shoots today and a client sitting on an invoice from October")).toEqual([
      { kind: 'small_talk', what: 'feeling' },
    ]);
  });

  it('the day told as now, after someone texted, moves the task in view', () => {
    const fitting = inViewOf('Dress fitting w Amara', '2026-11-20T11:00:00.000Z');
    const moved = [{ kind: 'reschedule', task: { by: 'context' }, date: '2026-11-21', time: null }];
    expect(read('amara txted, its the 21st now', fitting)).toEqual(moved);
    expect(read("it's on the 21st now", fitting)).toEqual(moved);
  });

  it('"do the other one" names no task, and asks which', () => {
    expect(read('do the other one on friday')).toEqual([
      { kind: 'unclear', understood: 'a change to a task', question: 'Which task do you mean, and what should change?' },
    ]);
  });

  it('a job named only as the thing from somewhere asks what it is', () => {
    expect(read('add the stuff from the meeting')).toEqual([
      { kind: 'unclear', understood: '"add the stuff from the meeting"', question: 'What would you like me to do with it?' },
    ]);
  });

  it('a booked thing to move, with no time, asks when', () => {
    expect(read('reschedule the fitting')).toEqual([{ kind: 'unclear', understood: 'a change to a task', question: 'To when?' }]);
    expect(read('bump the viewing')).toEqual([{ kind: 'unclear', understood: 'a change to a task', question: 'To when?' }]);
  });
});

describe('a second ask said as its day and "to"', () => {
  it('is an ask of its own, sharing the "remind me" said first', () => {
    expect(read('remind me weds at 2 to ring the landlord, and fri morning to renew the parking permit')).toEqual([
      { kind: 'add_task', title: 'Ring the landlord', due: '2026-11-18T14:00:00.000Z', important: false, repeat: null },
      { kind: 'add_task', title: 'Renew the parking permit', due: '2026-11-13T09:00:00.000Z', important: false, repeat: null },
    ]);
  });
});

describe('said to the running app by a new person', () => {
  it('"their time" after a clock is the clock of the place said of them', () => {
    expect(read('call with the tokyo buyer at 5pm their time on friday')).toEqual([
      { kind: 'add_task', title: 'Call with the tokyo buyer', due: '2026-11-13T08:00:00.000Z', important: false, repeat: null },
    ]);
  });

  it('"helo" greets, and "shoud I" weighs', () => {
    expect(read('helo, new here')).toEqual([{ kind: 'small_talk', what: 'greeting' }]);
    expect(read('shoud I rent the studio or keep working from home')).toEqual([
      {
        kind: 'dilemma',
        question: 'should I rent the studio or keep working from home',
        options: ['rent the studio', 'keep working from home'],
      },
    ]);
  });
});
