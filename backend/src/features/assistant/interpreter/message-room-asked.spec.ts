import { readAt as read } from './testing/read-at';

/** Free time asked in words of one's own: room on a day, a job at an hour, a day asked of twice. Wordings are our own. */

const kind = (text: string) => read(text)[0].kind;

describe('free time asked of a day or an hour', () => {
  it.each([
    ['any time weds morning for a viewing', '2026-11-18T09:00:00.000Z', '2026-11-18T12:00:00.000Z'],
    ['got anything on sat afternoon', '2026-11-14T12:00:00.000Z', '2026-11-14T17:00:00.000Z'],
    ['could I fit a site visit at 10 on thursday', '2026-11-12T10:00:00.000Z', '2026-11-12T11:00:00.000Z'],
    ['can I do a quick call at 5 today', '2026-11-11T17:00:00.000Z', '2026-11-11T18:00:00.000Z'],
    ['have I got anything monday evening, or am I free for drinks', '2026-11-16T17:00:00.000Z', '2026-11-16T21:00:00.000Z'],
  ])('given %p -> the window asked about', (text, from, to) => {
    expect(read(text)).toEqual([{ kind: 'free_time', from, to }]);
  });

  it.each(['anything tomorrow morning?', 'anything on friday?'])('given %p -> the list of that day', (text) => {
    expect(kind(text)).toBe('list');
  });

  it('moving a task "instead" is no question of room', () => {
    expect(kind('can we do friday at 11 instead')).not.toBe('free_time');
  });

  it('two courses weighed are still a dilemma', () => {
    expect(kind('should I take the Leeds job or stay put')).toBe('dilemma');
  });
});
