import { readAt as read } from './testing/read-at';

/**
 * Decisions the learned odds hear in words no rule holds, questions asked without their mark, choices
 * asked back, and the list weighed in a trade's words. Wordings are our own.
 */

const kinds = (said: string) => read(said).map((intent) => intent.kind);

describe('a course taken in words no rule was written for', () => {
  it.each([
    "i'm putting the hourly rate up to £60 for 2027 clients",
    'dropping the Sunday slot at the market, not worth the petrol',
    "we're requiring deposits from every new client, no exceptions",
    'ok we are going to a flat $95 for a standard service',
  ])('%s is a decision', (said) => {
    expect(kinds(said)).toEqual(['decision']);
  });

  it('keeps the words it was said in, without the opener', () => {
    expect(read('ok we are going to a flat $95 for a standard service')).toEqual([
      { kind: 'decision', text: 'We are going to a flat $95 for a standard service' },
    ]);
  });

  it.each([
    // What others do, and how things stand, are news.
    "Priya's moving her studio to Leeds in january",
    'rent on the unit goes up in april',
    "we're closed over new year as usual",
    'we hit 300 followers on the page',
    // A course asked about is not yet taken.
    'putting the hourly rate up to £60 for 2027 clients?',
  ])('%s keeps nothing', (said) => {
    expect(kinds(said)).not.toContain('decision');
  });
});

describe('a question without its mark', () => {
  it.each([
    "what's in season for a february wedding, flowers wise",
    'whats the going etiquette for tipping movers at christmas',
    'how long does a cut wheel of brie keep',
    'is R-410A still fine to use in a new install',
    'what rate per hour for weekend legal typing is fair',
  ])('%s is a question, not a list, a weighing or a feeling', (said) => {
    expect(kinds(said)).toEqual(['question']);
  });

  it("still reads the day's list asked of a day", () => {
    expect(read("what's on for thursday")).toEqual([{ kind: 'list', view: 'day', day: '2026-11-12' }]);
  });
});

describe('a choice asked back', () => {
  it.each([
    ['what was my day rate for 2027 again', 'day rate for 2027'],
    ['what was our minimum for rush orders', 'minimum for rush orders'],
    ['why did we stick with the old supplier', 'stick with the old supplier'],
    ['why is the shop shut on sundays again', 'shop shut on sundays'],
  ])('%s recalls the decision', (said, words) => {
    expect(read(said)).toEqual([{ kind: 'recall_decision', words }]);
  });

  it('leaves the list and the last order alone', () => {
    expect(kinds('what was my last order')).not.toContain('recall_decision');
  });
});

describe('the list weighed in a trade’s words', () => {
  it.each([
    'got 40 min between jobs, what do i knock out',
    'half an hour till my next client, what should I get done',
    "got a no-show, what's the best use of the hour",
    'where should my energy go this afternoon',
    'which order do i do the callouts in',
    'which job do I crack on with first at the yard',
    'priority #1?',
    'top priority this week?',
  ])('%s asks what to do first', (said) => {
    expect(read(said)).toEqual([{ kind: 'prioritise', scope: 'focus' }]);
  });

  it.each(['sort tomorrow out for me, back to back lessons', 'map out friday for me around the school run'])(
    '%s hands the day over to be planned',
    (said) => {
      expect(read(said)).toEqual([{ kind: 'prioritise', scope: 'plan_day' }]);
    },
  );

  it('leaves a job to knock off the list as a weighing of what to drop', () => {
    expect(read('what can i knock off the list, way too much on')).toEqual([{ kind: 'prioritise', scope: 'drop' }]);
  });
});
