import type { Intent } from './intent';
import { readAt } from './testing/read-at';

/**
 * A move that says the time it is not as well as the time it is ("rota thing -> saturday pls not
 * sunday"): the time set aside is no part of the new one, nor of a title. Read at Wednesday 11
 * November 2026, 15:00 in London; wordings are our own.
 */
const moved = (words: string, date: string): Intent[] => [{ kind: 'reschedule', task: { by: 'words', words }, date, time: null }];

describe('a move with the time it is not', () => {
  it.each<[string, Intent[]]>([
    ['move the quiz night to saturday, not sunday', moved('quiz night', '2026-11-14')],
    ['push the boiler service to friday pls not thursday', moved('boiler service', '2026-11-13')],
    ['shift the stocktake to monday rather than tuesday', moved('stocktake', '2026-11-16')],
    ['rota thing -> saturday pls not sunday', moved('rota thing', '2026-11-14')],
    ['skip hire → friday please', moved('skip hire', '2026-11-13')],
  ])('given %p -> %j', (text, expected) => expect(readAt(text)).toEqual(expected));
});
