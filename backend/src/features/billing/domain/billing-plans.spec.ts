import { decimalAmount, displayMoney, planPriceLabel } from './billing-plans';

describe('prices as people read them', () => {
  it('states each plan as "£10/month" and "£100/year"', () => {
    expect(planPriceLabel('premium')).toBe('£10/month');
    expect(planPriceLabel('founding')).toBe('£100/year');
  });

  it('writes pence only when there are some', () => {
    expect(displayMoney(1000, 'gbp')).toBe('£10');
    expect(displayMoney(750, 'GBP')).toBe('£7.50');
  });

  it('keeps the decimal form of the coupon answer for machines ("10.00")', () => {
    expect(decimalAmount(1000)).toBe('10.00');
  });
});
