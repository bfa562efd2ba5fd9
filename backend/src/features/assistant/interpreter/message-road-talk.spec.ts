import type { ConversationState } from './intent';
import { kindsAt, readAt as read } from './testing/read-at';

/**
 * Talk from the road that changes nothing it should not: waits told in reply to a reminder, slips owned,
 * names set right by how they are spelt, jobs told done in the past, ways of going weighed. Wordings are our own.
 */

const reminder = (task: string): ConversationState => ({
  pending: { about: 'follow_up', task },
  current: { title: task, due: '2026-11-11T14:00:00.000Z' },
  listed: [],
});
const inView = (title: string, due: string | null = null): ConversationState => ({ pending: null, current: { title, due }, listed: [] });

describe('someone not to be had till a moment, told in reply to a reminder', () => {
  it.each([
    ['the landlord doesnt answer til 11', '2026-11-12T11:00:00.000Z'],
    ["depot won't pick up until 4", '2026-11-11T16:00:00.000Z'],
  ])('given %p -> put off till then', (text, until) => {
    expect(read(text, reminder('Ring the depot about the pallet'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until, minutes: null },
    ]);
  });
});

describe('a slip owned beside a correction', () => {
  it('moves the task and adds no job called after the slip', () => {
    expect(read('its 9:05 not 9:50, misheard him', inView('Pick up Mrs Adeyemi', '2026-11-18T09:50:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '09:05' },
    ]);
  });

  it('a slip alone is no job', () => {
    expect(kindsAt('mistyped the postcode')).not.toContain('add_task');
  });
});

describe('a name set right by how it is spelt', () => {
  it('"with a y" in short hand, of a name that opens the title', () => {
    expect(read('its Kaylee w a y, fix it', inView('Kalees lesson at Hendon'))).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Kaylees lesson at Hendon' },
    ]);
  });

  it('a title opening on a word far from the name is not respelt', () => {
    expect(read('should say Re-wire the shed lights', inView('Shed job'))).not.toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Re-wire job' },
    ]);
  });
});

describe('a job told done, in the past, with the hour it was done', () => {
  it.each(['dropped off the keys at the letting agent at 9', 'collected the tyres from the depot at 7'])('given %p -> no task', (text) => {
    expect(kindsAt(text)).not.toContain('add_task');
  });
});

describe('a tick beside words of the task in view', () => {
  it('ticks that task, not one named by the words', () => {
    expect(read('new tyres on ✅', reminder('Fit the van tyres'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });
});

describe('ways weighed', () => {
  it.each([
    'buy the minibus or lease',
    'go hybrid with the next cab or another petrol',
    'weekends at the airport or switch to school runs',
  ])('given %p -> a dilemma', (text) => {
    expect(kindsAt(text)).toEqual(['dilemma']);
  });

  it.each(['go to the depot or the post office', 'email the dispatcher or call'])('given %p -> one job', (text) => {
    expect(kindsAt(text)).toEqual(['add_task']);
  });
});

describe('thanks and greetings in road talk', () => {
  it.each(['top man, ta', 'sound, cheers bud'])('given %p -> thanks', (text) => {
    expect(read(text)).toEqual([{ kind: 'small_talk', what: 'thanks' }]);
  });

  it('"k done" with nothing in view names no task', () => {
    expect(kindsAt('k done')).toEqual(['unclear']);
  });
});

describe('things weighed, each named whole', () => {
  it.each(['hire a second driver or a part-time dispatcher', 'take the airport contract or the two school runs'])(
    'given %p -> a dilemma',
    (text) => {
      expect(kindsAt(text)).toEqual(['dilemma']);
    },
  );

  it('keeps the names as written in the options', () => {
    expect(read('get the HGV class 1 or the ADR cert next')[0]).toMatchObject({
      kind: 'dilemma',
      options: ['get the HGV class 1', 'get the ADR cert next'],
    });
  });

  it.each(['book the van for next week or the week after', 'buy a card or some flowers for Bea'])('given %p -> no dilemma', (text) => {
    expect(kindsAt(text)).not.toContain('dilemma');
  });
});

describe('why, said beside putting a reminder off', () => {
  it.each(['depot queue is horrendous, give me 40 mins', 'leave it till monday, want to see if the quote comes down'])(
    'given %p -> only the snooze',
    (text) => {
      expect(kindsAt(text, reminder('Drop the returns at the depot'))).toEqual(['snooze']);
    },
  );

  it('a second job beside the snooze is still a job', () => {
    expect(kindsAt('snooze 30 mins, and order more tape', reminder('Drop the returns at the depot'))).toEqual(['snooze', 'add_task']);
  });
});

describe('the day ending, and things told delivered', () => {
  it('"finished my last drop of the day" ticks nothing', () => {
    expect(kindsAt('finally finished my last drop of the day')).not.toContain('complete');
  });

  it('"the Patel boxes are delivered" tells that job done', () => {
    expect(read('the Patel boxes are delivered')).toEqual([{ kind: 'complete', task: { by: 'words', words: 'patel boxes' } }]);
  });
});

describe('traps beside the new readings', () => {
  it('a tick beside another thing of the same kind names that thing, not the task in view', () => {
    expect(read('Khan invoice ✅', inView('Invoice the Okafors'))).not.toEqual([{ kind: 'complete', task: { by: 'context' } }]);
    expect(read('Mr Shah ✅', inView('Call Mrs Shah'))).not.toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });

  it('a name said with no letters told leaves a title opening on a plain word alone', () => {
    expect(read('its Tam, fix it', inView('Team drinks friday'))).not.toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Tam drinks friday' },
    ]);
  });

  it.each(['bring the jack or a trolley to the yard at 9', 'collect the tyres from the depot or the garage at 3'])(
    'fetching either thing, to a place or at a time, is one errand: %p',
    (text) => {
      expect(kindsAt(text)).toEqual(['add_task']);
    },
  );

  it('a thing named by a past form ("packed lunches") is still a job', () => {
    expect(kindsAt('packed lunches for the coach trip at 11')).toEqual(['add_task']);
  });
});

describe('taking something off, said bare', () => {
  it.each(['cancel the depot walkround w Ade', 'get rid of tyre pressure check'])('given %p -> asked, not added', (text) => {
    expect(kindsAt(text)).toEqual(['unclear']);
  });

  it.each(['cancel the van insurance trial on the 27th', 'remind me to cancel the fuel card'])('given %p -> a job', (text) => {
    expect(kindsAt(text)).toEqual(['add_task']);
  });
});

describe('what names no job, and what keeps happening', () => {
  it('"need to sort that" asks what', () => {
    expect(kindsAt('need to sort that')).toEqual(['unclear']);
  });

  it('"keep waking up at 5 worrying about the van" is felt, not a job', () => {
    expect(read('keep waking up at 5 worrying about the van')).toEqual([{ kind: 'small_talk', what: 'feeling' }]);
  });
});

describe('when to be reminded, said beside a new job', () => {
  it('is the new job’s time, not a snooze of another task', () => {
    expect(read('top up the oyster card, remind me at 5pm')).toEqual([
      { kind: 'add_task', title: 'Top up the oyster card', due: '2026-11-11T17:00:00.000Z', important: false, repeat: null },
    ]);
  });
});

describe('a decision, then the rest of it', () => {
  it('keeps the words after it in the decision, not as a job', () => {
    expect(read('no more cash jobs. bank transfer only from jan')).toEqual([
      { kind: 'decision', text: 'No more cash jobs. bank transfer only from jan' },
    ]);
  });
});

describe('asked whether a job was done, told how many were done, and the month a job is for', () => {
  it.each(['have I sent the Okafors their quote?', 'have i renewed the van tax'])('given %p -> a question, nothing ticked', (text) => {
    expect(kindsAt(text)).toEqual(['question']);
  });

  it('"serviced 4 boilers today" adds no job', () => {
    expect(kindsAt('serviced 4 boilers today')).not.toContain('add_task');
  });

  it('"invoice the Patels for november" is due whenever, not on the 1st', () => {
    expect(read('invoice the Patels for november')).toEqual([
      { kind: 'add_task', title: 'Invoice the Patels for november', due: null, important: false, repeat: null },
    ]);
  });
});

describe('one way said with the way not taken', () => {
  it.each(["we'll sell the lambs at market not to the dealer", 'gonna paint the van in jan not feb'])('given %p -> a decision', (text) => {
    expect(kindsAt(text)).toEqual(['decision']);
  });

  it('"i\'ll do the invoices later not now" is no decision', () => {
    expect(kindsAt("i'll do the invoices later not now")).not.toContain('decision');
  });

  it('"bin that one, he sold the van already" takes the task off, ticking nothing', () => {
    expect(read('bin that one, he sold the van already', inView('Value the van for Tom'))).toEqual([
      { kind: 'remove', task: { by: 'context' } },
    ]);
  });
});

describe('a name asked to be set right that the title already holds', () => {
  it('adds no task called after the asking', () => {
    expect(kindsAt('its Kaylee w a y, fix the spelling', inView('Collect Kaylee from the depot'))).toEqual(['unclear']);
  });
});

describe('someone not to be had till a moment, told with no reminder waiting', () => {
  it('adds no task and offers none', () => {
    const read = kindsAt('the Patels dont pick up til noon', inView('Quote for the Patels'));
    expect(read).not.toContain('add_task');
    expect(read).not.toContain('snooze');
  });
});

describe('slips of the thumb in two asks', () => {
  it('"pickup the …" is the verb, and both asks are kept', () => {
    expect(kindsAt('pickup the tyres frm the depot fri 9am and call the yard', undefined)).toEqual(['add_task', 'add_task']);
  });

  it('"mornin" is the morning of the day said', () => {
    expect(read('tmrw mornin ring the garage and text Ade the rota by 3').map((intent) => intent.kind)).toEqual(['add_task', 'add_task']);
  });

  it('"shud I …" weighs a choice', () => {
    expect(kindsAt('shud I take the night shifts or stick to days')).toEqual(['dilemma']);
  });
});
