import type { ConversationState } from './intent';
import { inViewOf, listOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/**
 * Work shorthand, the list and free time asked in few words, decisions asked back in other words,
 * and news that asks for nothing. Wordings are our own.
 */

describe('the list asked in few words', () => {
  it.each([
    ['my day?', { kind: 'list', view: 'today', day: null }],
    ['anything fri?', { kind: 'list', view: 'day', day: '2026-11-13' }],
    ['sched for mon', { kind: 'list', view: 'day', day: '2026-11-16' }],
    ['wk ahead please', { kind: 'list', view: 'week', day: null }],
    ['the 24th, what have I got', { kind: 'list', view: 'day', day: '2026-11-24' }],
    ['could you list my appointments for Thursday', { kind: 'list', view: 'day', day: '2026-11-12' }],
    ['have we let anything slip', { kind: 'list', view: 'overdue', day: null }],
    ["anything I've let slip", { kind: 'list', view: 'overdue', day: null }],
  ])('%p', (said, list) => {
    expect(read(said)).toEqual([list]);
  });
});

describe('free time asked by what it is for', () => {
  it('"free for drinks w Sol fri" asks after Friday', () => {
    expect(read('free for drinks w Sol fri')).toEqual([
      expect.objectContaining({ kind: 'free_time', from: expect.stringMatching(/^2026-11-13/) }),
    ]);
  });

  it('"is 3/12 free? maybe a site visit" asks after that day', () => {
    expect(read('is 3/12 free? maybe a site visit')).toEqual([
      expect.objectContaining({ kind: 'free_time', from: expect.stringMatching(/^2026-12-03/) }),
    ]);
  });

  it('"tomorrow morning free?" asks after the morning', () => {
    expect(read('tomorrow morning free?')).toEqual([
      expect.objectContaining({ kind: 'free_time', from: expect.stringMatching(/^2026-11-12/) }),
    ]);
  });
});

describe('a decision asked back in other words', () => {
  it.each([
    ['what was our policy on late cancellations', 'late cancellations'],
    ['remind me what we resolved about the van', 'van'],
    ['where did we decide to hold the party?', 'party'],
    ['what supplier did we go with', 'supplier'],
    ['Xero or Sage, which one did I pick?', 'xero'],
  ])('%p looks up %p', (said, words) => {
    expect(read(said)).toEqual([{ kind: 'recall_decision', words }]);
  });
});

describe('news and vague jobs', () => {
  it('a count kept since a day gone by adds nothing', () => {
    expect(read('48 new followers since friday').map((intent) => intent.kind)).not.toContain('add_task');
  });

  it('"sort the thing before the inspection" asks what the thing is', () => {
    expect(read('sort the thing before the inspection')).toEqual([expect.objectContaining({ kind: 'unclear' })]);
  });

  it('"snooze 30 mins, in with a patient" snoozes the task in view, not one named "a patient"', () => {
    expect(read('snooze 30 mins, in with a patient', inViewOf('Call the lab'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: null, minutes: 30 },
    ]);
  });

  it('"slip it to thurs" moves the task in view', () => {
    expect(read('slip it to thurs', inViewOf('Send the brief'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-12', time: null },
    ]);
  });

  it('"take the newsletter off my list for good" removes it', () => {
    expect(read('take the newsletter off my list for good')).toEqual([{ kind: 'remove', task: { by: 'words', words: 'newsletter' } }]);
  });
});

describe('hellos, thanks and goodbyes in more words', () => {
  it.each([
    ['happy friday!', 'greeting'],
    ['hi daily, you around?', 'greeting'],
    ['Good afternoon. Priya here.', 'greeting'],
    ['hiya, me from earlier lol', 'greeting'],
    ['clutch, thank you', 'thanks'],
    ['gracias hermana', 'thanks'],
    ['wow it actually worked, thanks', 'thanks'],
    ['ok gotta drive, speak later', 'goodbye'],
    ['logging off for real this time', 'goodbye'],
  ])('%p is a %p', (said, what) => {
    expect(read(said)).toEqual([{ kind: 'small_talk', what }]);
  });

  it('"hey, Jo here, need to order more tape" greets and asks for the job', () => {
    expect(read('hey, Jo here, need to order more tape')).toEqual([
      { kind: 'add_task', title: 'Order more tape', due: null, important: false, repeat: null },
    ]);
  });
});

describe('two courses weighed without a question mark', () => {
  it.each([
    'instagram or google ads for the black friday push',
    'put the rent up for the old tenants or freeze it',
    'hand-build our own booking page or keep paying for Calendly',
    'a second van on the road or keep it lean',
    'take the Harwood job at their price or walk away',
    'the ISO audit now or after the next round',
  ])('%p is a choice to think through', (said) => {
    expect(read(said)).toEqual([expect.objectContaining({ kind: 'dilemma' })]);
  });

  it('"gift cards or not? people keep asking" is a choice', () => {
    expect(read('gift cards or not? people keep asking')).toEqual([expect.objectContaining({ kind: 'dilemma' })]);
  });

  it.each(['email or ring the landlord tomorrow', 'pick up milk or bread'])('%p stays a job', (said) => {
    expect(read(said).map((intent) => intent.kind)).toEqual(['add_task']);
  });
});

describe('a tick with a word on how it went', () => {
  it.each([
    ['gas check done, passed', 'gas check'],
    ['deposit refund done, Priya sorted it', 'deposit refund'],
    ['VAT return done, finally', 'VAT return'],
  ])('%p ticks %p', (said, words) => {
    expect(read(said)).toEqual([{ kind: 'complete', task: { by: 'words', words } }]);
  });

  it('"Number 3 has been done." ticks the third of the list', () => {
    expect(read('Number 3 has been done.', listOf('Order labels', 'Email the printer', 'Book the van'))).toEqual([
      { kind: 'complete', task: { by: 'number', number: 3 } },
    ]);
  });

  it.each(['no way the rota gets done, what can wait', 'vat return done, not the invoice'])('%p is no plain tick', (said) => {
    expect(read(said)).not.toEqual([expect.objectContaining({ kind: 'complete' })]);
  });
});

describe('shorthand around a job', () => {
  it('"EOD" after a job is when it is due, not a second job', () => {
    expect(read('send Dana the board deck update EOD pls')).toEqual([
      { kind: 'add_task', title: 'Send Dana the board deck update', due: '2026-11-11T17:00:00.000Z', important: false, repeat: null },
    ]);
  });

  it('"every morning 8 check the orders inbox" repeats at 8', () => {
    expect(read('every morning 8 check the orders inbox')).toEqual([
      {
        kind: 'add_task',
        title: 'Check the orders inbox',
        due: '2026-11-12T08:00:00.000Z',
        important: false,
        repeat: { every: 'day', interval: 1 },
      },
    ]);
  });
});

describe('what a title leaves out', () => {
  it.each([
    ['ok so ring the glazier and uh order sealant and yeah thats it', ['Ring the glazier', 'Order sealant']],
    ['gotta book the MOT, text Kim back and y’know pay the water bill', ['Book the MOT', 'Text Kim back', 'Pay the water bill']],
    ['remind me to pay the unit rent friday latest', ['Pay the unit rent']],
    ['bin collection 7am tomorrow pls remind me', ['Bin collection']],
    ['wee reminder to renew the van tax', ['Renew the van tax']],
    ['make me remember call the insurer tomorrow', ['Call the insurer']],
    ['Could you remind me tomorrow to email the surgery about the rota? Many thanks', ['Email the surgery about the rota']],
  ])('%p', (said, titles) => {
    expect(read(said).map((intent) => (intent.kind === 'add_task' ? intent.title : intent.kind))).toEqual(titles);
  });
});

describe('said, not asked', () => {
  it.each(['the hourly rate goes to £55 in January', "Tomasz's covering friday", 'pallet from Rotterdam arrive 11/24'])(
    '%p adds nothing',
    (said) => {
      expect(read(said).map((intent) => intent.kind)).not.toContain('add_task');
    },
  );

  it('"Something for the Hendersons. I\'ll remember later." asks what it is', () => {
    expect(read("Something for the Hendersons. I'll remember later.")).toEqual([expect.objectContaining({ kind: 'unclear' })]);
  });

  it('"go raibh maith agat" thanks', () => {
    expect(read('go raibh maith agat')).toEqual([{ kind: 'small_talk', what: 'thanks' }]);
  });

  it('"That should read the 9th of December" of a task in view moves it, and renames nothing', () => {
    expect(read('That should read the 9th of December, sorry.', inViewOf('Send the Okafors their invoice'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-12-09', time: null },
    ]);
  });
});

describe('repeats said with "a" day, a first date, or wrapped in courtesy', () => {
  it('"every 2 weeks on a thursday water the office plants" repeats fortnightly from Thursday', () => {
    expect(read('every 2 weeks on a thursday water the office plants')).toEqual([
      {
        kind: 'add_task',
        title: 'Water the office plants',
        due: '2026-11-12T12:00:00.000Z',
        important: false,
        repeat: { every: 'week', interval: 2 },
      },
    ]);
  });

  it.each([
    ['trim the hedges every 4 weeks starting the 25th', '2026-11-25'],
    ['service the boiler every 8 weeks, next one is on the 19th', '2026-11-19'],
    ['every 3 weeks on a friday deep clean the fryers, next one is on the 27th', '2026-11-27'],
    ['every 4 weeks on a monday pay the unit rent, next one is monday the 23rd', '2026-11-23'],
  ])('%p starts on the date said', (said, day) => {
    expect(read(said)).toEqual([expect.objectContaining({ kind: 'add_task', due: expect.stringMatching(new RegExp(`^${day}`)) })]);
  });

  it('"if you could remind me at 4 to lock the shed that\'d be great" is the job at 4', () => {
    expect(read("if you could remind me at 4 to lock the shed that'd be great")).toEqual([
      { kind: 'add_task', title: 'Lock the shed', due: '2026-11-11T16:00:00.000Z', important: false, repeat: null },
    ]);
  });
});

describe('a holiday or a day, its part, then a bare hour', () => {
  it('"christmas eve remind me to cash up early" is a job on the 24th', () => {
    expect(read('christmas eve remind me to cash up early')).toEqual([
      expect.objectContaining({ kind: 'add_task', due: expect.stringMatching(/^2026-12-24/) }),
    ]);
  });

  it.each([
    ['tuesday evening 6 hoover the salon', 'Hoover the salon', '2026-11-17T18:00:00.000Z'],
    ['boxing day morning 8 clean the shutters', 'Clean the shutters', '2026-12-26T08:00:00.000Z'],
  ])('%p', (said, title, due) => {
    expect(read(said)).toEqual([{ kind: 'add_task', title, due, important: false, repeat: null }]);
  });
});

describe('a deed told with no one named', () => {
  it.each([
    ['paid Kwame', 'Kwame'],
    ['shipped the Leeds wholesale order', 'Leeds wholesale order'],
    ['uploaded the VAT evidence to the portal', 'VAT evidence to the portal'],
  ])('%p ticks what it names', (said, words) => {
    expect(read(said)).toEqual([{ kind: 'complete', task: { by: 'words', words } }]);
  });

  it.each(['we shipped the demo!!', 'just finished the Patel lesson, he nailed it', 'finished! looks brand new'])(
    '%p ticks nothing by those words',
    (said) => {
      expect(read(said)).not.toContainEqual(expect.objectContaining({ kind: 'complete', task: expect.objectContaining({ by: 'words' }) }));
    },
  );
});

describe('prices of one\'s own set, and "latest"', () => {
  it.each(['from next month prices go up 8%', 'our day rate goes to £420 in January'])('%p is a decision', (said) => {
    expect(read(said)).toEqual([expect.objectContaining({ kind: 'decision' })]);
  });

  it('"flour prices go up next month - stock up before" is no decision', () => {
    expect(read('flour prices go up next month - stock up before').map((intent) => intent.kind)).not.toContain('decision');
  });

  it.each([
    ['send the Barnes quote by friday at the very latest', 'Send the Barnes quote'],
    ['ring the council tomorrow for the latest', 'Ring the council for the latest'],
  ])('%p keeps %p', (said, title) => {
    expect(read(said)).toEqual([expect.objectContaining({ kind: 'add_task', title })]);
  });
});

describe('a task let go of, with why', () => {
  it.each([
    ['cancel the Thursday tastings, contract ended', 'thursday tastings'],
    ['kill the Ashford viewing, they withdrew', 'ashford viewing'],
    ['get rid of the advent reorder, season is over', 'advent reorder'],
  ])('%p removes %p', (said, words) => {
    expect(read(said)).toEqual([{ kind: 'remove', task: { by: 'words', words } }]);
  });

  it('"take the kids to the pool, they\'re off" removes nothing', () => {
    expect(read("take the kids to the pool, they're off").map((intent) => intent.kind)).not.toContain('remove');
  });
});

describe('a choice waiting for its pick, and other things said meanwhile', () => {
  const question = 'take on the Harlow contract or keep the team small';
  const options = ['take on the Harlow contract', 'keep the team small'];
  const choosing: ConversationState = { pending: { about: 'dilemma_choice', question, options }, current: null, listed: [] };
  const weighing: ConversationState = { pending: { about: 'dilemma_matters', question, options }, current: null, listed: [] };

  it('a removal with its reason is the removal', () => {
    expect(read("kill the fryer clean, the landlord's contractor does it now", choosing)).toEqual([
      { kind: 'remove', task: { by: 'words', words: 'fryer clean' } },
    ]);
  });

  it('a goodbye is a goodbye', () => {
    expect(read('thx mate, off home', choosing)).toEqual([{ kind: 'small_talk', what: 'goodbye' }]);
  });

  it('an old decision asked back, while weighing, is looked up', () => {
    expect(read('what did i decide about the callout fee', weighing)).toEqual([{ kind: 'recall_decision', words: 'callout fee' }]);
  });

  it('a task moved is the move, even when it shares a word with an option', () => {
    expect(read('push the van hire to monday', choosing)).toEqual([
      { kind: 'reschedule', task: { by: 'words', words: 'van hire' }, date: '2026-11-16', time: null },
    ]);
    expect(read('move the harlow site visit to friday', choosing)).toEqual([
      { kind: 'reschedule', task: { by: 'words', words: 'harlow site visit' }, date: '2026-11-13', time: null },
    ]);
  });

  it('a job asked for outright is the job; putting the choice off is still the answer', () => {
    expect(read('remind me to ring the accountant at 4', choosing)).toEqual([
      { kind: 'add_task', title: 'Ring the accountant', due: '2026-11-11T16:00:00.000Z', important: false, repeat: null },
    ]);
    expect(read('not yet, friday', choosing)).toEqual([expect.objectContaining({ kind: 'answer', pick: null })]);
  });

  it("an option's own words are still the pick", () => {
    expect(read('keep the team small', choosing)).toEqual([expect.objectContaining({ kind: 'answer', pick: 2 })]);
  });
});
