import { inViewOf, listOf, reminderOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/**
 * Jobs said the way people who run other people's days, or work nights, say them: a day that owns the
 * thing done, nouns done as verbs, repeats on weeknights and hours said bare. Wordings are our own.
 */

const task = (title: string, due: string | null, repeat: unknown = null) => ({ kind: 'add_task', title, due, important: false, repeat });

describe('a day that owns the thing is part of its name', () => {
  it('"print saturday\'s running order by 4 today" is due at 4, named for saturday', () => {
    expect(read("print saturday's running order by 4 today")).toEqual([task("Print saturday's running order", '2026-11-11T16:00:00.000Z')]);
  });

  it('"email next week\'s menu to the school" keeps the week in the title and sets no time', () => {
    expect(read("email next week's menu to the school")).toEqual([task("Email next week's menu to the school", null)]);
  });

  it('"ring the caterer about friday\'s lunch" keeps friday in the title', () => {
    expect(read("ring the caterer about friday's lunch")).toEqual([task("Ring the caterer about friday's lunch", null)]);
  });

  it('"friday\'s the big delivery" still tells of a day and asks for nothing', () => {
    expect(read("friday's the big delivery")).not.toEqual([expect.objectContaining({ kind: 'add_task' })]);
  });
});

describe('a noun done as a verb opens a job', () => {
  it.each([
    ['hoover the van', 'Hoover the van'],
    ['bag the spare flour', 'Bag the spare flour'],
    ['list the denim jackets on depop', 'List the denim jackets on depop'],
  ])('%p', (said, title) => {
    expect(read(said)).toEqual([task(title, null)]);
  });

  it('"crate the glasses, sweep the cellar and mop the bar" is three jobs', () => {
    expect(read('crate the glasses, sweep the cellar and mop the bar').map((intent) => intent.kind)).toEqual([
      'add_task',
      'add_task',
      'add_task',
    ]);
  });

  it('"Send Priya and Tom the new floor plan" stays one job', () => {
    expect(read('Send Priya and Tom the new floor plan')).toEqual([task('Send Priya and Tom the new floor plan', null)]);
  });
});

describe('repeats on weeknights and hours said bare', () => {
  it('"every weekday 8.15 unlock the side gate" is each working day at 8:15', () => {
    expect(read('every weekday 8.15 unlock the side gate')).toEqual([
      task('Unlock the side gate', '2026-11-12T08:15:00.000Z', { every: 'weekday', interval: 1 }),
    ]);
  });

  it('"every thursday 8.45 put the bins out" is each thursday at 8:45', () => {
    expect(read('every thursday 8.45 put the bins out')).toEqual([
      task('Put the bins out', '2026-11-12T08:45:00.000Z', { every: 'week', interval: 1 }),
    ]);
  });

  it('"every weeknight at 10 cash up the till" is each working day at 10 in the evening', () => {
    expect(read('every weeknight at 10 cash up the till')).toEqual([
      task('Cash up the till', '2026-11-11T22:00:00.000Z', { every: 'weekday', interval: 1 }),
    ]);
  });

  it('"weeknights at 11 check the alarm log" repeats the same way', () => {
    expect(read('weeknights at 11 check the alarm log', undefined, 'America/New_York')).toEqual([
      task('Check the alarm log', '2026-11-12T04:00:00.000Z', { every: 'weekday', interval: 1 }),
    ]);
  });
});

describe('a reminder put off until the person is up again', () => {
  it('"on nights til 7am, do it then" puts it off to 7 tomorrow', () => {
    expect(read('on nights til 7am, do it then', reminderOf('Ring the mill'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-12T07:00:00.000Z', minutes: null },
    ]);
  });

  it('"napping. ask me after 6pm" puts it off to 6', () => {
    expect(read('napping. ask me after 6pm', reminderOf('Ring the mill'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-11T18:00:00.000Z', minutes: null },
    ]);
  });

  it('"remind me when we get to Leeds, saturday" puts the reminder off to saturday', () => {
    expect(read('remind me when we get to Leeds, saturday', reminderOf('Confirm the rooms'))).toEqual([
      expect.objectContaining({ kind: 'snooze', task: { by: 'context' }, until: expect.stringMatching(/^2026-11-14/) }),
    ]);
  });

  it('"asleep till 3" with nothing in view adds nothing', () => {
    expect(read('asleep till 3')).toEqual([{ kind: 'unknown' }]);
  });
});

describe('ticks and removals in few words', () => {
  it('"both done" with nothing in view asks which', () => {
    expect(read('both done')).toEqual([expect.objectContaining({ kind: 'unclear' })]);
  });

  it('"done w 2 and 3" ticks both numbers', () => {
    expect(read('done w 2 and 3', listOf('Pay Sam', 'Order lemons', 'Ring the bank'))).toEqual([
      { kind: 'complete', task: { by: 'number', number: 2 } },
      { kind: 'complete', task: { by: 'number', number: 3 } },
    ]);
  });

  it('"done n signed off" ticks the task in view', () => {
    expect(read('done n signed off', inViewOf('Send the rota'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });

  it('"✅ renewed" ticks the task the reminder was about', () => {
    expect(read('✅ renewed', reminderOf('Renew the van insurance'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });

  it('"scrap #3 the client moved it in house" removes the third', () => {
    expect(read('scrap #3 the client moved it in house', listOf('Pay Sam', 'Order lemons', 'Ring the bank'))).toEqual([
      { kind: 'remove', task: { by: 'number', number: 3 } },
    ]);
  });

  it('"take off the lemons one" removes it', () => {
    expect(read('take off the lemons one', listOf('Pay Sam', 'Order lemons', 'Ring the bank'))).toEqual([
      { kind: 'remove', task: { by: 'words', words: 'lemons' } },
    ]);
  });
});

describe('who is to hear it, without what', () => {
  it('"tell Marco" asks what to tell', () => {
    expect(read('tell Marco')).toEqual([expect.objectContaining({ kind: 'unclear' })]);
  });

  it('"remind me to ask Callum friday" is a job as asked', () => {
    expect(read('remind me to ask Callum friday')).toEqual([expect.objectContaining({ kind: 'add_task', title: 'Ask Callum' })]);
  });
});

describe('the evening and the night asked about', () => {
  it.each([
    ["what've i got tonight", { kind: 'list', view: 'today', day: null }],
    ['whats due tonight', { kind: 'list', view: 'today', day: null }],
    ['week view pls', { kind: 'list', view: 'week', day: null }],
    ['show me the week', { kind: 'list', view: 'week', day: null }],
    ['this weeks jobs', { kind: 'list', view: 'week', day: null }],
    ['is there anything overdue I have missed', { kind: 'list', view: 'overdue', day: null }],
  ])('%p', (said, list) => {
    expect(read(said)).toEqual([list]);
  });

  it('"am i free tonight from 9" asks from 9 in the evening to midnight', () => {
    expect(read('am i free tonight from 9')).toEqual([
      { kind: 'free_time', from: '2026-11-11T21:00:00.000Z', to: '2026-11-12T00:00:00.000Z' },
    ]);
  });

  it('"free after 10 tonight?" asks from 10 in the evening to midnight, in New York', () => {
    expect(read('free after 10 tonight?', undefined, 'America/New_York')).toEqual([
      { kind: 'free_time', from: '2026-11-12T03:00:00.000Z', to: '2026-11-12T05:00:00.000Z' },
    ]);
  });

  it('"free saturday night?" asks after the evening', () => {
    expect(read('free saturday night?')).toEqual([{ kind: 'free_time', from: '2026-11-14T17:00:00.000Z', to: '2026-11-14T21:00:00.000Z' }]);
  });
});

describe('the night put in order', () => {
  it.each([
    ['line up my jobs for tonight pls', 'plan_day'],
    ['organise my shift around the two deliveries', 'plan_day'],
    ['give me my evening in order', 'plan_day'],
    ['give me a plan for the rest of tonight', 'plan_day'],
    ['top priority now?', 'focus'],
    ['what should i do when i get in', 'focus'],
    ["what's the one thing that can't wait", 'focus'],
    ['help me figure out what to do first', 'focus'],
  ])('%p', (said, scope) => {
    expect(read(said)).toEqual([{ kind: 'prioritise', scope }]);
  });

  it('"line up the chairs for tonight" stays a job', () => {
    expect(read('line up the chairs for tonight')).toEqual([expect.objectContaining({ kind: 'add_task', title: 'Line up the chairs' })]);
  });
});

describe('hours said one after another run forward', () => {
  const dues = (said: string) => read(said).map((intent) => (intent.kind === 'add_task' ? intent.due : intent.kind));

  it('"tomorrow at 7 prove the dough, then at 11 ring the mill" puts the 7 in the morning', () => {
    expect(dues('tomorrow at 7 prove the dough, then at 11 ring the mill')).toEqual([
      '2026-11-12T07:00:00.000Z',
      '2026-11-12T11:00:00.000Z',
    ]);
  });

  it('"friday: 6 load the van, 9 set up the stall" is a morning schedule', () => {
    expect(dues('friday: 6 load the van, 9 set up the stall')).toEqual(['2026-11-13T06:00:00.000Z', '2026-11-13T09:00:00.000Z']);
  });

  it('"tomorrow at 5 pick up the PA, then at 10 strike the stage" keeps the evening after it', () => {
    expect(dues('tomorrow at 5 pick up the PA, then at 10 strike the stage')).toEqual([
      '2026-11-12T17:00:00.000Z',
      '2026-11-12T22:00:00.000Z',
    ]);
  });

  it('"tomorrow at 10 call Dana and at 6 send the gallery" is left as said', () => {
    expect(dues('tomorrow at 10 call Dana and at 6 send the gallery')).toEqual(['2026-11-12T10:00:00.000Z', '2026-11-12T18:00:00.000Z']);
  });
});

describe('a finish told in few words of the task in view', () => {
  it('"he signed it off" ticks the chase that was due', () => {
    expect(read('he signed it off', reminderOf('Chase Mr Bell for sign off'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });

  it('"the deposit has been paid" ticks paying it', () => {
    expect(read('the deposit has been paid', inViewOf('Pay the venue deposit'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });

  it('"✅✅" ticks the task the reminder was about', () => {
    expect(read('✅✅', reminderOf('Order the kegs'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });

  it('"sent #3" ticks the third item', () => {
    expect(read('sent #3', listOf('Pay Sam', 'Order lemons', 'Send the rota'))).toEqual([
      { kind: 'complete', task: { by: 'number', number: 3 } },
    ]);
  });
});

describe('a decision asked back in other words', () => {
  it.each([
    ['which supplier did we go with for the kegs', 'supplier for kegs'],
    ['what day did I pick for payroll', 'payroll'],
    ['did we pick Xero or Sage in the end', 'xero'],
    ['did i say no to the Friday market?', 'friday market'],
    ['why am i dropping the wholesale orders', 'dropping the wholesale orders'],
    ['what was the decision about late opening', 'late opening'],
    ['look up my pricing decision', 'pricing'],
    ['the rota & the cover, what did I say', 'rota & the cover'],
  ])('%p', (said, words) => {
    expect(read(said)).toEqual([{ kind: 'recall_decision', words }]);
  });

  it.each(['why am i doing this to myself', 'did i say thanks', "did i say i'd call her back"])('%p is no decision asked back', (said) => {
    expect(read(said)).not.toEqual([expect.objectContaining({ kind: 'recall_decision' })]);
  });
});

describe('found by a review with fresh eyes', () => {
  it('"both done" with three shown asks which two', () => {
    expect(read('both done', listOf('Pay Sam', 'Order lemons', 'Ring the bank'))).toEqual([expect.objectContaining({ kind: 'unclear' })]);
  });

  it('"both done" with two shown ticks both', () => {
    expect(read('both done', listOf('Pay Sam', 'Order lemons'))).toEqual([
      { kind: 'complete', task: { by: 'number', number: 1 } },
      { kind: 'complete', task: { by: 'number', number: 2 } },
    ]);
  });

  it('"napping til 5" to a reminder puts it off to 5', () => {
    expect(read('napping til 5', reminderOf('Ring the mill'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-11T17:00:00.000Z', minutes: null },
    ]);
  });

  it('"Steam the coats" opens a job whatever its capital', () => {
    expect(read('Steam the coats')).toEqual([task('Steam the coats', null)]);
  });

  it('"why am i getting this" is no decision asked back', () => {
    expect(read('why am i getting this', reminderOf('Pay the cleaner'))).not.toEqual([
      expect.objectContaining({ kind: 'recall_decision' }),
    ]);
  });
});

describe('news beside a task in view that is no finish', () => {
  it('"spoke to them, coming tuesday" to a reminder ticks it, not puts it off', () => {
    expect(read('spoke to them, coming tuesday', reminderOf('Ring the boiler man'))).toEqual([
      { kind: 'complete', task: { by: 'context' } },
    ]);
  });

  it('"Mo moved the fitting to 10:30 so open up at 10" ticks nothing', () => {
    expect(read('Mo moved the fitting to 10:30 so open up at 10', inViewOf("Open up for Mo's fitting"))).not.toEqual([
      expect.objectContaining({ kind: 'complete' }),
    ]);
  });

  it('"pick up 5:45" asks what is to be picked up', () => {
    expect(read('pick up 5:45')).toEqual([expect.objectContaining({ kind: 'unclear', question: 'Who or what is it about?' })]);
  });
});

describe('a decision kept without its label', () => {
  it('"ok decided: no more weekday weddings from march" keeps the choice alone', () => {
    expect(read('ok decided: no more weekday weddings from march')).toEqual([
      { kind: 'decision', text: 'No more weekday weddings from march' },
    ]);
  });
});
