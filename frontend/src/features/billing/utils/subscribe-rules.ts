import type { CouponState } from './coupon-state';

export type SubscribeInput = {
  name: string;
  email: string;
  signedIn: boolean;
  couponCode: string;
  coupon: CouponState;
};

export type SubscribeProblem = {
  field: 'name' | 'email' | 'coupon' | null;
  message: string;
};

// Enough to catch a slip of the keyboard; the payment provider checks the address properly.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec section 5, in the spec's order: name, email, signed in, then a coupon marked invalid. */
export function subscribeProblem(input: SubscribeInput): SubscribeProblem | null {
  if (!input.name.trim()) return { field: 'name', message: 'Please enter your name' };
  if (!input.email.trim()) return { field: 'email', message: 'Please enter your email' };
  if (!emailShape.test(input.email.trim())) return { field: 'email', message: 'Please enter a valid email' };
  if (!input.signedIn) return { field: null, message: 'You must be logged in to subscribe' };
  if (input.couponCode.trim() && input.coupon.status === 'invalid') {
    return { field: 'coupon', message: 'Please enter a valid coupon code or remove it to continue' };
  }
  return null;
}
