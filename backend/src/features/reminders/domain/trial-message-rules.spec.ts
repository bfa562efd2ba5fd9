import { trialEndDay, trialEndingText } from './trial-message-rules';

describe('the trial-ending message', () => {
  // 2030-01-18 23:30 UTC: still Friday in London, already Saturday in Tokyo.
  const trialEnd = Date.parse('2030-01-18T23:30:00Z') / 1000;

  it('names the day the trial ends as the person’s clocks show it', () => {
    expect(trialEndDay(trialEnd, 'Europe/London')).toBe('Friday, January 18');
    expect(trialEndDay(trialEnd, 'Asia/Tokyo')).toBe('Saturday, January 19');
    expect(trialEndDay(trialEnd, 'Not/AZone')).toBe('Friday, January 18');
  });

  it('says when they will be charged, how much, and how to cancel', () => {
    expect(
      trialEndingText({ trialEnd, timeZone: 'Europe/London', price: '£10/month', settingsUrl: 'https://daily.example/settings' }),
    ).toBe(
      'daily: your free trial of Premium ends on Friday, January 18. Your card will then be charged £10/month (less any discount you have). ' +
        'Nothing to do if you are staying. To cancel before then: https://daily.example/settings',
    );
  });
});
