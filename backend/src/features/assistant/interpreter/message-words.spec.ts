import { fixTypos } from './message-words';

describe('day and month words typed with one slip', () => {
  it.each([
    ['call jo frday', 'call jo friday'],
    ['thursdya 3pm', 'thursday 3pm'],
    ['dentist tomorow', 'dentist tomorrow'],
    ['the novmber invoices', 'the november invoices'],
    ['satruday at 10', 'saturday at 10'],
    ['wendesday', 'wednesday'],
  ])('given %s -> %s', (typed, meant) => {
    expect(fixTypos(typed)).toBe(meant);
  });

  it.each(['in mourning', 'a sundae', 'closed on mondays', 'every weekends', 'money', 'the mondo account'])(
    'given a word of its own or a plural (%s) -> left as it is',
    (text) => {
      expect(fixTypos(text)).toBe(text);
    },
  );
});
