import { addDays, reviewDaysIn, shortDate } from './decision-rules';
import { closestByWords, matchesWords } from './recall';

describe('decision rules', () => {
  it.each([
    ['going with plan B, review in a week', 7],
    ['review in 10 days', 10],
    ['look back in 3 months', 90],
    ['check in a fortnight', 14],
    ['revisit in one year', 365],
  ])('reads "%s" as a review in %i days', (words, days) => {
    expect(reviewDaysIn(words)).toBe(days);
  });

  it('names no review for words without one, or one too far away', () => {
    expect(reviewDaysIn('hire a VA')).toBeNull();
    expect(reviewDaysIn('review in 5 years')).toBeNull();
  });

  it('counts review days on the calendar, across months and years', () => {
    expect(addDays('2026-12-03', 30)).toBe('2027-01-02');
    expect(addDays('2027-03-27', 7)).toBe('2027-04-03');
  });

  it('names the day as "3 Dec", with the year only when it is not this year', () => {
    expect(shortDate('2026-12-03', '2027-01-02')).toBe('3 Dec 2026');
    expect(shortDate('2027-01-02', '2027-02-01')).toBe('2 Jan');
  });

  it('finds a decision by the words it was asked about', () => {
    expect(matchesWords(['Which supplier?', 'Go with Acme'], 'the supplier')).toBe(true);
    expect(matchesWords(['Which supplier?'], 'suppliers')).toBe(true);
    expect(matchesWords(['Hire a VA'], 'the supplier')).toBe(false);
    expect(matchesWords(['Hire a VA'], 'the')).toBe(false);
  });

  it('takes the closest decision when none holds every word asked after', () => {
    const decisions = [['Hire a VA'], ['Session rate goes to £60'], ['Rate for workshops stays at £40']];
    expect(closestByWords(decisions, (d) => d, 'rate for sessions')).toEqual(['Session rate goes to £60']);
    expect(closestByWords(decisions, (d) => d, 'rate for the van')).toEqual(['Session rate goes to £60']);
    expect(closestByWords(decisions, (d) => d, 'supplier for the van')).toBeNull();
    expect(closestByWords(decisions, (d) => d, 'payroll')).toBeNull();
  });
});
