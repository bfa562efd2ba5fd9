import { readAt as read } from './testing/read-at';

/** A job, and beside it words that press it or help do it; a place's closing hour as the job's. Wordings are our own. */

const task = (title: string, due: string | null, important = false) => [{ kind: 'add_task', title, due, important, repeat: null }];

describe('a job beside words that press it', () => {
  it.each([
    ["chase the planning officer about Mill Lane, it's been 2 wks", task('Chase the planning officer about Mill Lane', null)],
    ['URGENT ship the Berlin order, shes chasing', task('Ship the Berlin order', null, true)],
    ['feed Pickle and Bean at 8 tmrw, key in the lockbox', task('Feed Pickle and Bean', '2026-11-12T08:00:00.000Z')],
  ])('%s adds the job', (said, reading) => {
    expect(read(said)).toEqual(reading);
  });

  it('a reason that may undo the job still asks', () => {
    expect(read('chase the deposit, she said she paid it').map((intent) => intent.kind)).not.toContain('add_task');
  });
});

describe("a place's closing hour", () => {
  it('is when the job is wanted by', () => {
    expect(read('grab the brake discs from the factors b4 they shut at 5 today')).toEqual(
      task('Grab the brake discs from the factors', '2026-11-11T17:00:00.000Z'),
    );
  });
});
