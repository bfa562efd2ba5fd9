import { describe, expect, it } from 'vitest';

import { subscribeProblem, type SubscribeInput } from './subscribe-rules';

const ready: SubscribeInput = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  signedIn: true,
  couponCode: '',
  coupon: { status: 'idle' },
};

describe('subscribeProblem', () => {
  it('accepts a complete form', () => {
    expect(subscribeProblem(ready)).toBeNull();
  });

  it('asks for the name, then the email, in that order', () => {
    expect(subscribeProblem({ ...ready, name: '  ', email: '' })).toEqual({ field: 'name', message: 'Please enter your name' });
    expect(subscribeProblem({ ...ready, email: ' ' })).toEqual({ field: 'email', message: 'Please enter your email' });
    expect(subscribeProblem({ ...ready, email: 'ada@' })).toEqual({ field: 'email', message: 'Please enter a valid email' });
  });

  it('needs a signed-in person', () => {
    expect(subscribeProblem({ ...ready, signedIn: false })).toEqual({ field: null, message: 'You must be logged in to subscribe' });
  });

  it('is blocked by a code marked invalid, but not by an empty one', () => {
    const invalid = { status: 'invalid', code: 'NOPE', message: 'Invalid coupon code' } as const;
    expect(subscribeProblem({ ...ready, couponCode: 'NOPE', coupon: invalid })).toEqual({
      field: 'coupon',
      message: 'Please enter a valid coupon code or remove it to continue',
    });
    expect(subscribeProblem({ ...ready, couponCode: '', coupon: invalid })).toBeNull();
    expect(
      subscribeProblem({
        ...ready,
        couponCode: 'OK',
        coupon: { status: 'valid', code: 'OK', message: 'ok', type: 'other', discountAmount: null },
      }),
    ).toBeNull();
  });
});
