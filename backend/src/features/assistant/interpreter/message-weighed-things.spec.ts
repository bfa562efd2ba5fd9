import { readAt as read } from './testing/read-at';

/** Two things weighed for one course, said without "should I". Wordings are our own. */

describe('two things weighed for one course', () => {
  it.each([
    ['hire a second chef or a better dishwasher', ['hire a second chef', 'a better dishwasher']],
    ['sponsor the Leeds meetup or the Bristol one', ['sponsor the leeds meetup', 'the bristol one']],
    ['pick up the blue folder or the red one', ['pick up the blue folder', 'the red one']],
  ])('given %p -> a dilemma with both options', (text, options) => {
    expect(read(text)).toEqual([{ kind: 'dilemma', question: text, options }]);
  });

  it('a course or not is weighed', () => {
    expect(read('take on a second van or no')[0].kind).toBe('dilemma');
  });

  it.each(['buy milk or oat milk', 'call mum or dad', 'email Jo or text her'])('given %p -> one errand', (text) => {
    expect(read(text)[0].kind).toBe('add_task');
  });
});
