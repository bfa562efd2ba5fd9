import { readAt as read } from './testing/read-at';

/** How things stand, told with a day they start from or with what they cost: no job is added. Wordings are our own. */

const CHANGES = ['add_task', 'complete', 'snooze', 'reschedule', 'rename', 'remove', 'decision'];

describe('how things stand from a day on', () => {
  it.each([
    'new lodger in the back room from the 3rd',
    'road closure on Mill Lane from thursday',
    'winter timetable from december',
    'minibus in the body shop till monday',
  ])('given %p -> nothing is changed', (text) => {
    expect(CHANGES).not.toContain(read(text)[0].kind);
  });

  it.each([
    ['start the winter rota from monday', 'Start the winter rota'],
    ['book the sweep a week from today', 'Book the sweep'],
  ])('given %p -> a job that opens on a deed is still a job', (text, title) => {
    expect(read(text)[0]).toEqual(expect.objectContaining({ kind: 'add_task', title }));
  });
});

describe('what things cost, listed', () => {
  it.each(['rent £950, phone £30, fuel £120', 'insurance £60 a month and storage £45', '£18 parking, £9 lunch'])(
    'given %p -> no task',
    (text) => {
      expect(read(text)).toEqual([{ kind: 'unknown' }]);
    },
  );

  it('a cost after a deed is still asked for', () => {
    expect(read('pay the plumber £180, buy grout £6')[0].kind).toBe('add_task');
  });
});

describe('opening hours set from now on', () => {
  it('"open till 9 on thursdays from now on" is a decision, not a task', () => {
    expect(read('open till 9 on thursdays from now on')[0].kind).toBe('decision');
  });
});
