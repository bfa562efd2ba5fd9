import { describeRetentionOffer, type RetentionOfferTerms } from './retention-offer';

const terms = (overrides: Partial<RetentionOfferTerms>): RetentionOfferTerms => ({
  couponId: 'STAY',
  percentOff: null,
  amountOff: null,
  duration: 'once',
  durationInMonths: null,
  ...overrides,
});

describe('describeRetentionOffer', () => {
  it('writes a whole amount off without pence, as every price in the app is written', () => {
    expect(describeRetentionOffer(terms({ amountOff: 500 }))).toBe('£5 off your next month');
    expect(describeRetentionOffer(terms({ amountOff: 250, duration: 'repeating', durationInMonths: 3 }))).toBe(
      '£2.50 off your next 3 months',
    );
  });

  it('writes a percentage, and how long it lasts', () => {
    expect(describeRetentionOffer(terms({ percentOff: 50 }))).toBe('50% off your next month');
    expect(describeRetentionOffer(terms({ percentOff: 20, duration: 'forever' }))).toBe('20% off every month');
    expect(describeRetentionOffer(terms({ percentOff: 20, duration: 'repeating', durationInMonths: 1 }))).toBe('20% off your next month');
  });
});
