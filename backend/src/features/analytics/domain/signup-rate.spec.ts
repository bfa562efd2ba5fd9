import { signupRate } from './signup-rate';

describe('signupRate', () => {
  it('is 0 with no visits, whatever the signups', () => {
    expect(signupRate(0, 0)).toBe(0);
    expect(signupRate(3, 0)).toBe(0);
  });

  it('gives a percentage with two decimals', () => {
    expect(signupRate(1, 3)).toBe(33.33);
    expect(signupRate(2, 3)).toBe(66.67);
    expect(signupRate(1, 8)).toBe(12.5);
    expect(signupRate(5, 5)).toBe(100);
  });

  it('rounds a half up, where multiplying a float first would not', () => {
    // 23/160 is 14.375 % exactly; 23 / 160 * 100 * 100 is 1437.4999… in floats, which rounds down.
    expect(signupRate(23, 160)).toBe(14.38);
    expect(signupRate(41, 160)).toBe(25.63);
    expect(signupRate(201, 4000)).toBe(5.03);
    expect(signupRate(1, 16)).toBe(6.25);
    expect(signupRate(1, 40_000)).toBe(0);
    expect(signupRate(1, 20_000)).toBe(0.01);
  });
});
