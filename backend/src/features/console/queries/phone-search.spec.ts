import { phoneCandidates } from './phone-search';

describe('phoneCandidates', () => {
  it('reads an international number however it is spaced', () => {
    expect(phoneCandidates('+44 7911 123 456', [])).toEqual(['+447911123456']);
    expect(phoneCandidates('447911123456', [])).toEqual(['+447911123456']);
  });

  it('reads a national UK number with its leading 0', () => {
    expect(phoneCandidates('07911 123456', [])).toEqual(['+447911123456']);
  });

  it('accepts configured test numbers that no carrier assigns', () => {
    expect(phoneCandidates('+447700900001', ['+447700900001'])).toEqual(['+447700900001']);
    expect(phoneCandidates('07700900001', ['+447700900001'])).toEqual(['+447700900001']);
  });

  it('gives nothing for names and fragments', () => {
    expect(phoneCandidates('Ann', [])).toEqual([]);
    expect(phoneCandidates('7911', [])).toEqual([]);
  });
});
