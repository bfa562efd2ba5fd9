import type { ApiSchema } from '@/lib/api-types';

/** The coupon validation response of spec section 3. */
export type CouponAnswer = ApiSchema<'CouponAnswerResponse'>;

export type CouponType = 'referral' | 'other';

export type CouponState =
  | { status: 'idle' }
  | { status: 'validating'; code: string }
  | { status: 'valid'; code: string; message: string; type: CouponType; discountAmount: string | null }
  | { status: 'invalid'; code: string; message: string };

export type CouponEvent =
  /** The person typed in the field: whatever was known about the old code no longer holds. */
  | { type: 'edited' }
  /** The field lost focus (or the form is being sent) with this code in it. */
  | { type: 'checked'; code: string }
  | { type: 'answered'; code: string; answer: CouponAnswer }
  /** `unreachable`: the server could not be asked; `rejected`: it refused the request itself. */
  | { type: 'failed'; code: string; reason: 'unreachable' | 'rejected' };

export const couponMessages = {
  checking: 'Checking coupon...',
  invalid: 'Invalid coupon code',
  unreachable: 'Unable to validate coupon code',
  valid: 'Coupon code is valid!',
} as const;

/** Spec section 8: a referral is worth 10.00 when the server names no amount. */
export const DEFAULT_REFERRAL_DISCOUNT = '10.00';

export const initialCouponState: CouponState = { status: 'idle' };

function filled(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
}

function fromAnswer(code: string, answer: CouponAnswer): CouponState {
  if (!answer.valid) return { status: 'invalid', code, message: filled(answer.message) ?? couponMessages.invalid };
  const type: CouponType = answer.type === 'referral' ? 'referral' : 'other';
  return {
    status: 'valid',
    code,
    message: filled(answer.message) ?? couponMessages.valid,
    type,
    discountAmount: filled(answer.discount_amount) ?? (type === 'referral' ? DEFAULT_REFERRAL_DISCOUNT : null),
  };
}

/** True when the state already says something about this exact code, so asking again is pointless. */
export function knowsAbout(state: CouponState, code: string): boolean {
  return state.status !== 'idle' && state.code === code.trim();
}

/**
 * The coupon field's states (spec section 4): idle → validating on blur → valid or invalid; any
 * edit goes back to idle, and an empty code is idle. Answers for a code other than the one being
 * checked arrive late and are ignored.
 */
export function couponReducer(state: CouponState, event: CouponEvent): CouponState {
  switch (event.type) {
    case 'edited':
      return state.status === 'idle' ? state : initialCouponState;
    case 'checked': {
      const code = event.code.trim();
      if (!code) return initialCouponState;
      return knowsAbout(state, code) ? state : { status: 'validating', code };
    }
    case 'answered':
      if (state.status !== 'validating' || state.code !== event.code.trim()) return state;
      return fromAnswer(state.code, event.answer);
    case 'failed':
      if (state.status !== 'validating' || state.code !== event.code.trim()) return state;
      return {
        status: 'invalid',
        code: state.code,
        message: event.reason === 'rejected' ? couponMessages.invalid : couponMessages.unreachable,
      };
  }
}

/** What the field shows under itself. */
export function couponMessage(state: CouponState): string | null {
  switch (state.status) {
    case 'idle':
      return null;
    case 'validating':
      return couponMessages.checking;
    default:
      return state.message;
  }
}
