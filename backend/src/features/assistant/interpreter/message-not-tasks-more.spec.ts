import type { Intent, InterpretContext } from './intent';
import { RulesInterpreter } from './rules-interpreter';

/**
 * More of what is not a task: greetings sent from somewhere, venting after a mishap, questions about
 * daily itself, choices made and weighed in other shapes, decisions asked back, and replies that
 * lean on a conversation that is not there. Read at Monday 7 December 2026, 08:00 in London, with no
 * conversation unless a case gives one. The wordings are this file's own.
 */
const rules = new RulesInterpreter();
const NOW = new Date('2026-12-07T08:00:00Z');
const read = (text: string, context: Partial<InterpretContext> = {}): Intent[] =>
  rules.read(text, { now: NOW, timeZone: 'Europe/London', ...context });
const kindOf = (text: string): string =>
  read(text)
    .map((intent) => intent.kind)
    .join(',');
const talkOf = (text: string): string | null => {
  const [intent] = read(text);
  return intent.kind === 'small_talk' ? intent.what : null;
};

describe('greetings sent from somewhere', () => {
  it.each([['evening from a drizzly Cardiff'], ['hiya from sunny Alicante'], ['morning all from the studio']])(
    'given %j -> a greeting',
    (text) => {
      expect(talkOf(text)).toBe('greeting');
    },
  );

  it.each([['hi from Priya, ring her back'], ['hello from the print shop, book a collection']])(
    'given %j -> not only a greeting (a job follows)',
    (text) => {
      expect(talkOf(text)).not.toBe('greeting');
    },
  );
});

describe('venting after a mishap', () => {
  it.each([
    ['the boiler died again and i want to scream'],
    ['the courier let us down again, i am so done with couriers'],
    ['printer jammed for the third time, i could cry'],
    ['the electrician let me down'],
  ])('given %j -> a feeling', (text) => {
    expect(talkOf(text)).toBe('feeling');
  });

  it('given "the van broke down, need to call the garage" -> still the job', () => {
    expect(kindOf('the van broke down, need to call the garage')).toContain('add_task');
  });
});

describe('questions about daily itself', () => {
  it.each([
    ['why did you text me at midnight?'],
    ['how come you reminded me three times?'],
    ['when do you send the morning plan?'],
    ["why didn't you remind me about the dentist?"],
  ])('given %j -> a question', (text) => {
    expect(kindOf(text)).toBe('question');
  });
});

describe('decisions said as a tool picked or something stopped for good', () => {
  it.each([
    ['going to use Shopify for the shop'],
    ['gonna go with Xero for the books'],
    ["we won't take rush orders anymore"],
    ["i'm not doing weekend markets any more"],
  ])('given %j -> a decision', (text) => {
    expect(kindOf(text)).toBe('decision');
  });

  it.each([['gonna use the van tomorrow'], ['going to use it']])('given %j -> no decision kept', (text) => {
    expect(kindOf(text)).not.toBe('decision');
  });
});

describe('choices weighed in other shapes', () => {
  it.each([
    ['would it make more sense to lease the van or buy one', ['lease the van', 'buy one']],
    ['plan 1: keep the unit, plan 2: go online only. which?', ['keep the unit', 'go online only']],
    ['option a cheaper supplier, option b stay local. thoughts?', ['cheaper supplier', 'stay local']],
    ['pick for me: newsletter or podcast', ['newsletter', 'podcast']],
    ['decide for us: van or estate car', ['van', 'estate car']],
  ])('given %j -> a dilemma with its options', (text, options) => {
    const [intent] = read(text);
    expect(intent).toMatchObject({ kind: 'dilemma' });
    expect(intent.kind === 'dilemma' ? intent.options.map((option) => option.replace(/^to /, '')) : []).toEqual(options);
  });

  it.each([
    ['half of me wants to sell up, part of me wants to keep going. what would you do'],
    ['i am stuck choosing between two logos'],
    ["we're picking between two accountants"],
  ])('given %j -> a dilemma', (text) => {
    expect(kindOf(text)).toBe('dilemma');
  });

  it('given "plan a meeting with Jo and plan a party" -> never a choice (one label twice)', () => {
    expect(kindOf('plan a meeting with Jo and plan a party')).not.toBe('dilemma');
  });
});

describe('decisions asked back', () => {
  it.each([
    ['remind me what we said about the lease', 'lease'],
    ['recap my decision on the van', 'van'],
    ['recap what we decided about hiring', 'hiring'],
  ])('given %j -> recall %j', (text, words) => {
    expect(read(text)).toEqual([{ kind: 'recall_decision', words }]);
  });
});

describe('replies with no conversation to lean on', () => {
  it.each([
    ['this one'],
    ['same as last time'],
    ['you know the one'],
    ['maybe 5 maybe 6'],
    ['might be 2 might be 3'],
    ['thursday, or is that pushing it'],
    ['the caterer... or not'],
    ['whenever i guess?'],
    ['end of the week probably'],
  ])('given %j -> unclear (ask)', (text) => {
    expect(kindOf(text)).toBe('unclear');
  });

  it.each([['that one at 4 tomorrow'], ['the usual slot friday'], ['same again next month']])(
    'given %j -> unclear, never a task named by a pointer',
    (text) => {
      expect(kindOf(text)).toBe('unclear');
    },
  );

  it('given "renew the domain or not" -> offered back, not saved', () => {
    expect(kindOf('renew the domain or not')).toBe('unclear');
  });

  it('given "should we hire Sam or not" -> still a dilemma', () => {
    expect(kindOf('should we hire Sam or not')).toBe('dilemma');
  });

  it('given "tuesday probably" with a task in view -> the gate offers the move back', () => {
    const conversation = { pending: null, current: { title: 'Call the bank', due: '2026-12-07T15:00:00Z' }, listed: [] };
    expect(read('tuesday probably', { conversation })).toEqual([
      expect.objectContaining({ kind: 'unclear', understood: expect.stringContaining('you sound unsure') }),
    ]);
  });
});
