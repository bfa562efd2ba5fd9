import { reminderOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** A course said in the present as already under way. Wordings are our own. */

const kinds = (...args: Parameters<typeof read>) => read(...args).map((intent) => intent.kind);

describe('a course said as under way', () => {
  it.each([
    "I'm taking on an apprentice after christmas",
    "we're shutting the kiosk for february",
    'im putting the cut and blow dry up to £60 from january',
    "ok we're doing the northern dates in april",
    'switching the house red to a Rioja from january',
    'sticking w the co-op for feed going forward',
    'right, dropping the thursday market from december',
    "i'm quitting the parish council",
  ])('given %p -> a decision for the journal', (text) => {
    expect(kinds(text)).toEqual(['decision']);
  });

  it.each([
    "I'm drowning in invoices",
    'im burning out tbh',
    "I'm thinking of dropping the market",
    "we're closing early today",
    "I'm hiring a trailer for saturday",
    "I'm moving the chairs to the back room",
    "I'm firing up the oven",
    "we're stopping at the farm shop",
    "I'm going to call the vet",
    'keeping it simple',
    "we're raising prices?",
    "I'm painting the hallway",
    'switching my phone off for a bit',
    'moving the sofa upstairs',
    'raising kids is hard work',
    "I'm dropping the kids at school",
  ])('given %p -> never a decision', (text) => {
    expect(kinds(text)).not.toContain('decision');
  });

  it('a verb as often an errand\'s, said with no time it holds from, no price and no "only", is not taken as a course', () => {
    expect(kinds('switching the house red to a Rioja')).not.toContain('decision');
    expect(kinds('sticking w the co-op for feed')).not.toContain('decision');
  });

  it('with a reminder waiting, an errand under way is no course either', () => {
    expect(kinds("I'm moving the bales to the barn", reminderOf('Move the bales'))).not.toContain('decision');
  });
});
