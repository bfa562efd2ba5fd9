import type { ConversationState } from './intent';
import { inViewOf as inView, listOf, reminderOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** Messages that open like a job and are not one, and changes said loosely. Read on Wednesday 11 November 2026, 15:00 London. Wordings are our own. */

describe('a question put after "remind me"', () => {
  it.each([
    'remind me is the shop lease up in may or june',
    'remind me does the Okoro quote include VAT',
    'remind me is it bin day tomorrow',
  ])('given %p -> a question', (text) => {
    expect(read(text)).toEqual([{ kind: 'question', text }]);
  });

  it('"remind me do the bins" is still a job', () => {
    expect(read('remind me do the bins tomorrow')).toEqual([expect.objectContaining({ kind: 'add_task', title: 'Do the bins' })]);
  });
});

describe('a job wanted and out of reach', () => {
  it('is a choice to think through, not a task', () => {
    expect(read("need to take on an apprentice but can't afford it")).toEqual([expect.objectContaining({ kind: 'dilemma' })]);
  });
});

describe('the task in view, talked about', () => {
  it('"also thursday" asks whether to move it or add it again', () => {
    expect(read('also thursday', inView('Lesson with Ola', '2026-11-12T16:00:00.000Z'))).toEqual([
      expect.objectContaining({ kind: 'unclear' }),
    ]);
  });

  it('a deadline said in passing asks when, and adds nothing', () => {
    expect(read('need to do this before the 3pm call', inView('Send the Amos quote'))).toEqual([
      expect.objectContaining({ kind: 'unclear' }),
    ]);
  });

  it.each([
    ['and add "take the fob" to it', 'Meet the landlord', 'Meet the landlord – take the fob'],
    ['add and invoice to the title', 'Send the Amos gallery', 'Send the Amos gallery and invoice'],
  ])('given %p -> words put on the end of its name', (text, title, renamed) => {
    expect(read(text, inView(title))).toEqual([{ kind: 'rename', task: { by: 'context' }, title: renamed }]);
  });

  it('"not tomorrow, the day after" is the day after tomorrow', () => {
    expect(read('not tomorrow, the day after', inView('Service the Polo', '2026-11-12T08:30:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-13', time: null },
    ]);
  });
});

describe('an item of the list given an hour', () => {
  it.each(["i'll do 2 at 5", '2 at 5'])('given %p -> that item moved to the hour', (text) => {
    expect(read(text, listOf('Send the Amos invoice', 'Pay the merchant'))).toEqual([
      { kind: 'reschedule', task: { by: 'number', number: 2 }, date: null, time: '17:00' },
    ]);
  });
});

describe('news of a client', () => {
  it('"the Okoros signed!!" ticks nothing', () => {
    expect(read('the Okoros signed!!', listOf('Send the Okoros their contract', 'Ring Jo'))).not.toEqual([
      expect.objectContaining({ kind: 'complete' }),
    ]);
  });
});

describe('a name put right, said "its called …"', () => {
  it('the name after "called" is the right one', () => {
    expect(read('its called Hewes gallery not Hughs', inView('Send the Hughs gallery'))).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Send the Hewes gallery' },
    ]);
  });
});

describe('two jobs said with one verb, or after a tick', () => {
  it('"call the Okoros at 9 and the Amos family at 2 tmrw" -> two calls at their own hours', () => {
    expect(
      read('call the Okoros at 9 and the Amoses at 2 tmrw').map((intent) => intent.kind === 'add_task' && [intent.title, intent.due]),
    ).toEqual([
      ['Call the Okoros', '2026-11-12T09:00:00.000Z'],
      ['Call the Amoses', '2026-11-12T14:00:00.000Z'],
    ]);
  });

  it('the day said with the first hour is the second one’s too', () => {
    expect(read('service the Polo fri 8.30 then the Clio at 11').map((intent) => intent.kind === 'add_task' && intent.due)).toEqual([
      '2026-11-13T08:30:00.000Z',
      '2026-11-13T11:00:00.000Z',
    ]);
  });

  it('"done, remind me to …" said to a reminder ticks it and adds the new job', () => {
    const reminded = reminderOf('Send the Amos invoice');
    for (const text of ['done, remind me to chase payment friday', 'done. can you remind me to chase payment friday'])
      expect(read(text, reminded)).toEqual([
        { kind: 'complete', task: { by: 'context' } },
        { kind: 'add_task', title: 'Chase payment', due: '2026-11-13T12:00:00.000Z', important: false, repeat: null },
      ]);
  });
});

describe('one verb for a round of names, each at its hour', () => {
  it('"walk Biscuit tmrw 7am, then Luna at 9 and Max at 11" -> three walks tomorrow', () => {
    expect(
      read('walk Pip tmrw 7am, then Dot at 9 and Ned at 11').map((intent) => intent.kind === 'add_task' && [intent.title, intent.due]),
    ).toEqual([
      ['Walk Pip', '2026-11-12T07:00:00.000Z'],
      ['Walk Dot', '2026-11-12T09:00:00.000Z'],
      ['Walk Ned', '2026-11-12T11:00:00.000Z'],
    ]);
  });

  it('a job said while daily waits for the options of a choice is the job', () => {
    const optionsAsked: ConversationState = { pending: { about: 'dilemma_options', question: 'hire someone' }, current: null, listed: [] };
    expect(read('deep clean the oven fri', optionsAsked)).toEqual([
      expect.objectContaining({ kind: 'add_task', title: 'Deep clean the oven' }),
    ]);
  });

  it('a decision keeps no "decided" after its comma', () => {
    expect(read('dropping the sunday classes from jan, decided')).toEqual([
      { kind: 'decision', text: 'Dropping the sunday classes from jan' },
    ]);
  });
});

describe('a fact to remember', () => {
  it('is a note in the journal', () => {
    expect(read('need to remember the groom hates speeches lol')).toEqual([{ kind: 'journal_note', text: 'The groom hates speeches' }]);
  });

  it('a thing to remember to do is still a job', () => {
    expect(read('i need to remember my keys tomorrow')).toEqual([expect.objectContaining({ kind: 'add_task', title: 'Remember my keys' })]);
  });
});
