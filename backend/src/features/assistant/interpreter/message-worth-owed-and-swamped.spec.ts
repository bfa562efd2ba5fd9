import { readAt as read } from './testing/read-at';

/** A thing asked whether it pays, a job owed in passing, and a load said without asking. Read on Wednesday 11 November 2026, 15:00 London. Wordings are our own. */
describe('whether a thing is worth it', () => {
  it.each(['is it worth getting a pressure washer', 'is it worth going on the trade directory?'])('given %p -> a question', (text) => {
    expect(read(text)[0].kind).toBe('question');
  });

  it('with "or" it is a choice to weigh', () => {
    expect(read('is it worth hiring a driver or do i keep doing the runs myself')[0].kind).toBe('dilemma');
  });
});

describe('a job owed, said in passing', () => {
  it.each(['should sort the boiler at some point', 'should prob ring someone about the gutters'])(
    'given %p -> asks what to do with it',
    (text) => {
      expect(read(text)[0]).toMatchObject({ kind: 'unclear', question: 'What would you like me to do with it?' });
    },
  );

  it.each(['should customers be paying for parking?', 'should be fine'])('given %p -> never a job', (text) => {
    expect(read(text)[0].kind).not.toBe('unclear');
  });
});

describe('a load said without asking', () => {
  it.each(['so much on this week i dont know where to start', 'Everything is piling up and I do not know where to begin.'])(
    'given %p -> overwhelmed',
    (text) => {
      expect(read(text)).toEqual([{ kind: 'small_talk', what: 'overwhelmed' }]);
    },
  );

  it.each(['help me figure out where to start', 'plan my day, no idea where to start'])('given %p -> the list weighed', (text) => {
    expect(read(text)[0].kind).toBe('prioritise');
  });
});
