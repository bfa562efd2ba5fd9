import type { ConversationState } from './intent';
import { inViewOf, listOf, reminderOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/**
 * Short replies to a reminder or a task in view, young people's slang, and courses said as policies
 * or with a question mark. Wordings are our own.
 */

const NY = 'America/New_York';
const context = { by: 'context' } as const;
const snoozeTo = (until: string) => [{ kind: 'snooze', task: { by: 'context' }, until, minutes: null }];
const kinds = (said: string, conversation?: ConversationState, zone?: string) =>
  read(said, conversation, zone).map((intent) => intent.kind);

describe('a reply to a reminder that puts it off', () => {
  it('a part of the day and its hour said in two parts are one moment', () => {
    expect(read('this evening, like 9', reminderOf('Pack the Etsy orders'), NY)).toEqual(snoozeTo('2026-11-12T02:00:00.000Z'));
    expect(read('tomorrow, 10am', reminderOf('Pack the Etsy orders'))).toEqual(snoozeTo('2026-11-12T10:00:00.000Z'));
  });

  it('a place shut till then is why, not a job', () => {
    expect(read('bank shut til monday', reminderOf('Pay in the cash'))).toEqual(snoozeTo('2026-11-16T12:00:00.000Z'));
    expect(kinds('the tip is closed till tmrw mate', reminderOf('Take the rubble to the tip'))).toEqual(['snooze']);
  });

  it('how the day is ("swamped today") is the reason beside the moment asked for', () => {
    expect(read('thursday. slammed today', reminderOf('Chase the Morgan invoice'))).toEqual(
      read('thursday', reminderOf('Chase the Morgan invoice')),
    );
    expect(kinds('thursday. slammed today', reminderOf('Chase the Morgan invoice'))).toEqual(['snooze']);
  });

  it('a feeling word the tagger takes for a past tense is no report of the job done', () => {
    expect(kinds('lowkey exhausted', reminderOf('Edit the vlog'))).not.toContain('complete');
    expect(kinds('kinda tired, sunday', reminderOf('Edit the vlog'))).toEqual(['snooze']);
    // A deed said in one word still ticks it.
    expect(kinds('fed 👍', reminderOf('Feed the sourdough starter'))).toEqual(['complete']);
  });

  it('a job of many told done to every one of them ticks it', () => {
    expect(read('answered all of them ✔', reminderOf('Answer the wholesale enquiries'))).toEqual([{ kind: 'complete', task: context }]);
    expect(read('chased em all', inViewOf('Chase the late payers'))).toEqual([{ kind: 'complete', task: context }]);
    expect(kinds('answered all of them')).not.toContain('complete');
  });
});

describe('the task in view changed in few words', () => {
  it('"nvm" before the new hour opens a correction, not a job', () => {
    expect(read('nvm its due at 5', inViewOf('Sponsor read for Nord', '2026-11-12T20:00:00.000Z'), NY)).toEqual([
      { kind: 'reschedule', task: context, date: null, time: '17:00' },
    ]);
  });

  it('"stop that one" with a reason run on after it lets the task go', () => {
    expect(read('stop that one its pointless', inViewOf('Post a story every hour'))).toEqual([{ kind: 'remove', task: context }]);
  });

  it('the job in view named again by its opening words, at a new time, is moved', () => {
    expect(
      read(
        'no wait, doors open at 7 so set up the stall at 6',
        inViewOf('Set up the stall for the craft fair', '2026-11-13T18:00:00.000Z'),
      ),
    ).toEqual([{ kind: 'reschedule', task: context, date: null, time: '18:00' }]);
    // Said with no putting right, a job that starts the same way is another job.
    expect(kinds('set up the till at 6', inViewOf('Set up the stall for the craft fair'))).not.toContain('reschedule');
  });
});

describe('items of a list shown, named by place', () => {
  const list = listOf('Shoot the Lush unboxing', 'Send the Olaplex draft', 'Update the media kit');

  it('"the first one" with a reason run on after it removes the first', () => {
    expect(read('delete the first one lush pulled out', list)).toEqual([{ kind: 'remove', task: { by: 'number', number: 1 } }]);
    expect(read('remove the 3rd one on the list', list)).toEqual([{ kind: 'remove', task: { by: 'number', number: 3 } }]);
  });

  it('a colon inside the new name said after "to" belongs to the name', () => {
    expect(read('rename the 3rd to media kit: new rates + stats', list)).toEqual([
      { kind: 'rename', task: { by: 'number', number: 3 }, title: 'Media kit: new rates + stats' },
    ]);
    expect(read('retitle #2: Send Olaplex the v2 draft', list)).toEqual([
      { kind: 'rename', task: { by: 'number', number: 2 }, title: 'Send Olaplex the v2 draft' },
    ]);
  });
});

describe('the options asked for, given', () => {
  const asked: ConversationState = { pending: { about: 'dilemma_options', question: 'Should I hire help?' }, current: null, listed: [] };

  it('options said with "or" answer the question, and add no task', () => {
    expect(read('hire a part-timer for saturdays, or stay solo and raise prices', asked)).toEqual([
      { kind: 'answer', text: 'hire a part-timer for saturdays, or stay solo and raise prices', pick: null },
    ]);
  });
});

describe('slang and greetings', () => {
  it('"innit" and a young "bet" add nothing to what is asked', () => {
    expect(kinds('later innit')).not.toContain('snooze');
    expect(kinds('bet done')).not.toContain('complete');
    expect(read('bet done', inViewOf('Film the GRWM'))).toEqual([{ kind: 'complete', task: context }]);
  });

  it('a greeting with an aside in brackets is a greeting, whatever hour the aside names', () => {
    expect(kinds('gm (ok its noon)')).toEqual(['small_talk']);
    expect(kinds('heyyy (at 4 i have a call btw)')).toEqual(['small_talk']);
  });
});

describe('what is not a task', () => {
  it('"do … or how does …" asks, with no question mark', () => {
    expect(kinds('do uber eats drivers pay vat or how does that work')).toEqual(['question']);
  });

  it('news opened by a past that is no job ("woke up to …") adds nothing', () => {
    expect(kinds('woke up to 12 new orders omg')).not.toContain('add_task');
    expect(kinds('slept through my alarm again')).not.toContain('add_task');
  });
});

describe('courses', () => {
  it('a way of working from now on is a decision', () => {
    expect(kinds('done with ebay, vinted only from now on')).toEqual(['decision']);
    expect(kinds('card only going forward')).toEqual(['decision']);
    expect(kinds('gonna do lashes on weekdays only once uni starts')).toEqual(['decision']);
    // When something happens is a fact, not a choice.
    expect(kinds('the car boot is on sundays only')).not.toContain('decision');
  });

  it('a course said with a question mark is weighed, never journalled as decided', () => {
    expect(kinds('drop the £20 tier even tho 30 people are on it?')).not.toContain('decision');
    expect(read('switching to shopify?')[0]).toMatchObject({ kind: 'dilemma', question: 'switching to shopify?' });
    expect(kinds('decision: switching to shopify?')).toEqual(['decision']);
  });
});

describe('what is said after the job to press it home', () => {
  const titles = (said: string) => read(said).map((intent) => (intent.kind === 'add_task' ? intent.title : intent.kind));

  it('a plea not to be let forget, and what happens if it is missed, are left out of the title', () => {
    expect(titles('file the vat return by the 7th pls dont let me forget')).toEqual(['File the vat return']);
    expect(titles('send Marta the proofs fri 10am cant miss this one')).toEqual(['Send Marta the proofs']);
    expect(titles('pay the printer by monday or hes gonna chase me again')).toEqual(['Pay the printer']);
    expect(titles('gym invoice every friday 5pm no excuses')).toEqual(['Gym invoice']);
    expect(titles('order more boxes b4 saturday pleaseee')).toEqual(['Order more boxes']);
  });

  it('young openers ("deadass", "ngl") are no part of the job', () => {
    expect(titles('deadass need to book the van for the move by thursday')).toEqual(['Book the van for the move']);
    expect(titles('ngl i gotta edit the promo tonight')).toEqual(['Edit the promo']);
  });

  it('a bare count after "remind me in" is minutes', () => {
    expect(read('remind me in 20 to text the DJ back')).toEqual([
      { kind: 'add_task', title: 'Text the DJ back', due: '2026-11-11T15:20:00.000Z', important: false, repeat: null },
    ]);
  });

  it('greetings, thanks and goodbyes in slang', () => {
    expect(read('wsg')).toEqual([{ kind: 'small_talk', what: 'greeting' }]);
    expect(read('yerrr')).toEqual([{ kind: 'small_talk', what: 'greeting' }]);
    expect(read('ur a legend fr')).toEqual([{ kind: 'small_talk', what: 'thanks' }]);
    expect(read('ight peace out ✌️')).toEqual([{ kind: 'small_talk', what: 'goodbye' }]);
  });
});

describe('a goodbye said after a remark', () => {
  it('words that ask for nothing, ended by a goodbye, are a goodbye', () => {
    expect(kinds('ok, off to the salon, bye for now')).toEqual(['small_talk']);
    expect(kinds('must dash, client waiting. bye!')).toEqual(['small_talk']);
  });

  it('a job before the goodbye is not let go as one', () => {
    expect(kinds('ring the bank, bye')).not.toContain('small_talk');
  });
});

describe('a way of working said as one thing and not another', () => {
  it('is a decision', () => {
    expect(kinds("we're running the workshop 2 days not 3")).toEqual(['decision']);
    expect(kinds('billing monthly from january, no more invoices per job')).toEqual(['decision']);
  });

  it('a time said one way and not another is no decision', () => {
    expect(kinds("we're opening at 8 not 9")).not.toContain('decision');
  });
});

describe('what the first reading of these kinds overreached on', () => {
  it('a greeting whose bracket asks for something is the ask, without the stray bracket', () => {
    expect(read('hiya (remind me to ring the vet at 5)')).toEqual([
      { kind: 'add_task', title: 'Ring the vet', due: '2026-11-11T17:00:00.000Z', important: false, repeat: null },
    ]);
  });

  it('a place closed today is news, not a move to today', () => {
    expect(kinds('the bank is closed today', reminderOf('Pay in the float'))).toEqual(['unknown']);
    expect(read('the bank is closed today, friday then', reminderOf('Pay in the float'))).toEqual(snoozeTo('2026-11-13T12:00:00.000Z'));
  });

  it("someone else's rule, a wish, or a course with a question mark is not the person's decision", () => {
    expect(kinds('my accountant said invoice monthly going forward')).not.toContain('decision');
    expect(kinds('i wish i could do weekends off from now on')).not.toContain('decision');
    expect(kinds('no more discounts from now on? people expect them')).not.toContain('decision');
    expect(kinds('going with the cheaper quote')).toEqual(['decision']);
  });

  it('a bare hour for the job in view is the morning when the message speaks of mornings', () => {
    expect(
      read(
        'the flowers arrive at 7am so collect at 7:30',
        inViewOf('Collect the flowers for the Hale wedding', '2026-11-12T14:00:00.000Z'),
      ),
    ).toEqual([{ kind: 'reschedule', task: context, date: null, time: '07:30' }]);
  });
});

describe('hellos of the street and the north', () => {
  it.each(['hey whats good', 'aye up', 'ey up mate', "what's good"])('given %p -> a greeting', (text) => {
    expect(read(text)).toEqual([{ kind: 'small_talk', what: 'greeting' }]);
  });
});
