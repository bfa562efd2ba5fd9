import { inViewOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** The list of a day or a stretch asked for in a few words of one's own. Wordings are our own. */

const kinds = (...args: Parameters<typeof read>) => read(...args).map((intent) => intent.kind);

describe('the list of a day asked in few words', () => {
  it.each([
    ['wot have i got weds', { kind: 'list', view: 'day', day: '2026-11-18' }],
    ['clients fri?', { kind: 'list', view: 'day', day: '2026-11-13' }],
    ["tuesday's bookings pls", { kind: 'list', view: 'day', day: '2026-11-17' }],
    ['sessions this week?', { kind: 'list', view: 'week', day: null }],
    ["today's lot pls", { kind: 'list', view: 'today', day: null }],
  ])('given %p -> that list', (text, list) => {
    expect(read(text)).toEqual([list]);
  });

  it('what was let slide is the overdue list', () => {
    expect(read('anything i let slide?')).toEqual([{ kind: 'list', view: 'overdue', day: null }]);
  });

  it.each(['sat?', 'the 4th?', 'the girls saturday?', 'any deliveries due tomorrow', 'what time is kick off sat'])(
    'given %p -> no list: a day alone, or words about other things',
    (text) => {
      expect(kinds(text)).not.toContain('list');
    },
  );

  it('with a task in view, a day asked about is left to the readers of changes unless a word asks', () => {
    expect(kinds('clients fri?', inViewOf('Call the printer'))).not.toContain('list');
    expect(read('what have I got fri', inViewOf('Call the printer'))).toEqual([{ kind: 'list', view: 'day', day: '2026-11-13' }]);
  });
});
