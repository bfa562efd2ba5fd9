import { describe, expect, it } from 'vitest';

import { type CouponAnswer, couponMessage, couponReducer, type CouponState, initialCouponState } from './coupon-state';

const validating: CouponState = { status: 'validating', code: 'WELCOME10' };

/** An answer with fields left out, as an older or a failing server might send: the reducer copes. */
const answer = (fields: Partial<CouponAnswer> & Pick<CouponAnswer, 'valid'>) => fields as CouponAnswer;

describe('couponReducer', () => {
  it('starts idle and shows no message', () => {
    expect(initialCouponState).toEqual({ status: 'idle' });
    expect(couponMessage(initialCouponState)).toBeNull();
  });

  it('moves to validating on a check, with the code trimmed, and says it is checking', () => {
    const next = couponReducer(initialCouponState, { type: 'checked', code: '  WELCOME10 ' });
    expect(next).toEqual(validating);
    expect(couponMessage(next)).toBe('Checking coupon...');
  });

  it('treats an empty or blank code as idle', () => {
    expect(couponReducer(validating, { type: 'checked', code: '' })).toEqual({ status: 'idle' });
    expect(couponReducer({ status: 'invalid', code: 'X', message: 'Invalid coupon code' }, { type: 'checked', code: '   ' })).toEqual({
      status: 'idle',
    });
  });

  it('goes back to idle on any edit', () => {
    const valid = couponReducer(validating, { type: 'answered', code: 'WELCOME10', answer: answer({ valid: true }) });
    expect(couponReducer(valid, { type: 'edited' })).toEqual({ status: 'idle' });
    expect(couponReducer(validating, { type: 'edited' })).toEqual({ status: 'idle' });
    expect(couponReducer({ status: 'invalid', code: 'X', message: 'no' }, { type: 'edited' })).toEqual({ status: 'idle' });
  });

  it('keeps a known answer when the same code is checked again, and re-checks a different one', () => {
    const valid = couponReducer(validating, {
      type: 'answered',
      code: 'WELCOME10',
      answer: answer({ valid: true, message: 'Coupon applied: 10% off.' }),
    });
    expect(couponReducer(valid, { type: 'checked', code: 'WELCOME10' })).toBe(valid);
    expect(couponReducer(valid, { type: 'checked', code: 'OTHER' })).toEqual({ status: 'validating', code: 'OTHER' });
  });

  it('takes the server message of a valid code, or says the code is valid', () => {
    const withMessage = couponReducer(validating, {
      type: 'answered',
      code: 'WELCOME10',
      answer: answer({ valid: true, message: 'Coupon applied: 10% off.', type: 'other', discount_amount: '1.00' }),
    });
    expect(withMessage).toEqual({
      status: 'valid',
      code: 'WELCOME10',
      message: 'Coupon applied: 10% off.',
      type: 'other',
      discountAmount: '1.00',
    });

    const bare = couponReducer(validating, { type: 'answered', code: 'WELCOME10', answer: answer({ valid: true, message: '' }) });
    expect(couponMessage(bare)).toBe('Coupon code is valid!');
    expect(bare).toMatchObject({ type: 'other', discountAmount: null });
  });

  it('gives a referral without an amount the default discount of 10.00', () => {
    const referral = couponReducer(
      { status: 'validating', code: 'FRIEND-A' },
      { type: 'answered', code: 'FRIEND-A', answer: answer({ valid: true, type: 'referral' }) },
    );
    expect(referral).toMatchObject({ status: 'valid', type: 'referral', discountAmount: '10.00', message: 'Coupon code is valid!' });
    const named = couponReducer(
      { status: 'validating', code: 'FRIEND-A' },
      { type: 'answered', code: 'FRIEND-A', answer: answer({ valid: true, type: 'referral', discount_amount: '5.00' }) },
    );
    expect(named).toMatchObject({ discountAmount: '5.00' });
  });

  it('marks a refused code invalid with the server message or "Invalid coupon code"', () => {
    const refused = couponReducer(validating, { type: 'answered', code: 'WELCOME10', answer: answer({ valid: false }) });
    expect(refused).toEqual({ status: 'invalid', code: 'WELCOME10', message: 'Invalid coupon code' });
    const explained = couponReducer(validating, {
      type: 'answered',
      code: 'WELCOME10',
      answer: answer({ valid: false, message: 'This code has expired' }),
    });
    expect(couponMessage(explained)).toBe('This code has expired');
  });

  it('says the code could not be validated when the server was not reached', () => {
    expect(couponReducer(validating, { type: 'failed', code: 'WELCOME10', reason: 'unreachable' })).toEqual({
      status: 'invalid',
      code: 'WELCOME10',
      message: 'Unable to validate coupon code',
    });
    expect(couponMessage(couponReducer(validating, { type: 'failed', code: 'WELCOME10', reason: 'rejected' }))).toBe('Invalid coupon code');
  });

  it('ignores an answer that arrives after the code changed', () => {
    const edited = couponReducer(validating, { type: 'edited' });
    expect(couponReducer(edited, { type: 'answered', code: 'WELCOME10', answer: answer({ valid: true }) })).toEqual({ status: 'idle' });
    const other: CouponState = { status: 'validating', code: 'OTHER' };
    expect(couponReducer(other, { type: 'answered', code: 'WELCOME10', answer: answer({ valid: true }) })).toBe(other);
    expect(couponReducer(other, { type: 'failed', code: 'WELCOME10', reason: 'unreachable' })).toBe(other);
  });
});
