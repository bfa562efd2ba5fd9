import { readAt as read } from './testing/read-at';

/** Two things weighed for one course, said without "should I". Wordings are our own. */

describe('two things weighed for one course', () => {
  it('a course or not is weighed', () => {
    expect(read('take on a second van or no')[0].kind).toBe('dilemma');
  });

  // Things named after one verb are an errand, whichever is got: a review found "buy a card or a small gift for Jo" far commoner than a choice.
  it.each(['buy milk or oat milk', 'call mum or dad', 'email Jo or text her', 'buy a card or a small gift for Jo'])(
    'given %p -> one errand',
    (text) => {
      expect(read(text)[0].kind).toBe('add_task');
    },
  );
});

describe('a course settled without "I"', () => {
  it.each([
    'taking deposits for all weddings from now on',
    'ok, max 3 fittings per day from now on',
    'not running the summer camp this year, too stretched',
    'not stocking the oat bars again',
  ])('given %p -> a decision', (text) => {
    expect(read(text)[0].kind).toBe('decision');
  });

  it.each(['not sleeping again, 3am', 'remind me to take deposits from now on'])('given %p -> no decision', (text) => {
    expect(read(text)[0].kind).not.toBe('decision');
  });
});
