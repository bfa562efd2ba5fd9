import type { Intent } from './intent';
import { RulesInterpreter } from './rules-interpreter';

/**
 * What is not a task, and the decision partner's kinds: leaving, thanks, feelings, facts, choices
 * made, choices weighed and choices asked back. Read at Monday 7 December 2026, 08:00 in London.
 * Each case is "given this text, expect this reading"; the wordings are this file's own.
 */
const rules = new RulesInterpreter();
const NOW = new Date('2026-12-07T08:00:00Z');
const read = (text: string): Intent[] => rules.read(text, { now: NOW, timeZone: 'Europe/London' });
const kindOf = (text: string): string =>
  read(text)
    .map((intent) => intent.kind)
    .join(',');
const talkOf = (text: string): string | null => {
  const [intent] = read(text);
  return intent.kind === 'small_talk' ? intent.what : null;
};
const recalled = (text: string): string | null => {
  const [intent] = read(text);
  return intent.kind === 'recall_decision' ? intent.words : null;
};
/** Kinds that change nothing the person keeps. */
const CHANGES = new Set(['add_task', 'complete', 'snooze', 'reschedule', 'rename', 'remove', 'decision', 'journal_note']);
const changesNothing = (text: string): boolean => read(text).every((intent) => !CHANGES.has(intent.kind));

describe('what is not a task', () => {
  it.each([
    ['heading to bed now, chat tomorrow'],
    ['need to dash, talk soon'],
    ["that's me for now"],
    ["right I'm off, catch you later"],
    ['night all, chat in the morning'],
  ])('given %j -> a goodbye', (text) => {
    expect(talkOf(text)).toBe('goodbye');
  });

  it.each([
    ['so im a barber in bed-stuy, 2 chairs, i rent one out'],
    ["well I'm a wedding photographer in Leeds"],
    ['we run a small bakery in Hackney, just me and my sister'],
  ])('given %j -> who they are, told: acknowledged', (text) => {
    expect(talkOf(text)).toBe('acknowledgement');
  });

  it('given a hello, then where they write from -> a greeting', () => {
    expect(talkOf('Morning! Working from the library today')).toBe('greeting');
  });

  it.each([['I run a bootcamp in the park on saturday'], ["I'm a bit stuck in traffic"]])('given %j -> not an introduction', (text) => {
    expect(talkOf(text)).not.toBe('acknowledgement');
  });

  it.each([['need to run to the bank'], ['talk to Sam tomorrow']])('given %j -> still a task (a place, a person)', (text) => {
    expect(kindOf(text)).toBe('add_task');
  });

  it.each([['you ok?'], ['hello? anybody around'], ['alright mate?']])('given %j -> a greeting', (text) => {
    expect(talkOf(text)).toBe('greeting');
  });

  it('given "ok?" -> a nod, not a greeting', () => {
    expect(talkOf('ok?')).toBe('acknowledgement');
  });

  it.each([['thanks so much that worked'], ['cheers, that really helped']])('given %j -> thanks', (text) => {
    expect(talkOf(text)).toBe('thanks');
  });

  it.each([
    ['I feel bad about skipping the gym'],
    ['honestly feeling like giving up'],
    ['I keep missing deadlines and I hate it'],
    ['cried in the car earlier, better now'],
    ['my desk is a total mess'],
    ['so many plates spinning this week'],
    ['why does the printer always jam'],
    ['knackered after two weddings back to back'],
    ['need to quit checking twitter and get on with it'],
    ['I should stop checking email every five minutes'],
    ["I really ought to tidy the garage but I can't be bothered"],
  ])('given %j -> a feeling', (text) => {
    expect(['feeling', 'overwhelmed']).toContain(talkOf(text));
  });

  it.each([
    ['electricity bill doubled this quarter'],
    ['the insurance renews in march'],
    ['costs jumped 20% last quarter'],
    ['our wages go out every other thursday'],
  ])('given %j -> a fact, which changes nothing', (text) => {
    expect(changesNothing(text)).toBe(true);
  });
});

describe('decisions', () => {
  it.each([
    ["I'll stop offering discounts"],
    ['moving my Monday students to every other week'],
    ["I'll use Wise instead of the bank for transfers"],
    ["I'm hiring a bookkeeper next month"],
    ["we're putting our rates up 10% in march"],
    ['going to say no to the festival stall'],
    ["I'll raise my hourly rate to 90"],
    ["we're pausing all bookings till february"],
    ["screw it, I'm turning off the facebook ads"],
    ['taking on the second van, my mind is made up'],
    ["done thinking about it, we're going with the Leeds unit"],
    ["we'll use Notion for everything from now on"],
  ])('given %j -> a decision', (text) => {
    expect(kindOf(text)).toBe('decision');
  });

  it.each([
    ["I'm going to ring Wise tomorrow", 'add_task'],
    ["I'll call the bank instead of emailing", 'add_task'],
    ['turn off the oven at 6', 'add_task'],
    ['switch the meeting to zoom tomorrow', 'add_task'],
  ])('given %j -> an errand stays a task (%s)', (text, kind) => {
    expect(kindOf(text)).toBe(kind);
  });

  it.each([
    ["screw it, I'm going to bed"],
    ["I'm hiring a van for saturday"],
    ['skipping the market this week, remove it'],
    ['not doing the yoga class this week, delete it'],
  ])('given %j -> never a decision', (text) => {
    expect(kindOf(text)).not.toBe('decision');
  });
});

describe('dilemmas', () => {
  it.each([
    ["can't figure out whether to hire a designer"],
    ['idk which printer to buy'],
    ['wondering if I should go part-time, pros and cons?'],
    ["the market stall or the craft fair, can't do both"],
  ])('given %j -> a dilemma', (text) => {
    expect(kindOf(text)).toBe('dilemma');
  });

  it.each<[string, string[]]>([
    [
      'should i raise my cuts from $35 to $40 or keep it and add a beard package',
      ['raise my cuts from $35 to $40', 'keep it and add a beard package'],
    ],
    ['should I charge £40 or £45 for a lash lift', ['charge £40', 'charge £45 for a lash lift']],
    ['should I take on a second van or just raise my prices by 10 percent', ['take on a second van', 'raise my prices by 10 percent']],
  ])('given %j -> options as written, prices kept and "just" left out', (text, options) => {
    expect(read(text)).toEqual([{ kind: 'dilemma', question: text, options }]);
  });

  it('given one time in doubt -> asks which time, not a choice to weigh', () => {
    expect(read('not sure whether the viewing is at 10 or 11')).toEqual([
      expect.objectContaining({ kind: 'unclear', question: 'Which time do you mean?' }),
    ]);
  });
});

describe('recalling a decision', () => {
  it.each([
    ['what was our thinking behind the pricing change', 'pricing change'],
    ['my call on the van?', 'van'],
    ['find what we decided about the logo', 'logo'],
    ['have we made a decision on the rebrand?', 'rebrand'],
    ['why did I stop the retainer again', 'retainer'],
    ['tell me which supplier we went with', 'supplier'],
    ['which accountant did we choose?', 'accountant'],
    ['who did we hand the launch to?', 'launch'],
  ])('given %j -> recall %j', (text, words) => {
    expect(recalled(text)).toBe(words);
  });

  it('given "which parcel did I pick up?" -> not a decision asked back', () => {
    expect(recalled('which parcel did I pick up?')).toBeNull();
  });
});

describe('hedged and unsure asks', () => {
  it.each([
    ['perhaps the optician one of these days?'],
    ['might do the invoices weds or thurs, either'],
    ['ought to probably update the website soonish'],
    ['the stuff with Marco... at some point'],
    ['4pm? 5?'],
    ['erm or the weekend? not sure'],
    ['text the landlord perhaps? or phone him. whichever is easier'],
  ])('given %j -> asks (unclear), saves nothing', (text) => {
    expect(kindOf(text)).toBe('unclear');
  });

  it('given a choice said with a change to a task -> removes the task it names, or asks which when it names none', () => {
    expect(read('not doing the yoga class this week, delete it')).toEqual([{ kind: 'remove', task: { by: 'words', words: 'yoga class' } }]);
    expect(kindOf("we're not renewing the lease, cancel it")).toBe('unclear');
  });
});

describe('questions', () => {
  it.each([
    ["what's a fair price for a two hour workshop?"],
    ['how much should I charge for a logo?'],
    ["what's a good day for the launch?"],
  ])('given %j -> a question, not a list or a reflection', (text) => {
    expect(kindOf(text)).toBe('question');
  });
});

describe('needs, cues and doubts said in passing', () => {
  it.each([['really need to lie down lol'], ['honestly just want to crawl under the duvet']])(
    'given %j -> a feeling, not a task',
    (text) => {
      expect(talkOf(text)).toBe('feeling');
    },
  );

  it('given a need with an explicit ask -> still the ask', () => {
    expect(kindOf('need to sleep before the drive, remind me at 6')).toContain('add_task');
  });

  it.each([
    ['final call, the shop opens in spring rather than summer'],
    ["we're doing it, upping the hourly rate by a tenner"],
    ["we're killing our wholesale line"],
    ['firing our slowest supplier'],
    ["we're signing with a new courier from march"],
  ])('given %j -> a decision', (text) => {
    expect(kindOf(text)).toBe('decision');
  });

  it('given "so what did I settle on for the wholesale discount" -> recall', () => {
    expect(recalled('so what did I settle on for the wholesale discount')).toBe('wholesale discount');
  });

  it.each([
    ['dunno, perhaps the garden centre'],
    ["might sort the gutters at the weekend, we'll see"],
    ['thinking perhaps repaint the studio in spring'],
    ['the 3rd? or is it the 4th'],
  ])('given %j -> asks (unclear)', (text) => {
    expect(kindOf(text)).toBe('unclear');
  });

  it('given "ta a mill mate" -> thanks; "how long is left on the lease?" -> a question, not a feeling', () => {
    expect(talkOf('ta a mill mate')).toBe('thanks');
    expect(kindOf('how long is left on the lease?')).toBe('question');
  });

  it('given a complaint that goes on to ask -> the ask', () => {
    expect(talkOf('so many emails, where should I begin')).toBeNull();
  });
});

describe('errands and plans that look like choices', () => {
  it.each([
    ["I'll hire a photographer for the launch", 'add_task'],
    ["I'll raise an invoice for the Smiths", 'add_task'],
    ['stop by the bakery at 4', 'add_task'],
  ])('given %j -> %s', (text, kind) => {
    expect(kindOf(text)).toBe(kind);
  });

  it('given a plan for tomorrow said as a choice -> asks whether it is a decision', () => {
    expect(kindOf("we'll use the big room for the meeting tomorrow")).toBe('unclear');
  });

  it.each([['who did I give the keys to?'], ['what was the reason for the delay'], ['which van did I book?']])(
    'given %j -> not a decision asked back',
    (text) => {
      expect(recalled(text)).toBeNull();
    },
  );

  it('given "who did we hand the site lead to?" -> recall the lead', () => {
    expect(recalled('who did we hand the site lead to?')).toBe('site lead');
  });
});

describe('a feeling that hands over to a job', () => {
  it.each([["feel like pizza tonight, order from Luigi's"], ['why does the printer always jam, call the repair guy']])(
    'given %j -> the feeling saves nothing, and is not read as a feeling alone',
    (text) => {
      const intents = read(text);
      expect(intents.some((intent) => intent.kind === 'small_talk')).toBe(false);
      expect(
        intents.filter((intent) => intent.kind === 'add_task').every((intent) => intent.kind === 'add_task' && !/feel/i.test(intent.title)),
      ).toBe(true);
    },
  );

  it.each([['switching banks next month'], ["I'm going to start charging for travel"]])('given %j -> a decision', (text) => {
    expect(kindOf(text)).toBe('decision');
  });
});
