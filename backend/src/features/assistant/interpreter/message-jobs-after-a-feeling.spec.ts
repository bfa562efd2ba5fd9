import { readAt as read } from './testing/read-at';

/** A feeling said first, then jobs said as jobs; and pride, which is a feeling. Wordings are our own. */

const titles = (text: string) => read(text).map((intent) => (intent.kind === 'add_task' ? intent.title : intent.kind));

describe('a feeling, then jobs', () => {
  it.each([
    ['so behind today. ring the depot, book the MOT', ['Ring the depot', 'Book the MOT']],
    ['ugh mad week — pay the lads, order gaffer tape', ['Pay the lads', 'Order gaffer tape']],
  ])('given %p -> the jobs', (text, jobs) => {
    expect(titles(text)).toEqual(jobs);
  });

  it.each(['knackered. the van broke down again', 'swamped. heat complaints all morning', 'stressed - call me later'])(
    'given %p -> no job: the rest is news, a span of the day, or asked of daily',
    (text) => {
      expect(read(text).map((intent) => intent.kind)).not.toContain('add_task');
    },
  );
});

describe('jobs counted, then said', () => {
  it('"couple of things. order diesel and ring the depot" -> the two jobs', () => {
    expect(titles('couple of things. order diesel and ring the depot')).toEqual(['Order diesel', 'Ring the depot']);
  });
});

describe('pride', () => {
  it.each(['kinda proud of the lads today', 'proud of myself, all 40 drops done by 3'])('given %p -> a feeling', (text) => {
    expect(read(text)).toEqual([{ kind: 'small_talk', what: 'feeling' }]);
  });
});
