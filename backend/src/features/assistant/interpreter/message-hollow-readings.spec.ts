import { inViewOf, reminderOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** Readings that would change something while naming nothing to change. Wordings are our own. */

const kinds = (...args: Parameters<typeof read>) => read(...args).map((intent) => intent.kind);

describe('a task titled with words that only point', () => {
  it('is asked about, not added', () => {
    expect(kinds('never mind its due at 6')).toEqual(['unclear']);
    expect(kinds('stop this one pls')).toEqual(['unclear']);
    expect(kinds('stop reminding me', reminderOf('Reorder labels'))).toEqual(['unclear']);
    expect(kinds('please dont let me forget', reminderOf('Reorder labels'))).toEqual(['unclear']);
  });

  it('a habit to stop is still a task', () => {
    expect(kinds('stop buying coffee out every day')).toEqual(['add_task']);
  });
});

describe('a finish said of the person, not of a task', () => {
  it('"im done" ticks the task in view, and asks when there is none', () => {
    expect(read("i'm done", inViewOf('Sand the shelves'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
    expect(kinds('im done')).toEqual(['unclear']);
  });

  it('a stretch of time done with is how the person is', () => {
    expect(read('done with this week tbh', reminderOf('Count the float'))).toEqual([{ kind: 'small_talk', what: 'feeling' }]);
  });
});

describe('a moment already gone', () => {
  it('is asked about, not moved to', () => {
    expect(read('this morning at 8', reminderOf('Ring the glazier'))[0]).toMatchObject({ kind: 'unclear' });
  });
});

describe('when a place is open', () => {
  it('is news, not a job', () => {
    expect(kinds('post office closes at 5')).not.toContain('add_task');
    expect(kinds('post office shut til monday')).not.toContain('add_task');
    expect(read('post the flyers at 5')[0]).toMatchObject({ kind: 'add_task', title: 'Post the flyers' });
  });
});
