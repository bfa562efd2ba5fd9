import type { ConversationState, Intent, InterpretContext } from './intent';
import { RulesInterpreter } from './rules-interpreter';

/**
 * Words that look like a job but are more than one: a choice, a second clause, a job only pointed
 * at, someone speaking inside it, a thing said of someone. None becomes a task without a yes.
 */
const NOW = new Date('2026-11-11T15:00:00Z');
const NOTHING: ConversationState = { pending: null, current: null, listed: [] };
const DUE_AT_FOUR: ConversationState = { ...NOTHING, current: { title: 'Call the bank', due: '2026-11-11T16:00:00.000Z' } };
const LIST: ConversationState = { ...NOTHING, listed: ['Order flour', 'Call the landlord', 'Fix the till'] };
const read = (text: string, conversation = NOTHING): Intent[] => {
  const context: InterpretContext = { now: NOW, timeZone: 'Europe/London', conversation };
  return new RulesInterpreter().read(text, context);
};
const kinds = (text: string, conversation = NOTHING) => read(text, conversation).map((intent) => intent.kind);

describe('words that are more than a job', () => {
  it('given two ways to go and a doubt about them -> weighed as a choice', () => {
    expect(kinds('renew the lease or move to the unit on Kings Rd, cannot decide')).toEqual(['dilemma']);
  });

  it.each([
    'need to sort the spare room, what even goes in there',
    'do the usual',
    'set up that thing Priya suggested',
    'chase the deposit, she said she paid it',
  ])('given %s -> asked about, nothing added', (text) => {
    expect(kinds(text)).not.toContain('add_task');
    expect(kinds(text)).toEqual(['unclear']);
  });

  it.each(['remind me to call Jo or Sam about the van', 'add task: quote for the Hills, kitchen and utility'])(
    'given an explicit ask with a choice or a comma in it (%s) -> added as asked',
    (text) => {
      expect(kinds(text)).toEqual(['add_task']);
    },
  );
});

describe('things said of someone, with a date', () => {
  it.each([
    'dad retires on the 30th',
    'the bakery next door opens saturday',
    'unit 4 tenant leaves 15/12',
    'the twins finish school on friday',
    'rehearsals begin next week',
  ])('given %s -> nothing changes', (text) => {
    expect(kinds(text)).not.toContain('add_task');
  });

  it.each(['van needs new tyres tuesday', 'dentist friday 3pm'])('given a job named by its thing (%s) -> still a task', (text) => {
    expect(kinds(text)).toEqual(['add_task']);
  });
});

describe('a task pointed at and given a new name', () => {
  it('given "change the X one to Y" -> a rename of the X task', () => {
    expect(read('change the florist one to florist and cake for the Ahmeds')).toEqual([
      { kind: 'rename', task: { by: 'words', words: 'florist' }, title: 'Florist and cake for the Ahmeds' },
    ]);
  });

  it('given "change the X one to" a time -> a new time, not a name', () => {
    expect(kinds('change the florist one to 11am')).toEqual(['reschedule']);
  });
});

describe('snoozes said loosely', () => {
  it.each(['hit snooze, half hour', 'snooze for a half hour', 'snooze half hour pls'])('given %s -> thirty minutes later', (text) => {
    expect(read(text, DUE_AT_FOUR)).toEqual([{ kind: 'snooze', task: { by: 'context' }, until: null, minutes: 30 }]);
  });

  it('given a snooze of "the stuff" -> which task is asked', () => {
    expect(kinds('remind me later about that stuff')).toEqual(['unclear']);
  });
});

describe('removal by number written "no."', () => {
  it('given "get rid of no. 2" after a list -> the second item is removed', () => {
    expect(read('get rid of no. 2 pls', LIST)).toEqual([{ kind: 'remove', task: { by: 'number', number: 2 } }]);
  });
});

describe('news of others, courtesies and a choice said in passing', () => {
  it.each(['Priya from accounts flies back monday', 'the pop-up stall moves to the high street next month', 'grandad turns 90 on the 2nd'])(
    'given someone coming, going or turning an age (%s) -> nothing changes',
    (text) => {
      expect(kinds(text)).not.toContain('add_task');
    },
  );

  it('given a choice said with "done deciding" -> a decision, not a completion', () => {
    expect(kinds('the van is the white one, done deciding')).toEqual(['decision']);
    expect(kinds('we keep the Saturday slot, that is settled')).toEqual(['decision']);
  });

  it.each([
    ['evening x', 'greeting'],
    ['hi its Tom from the garage', 'greeting'],
    ['thanks for arranging that', 'thanks'],
    ['cheers very much xx', 'thanks'],
  ])('given %s -> %s, nothing changes', (text, what) => {
    expect(read(text)).toEqual([{ kind: 'small_talk', what }]);
  });

  it('given a request taken back by a doubt after it -> asked about', () => {
    expect(kinds('can you remind me about the florist... or not, idk')).toEqual(['unclear']);
  });

  it('given "do it" with a new time -> the task talked about is moved', () => {
    expect(read('rain all day, do it thursday at 9 instead', DUE_AT_FOUR)).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-12', time: '09:00' },
    ]);
  });

  it('given two courses of action, each more than a verb and its object -> a choice to weigh', () => {
    expect(kinds('hire a junior designer or keep doing the artwork myself')).toEqual(['dilemma']);
    expect(kinds('call Tom or email Sarah')).toEqual(['add_task']);
  });

  it('given how someone wants their life to be -> a feeling, not a task', () => {
    expect(kinds('i need to sort my head out lol')).toEqual(['small_talk']);
  });
});

describe('snoozes with the reason said after them', () => {
  it.each([
    ['snooze 30 mins pls im on a roof', 30],
    ['snooze for 20 minutes driver running late', 20],
    ['snooze ninety minutes', 90],
    ['knock it back an hour and a half', 90],
  ])('given %s -> the task in view, by %i minutes', (text, minutes) => {
    expect(read(text, DUE_AT_FOUR)).toEqual([{ kind: 'snooze', task: { by: 'context' }, until: null, minutes }]);
  });
});

describe('a time with only a name or a thing', () => {
  it.each(['Marguerite 4pm', 'the Okafor thing thursday at 2', 'something about the insurance tomorrow'])(
    'given %s -> offered, not made',
    (text) => {
      const [intent] = read(text);
      expect(intent.kind).toBe('unclear');
      expect(intent.kind === 'unclear' && intent.offer?.length).toBe(1);
    },
  );

  it('given a job done for someone named by a pronoun -> the task in view is done', () => {
    expect(read('rang them ✅', DUE_AT_FOUR)).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });
});

describe('replies that lean on the list or the task in view', () => {
  const THREE: ConversationState = { ...DUE_AT_FOUR, listed: ['Order flour', 'Call the landlord', 'Fix the till'] };

  it.each<[string, Intent]>([
    [
      'call the second one landlord about the boiler',
      { kind: 'rename', task: { by: 'number', number: 2 }, title: 'Landlord about the boiler' },
    ],
    ['change 3 to fix the till drawer', { kind: 'rename', task: { by: 'number', number: 3 }, title: 'Fix the till drawer' }],
    ['knock that off my list', { kind: 'remove', task: { by: 'context' } }],
    ['delete the last one i added', { kind: 'remove', task: { by: 'context' } }],
    ['leave it a couple of hours', { kind: 'snooze', task: { by: 'context' }, until: null, minutes: 120 }],
    ['nah do it monday', { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-16', time: null }],
    ['show me everything for tomorrow', { kind: 'list', view: 'tomorrow', day: null }],
  ])('given %s -> %j', (text, intent) => {
    expect(read(text, THREE)).toEqual([intent]);
  });

  it('given "done" then a remark after a comma -> no task named by the remark', () => {
    expect(read('done, shutting the laptop now')).not.toContainEqual(
      expect.objectContaining({ task: { by: 'words', words: expect.any(String) } }),
    );
  });
});

describe('statements and settled offers', () => {
  it.each(['its my birthday on saturday', 'rent day for the flats is the 1st', 'bye for now', 'cheerio'])(
    'given %s -> nothing changes',
    (text) => {
      expect(kinds(text)).not.toContain('add_task');
    },
  );

  it.each(["ok I'll take the Bristol job", "we're turning down the hotel contract", 'no more weekend call outs, decided last night'])(
    'given %s -> a decision',
    (text) => {
      expect(kinds(text)).toEqual(['decision']);
    },
  );

  it('given a job that checks a thing is so -> still a task', () => {
    expect(kinds('check the van is booked for friday')).toEqual(['add_task']);
  });
});

describe('what others will do, bookings cancelled, and replies around a time', () => {
  it.each(['Marco will drop the keys round tonight', "the accountant's going to file it friday"])('given %s -> nothing changes', (text) => {
    expect(kinds(text)).not.toContain('add_task');
  });

  it('given a booking cancelled that may be on the list -> asked which is meant', () => {
    expect(read('cancel the thursday physio session')).toEqual([
      expect.objectContaining({ kind: 'unclear', question: 'Should I take that off your list, or add it as a task to do?' }),
    ]);
    expect(kinds('cancel the gym membership')).toEqual(['add_task']);
  });

  it('given a rate changed from a month on, told with "-ing" -> a course taken, never a task', () => {
    expect(kinds('dropping my day rate to 300 in march')).toEqual(['decision']);
  });

  it.each<[string, Intent]>([
    ['bring it forward to 10', { kind: 'reschedule', task: { by: 'context' }, date: null, time: '10:00' }],
    ['earlier pls, 9:15', { kind: 'reschedule', task: { by: 'context' }, date: null, time: '09:15' }],
    ['sorry typo 11:30', { kind: 'reschedule', task: { by: 'context' }, date: null, time: '11:30' }],
    ['later pls, say two hours', { kind: 'snooze', task: { by: 'context' }, until: null, minutes: 120 }],
    ['finished it twenty minutes ago', { kind: 'complete', task: { by: 'context' } }],
    ['take that one off', { kind: 'remove', task: { by: 'context' } }],
    [
      'change the boiler job title to boiler service for Mrs Hale',
      { kind: 'rename', task: { by: 'words', words: 'boiler' }, title: 'Boiler service for Mrs Hale' },
    ],
    ['remind me of the van lease decision', { kind: 'recall_decision', words: 'van lease' }],
  ])('given %s -> %j', (text, intent) => {
    expect(read(text, DUE_AT_FOUR)).toEqual([intent]);
  });
});

describe('short reports and let-gos about the task in view', () => {
  it.each(['emailed her', 'posted them this morning', 'booked it 👍', "that's sorted now"])(
    'given %s with a task in view -> it is done',
    (text) => {
      expect(read(text, DUE_AT_FOUR)).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
    },
  );

  it('given the same report with nothing in view -> nothing is done', () => {
    expect(kinds('emailed her')).not.toContain('complete');
  });

  it.each(["never mind, don't need it", 'no need for that now', 'client cancelled so take it off'])(
    'given %s with a task in view -> it is removed',
    (text) => {
      expect(read(text, DUE_AT_FOUR)).toEqual([{ kind: 'remove', task: { by: 'context' } }]);
    },
  );

  it.each([
    ['thanks for the heads up', 'thanks'],
    ['really grateful for the reminder', 'thanks'],
  ])('given %s -> %s', (text, what) => {
    expect(read(text)).toEqual([{ kind: 'small_talk', what }]);
  });

  it.each([
    "we're closing on boxing day, final",
    'the new rate is £45 an hour, locked in',
    'help me pick: hire a driver or buy a second van',
  ])('given %s -> a decision or a choice, never a task', (text) => {
    expect(kinds(text)).not.toContain('add_task');
    expect(kinds(text)).not.toContain('prioritise');
  });
});

describe('names, hires and someone coming round', () => {
  it('given "call that one" and words -> the task in view is renamed, quoted or not', () => {
    expect(read('call that one chase the Ellis deposit', DUE_AT_FOUR)).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Chase the Ellis deposit' },
    ]);
    expect(read("typo in his name, call it 'ring Padraig'", DUE_AT_FOUR)).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Ring Padraig' },
    ]);
  });

  it('given a person taken on -> a decision', () => {
    expect(kinds("I'm going to hire Tomasz part time")).toEqual(['decision']);
  });

  it('given someone who comes to do a job, or a thing pointed at with "the", with a time -> offered', () => {
    expect(kinds('the plasterer monday at 8')).toEqual(['unclear']);
    expect(kinds('the printer friday')).toEqual(['unclear']);
    expect(kinds('printer ink friday')).toEqual(['add_task']);
  });

  it('given "Ill" for "I\'ll" before a verb -> read as said; "ill" alone stays a word', () => {
    expect(read('Ill ring the garage tomorrow')[0]).toMatchObject({ kind: 'add_task', title: 'Ring the garage' });
    expect(kinds('feeling ill today')).not.toContain('add_task');
  });
});

describe('a slip owned before an ask, and "do it" with a day', () => {
  it('given "my bad, " before a job -> the job alone', () => {
    expect(read('my bad, ring Jo thursday')[0]).toMatchObject({ kind: 'add_task', title: 'Ring Jo' });
  });

  it('given "do it" and a day with a task in view -> the task moves to that day', () => {
    expect(read('do it monday', DUE_AT_FOUR)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date: '2026-11-16', time: null }]);
    expect(kinds('do it work?')).toEqual(['question']);
  });
});
