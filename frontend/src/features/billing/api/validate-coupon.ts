import { useMutation } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import type { CouponAnswer } from '../utils/coupon-state';

/** Before sign-in there is no user id yet; the body then leaves it out. */
export type ValidateCouponInput = { coupon_code: string; user_id: string | null };

/** `POST /api/stripe/coupon/validate`; the code is sent trimmed (spec section 7). */
export function validateCoupon(input: ValidateCouponInput): Promise<CouponAnswer> {
  return apiFetch('/api/stripe/coupon/validate', {
    read: true,
    body: {
      coupon_code: input.coupon_code.trim(),
      ...(input.user_id ? { user_id: input.user_id } : {}),
    } satisfies ApiSchema<'ValidateCouponRequestDto'>,
  });
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
