import { cutWords, shareAWord, type WordCut } from './message-named-words';

const FIVE: WordCut = { shortest: 4, kept: 5, common: new Set(['ring', 'about']) };

describe('words cut to tell whether two texts name one job', () => {
  it('keeps long words to their first letters and leaves short and common ones out', () => {
    expect(cutWords('Ring HMRC about the penalty', FIVE)).toEqual(new Set(['hmrc', 'penal']));
  });

  it('meets a word said in another form', () => {
    expect(shareAWord('penalty cancelled', 'Ring HMRC about the Kowalski penalty', FIVE)).toBe(true);
  });

  it('does not meet on a common word alone', () => {
    expect(shareAWord('ring the bank', 'Ring HMRC about the penalty', FIVE)).toBe(false);
  });

  it('keeps letters of any script', () => {
    expect(shareAWord('Zahlung überwiesen', 'Überweisung prüfen', { shortest: 4, kept: 4, common: new Set() })).toBe(true);
  });
});
