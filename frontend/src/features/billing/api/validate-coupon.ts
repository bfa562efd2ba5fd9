import { useMutation } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import type { CouponAnswer } from '../utils/coupon-state';

export type ValidateCouponInput = {
  coupon_code: string;
  user_id: string | null;
};

/** `POST /api/stripe/coupon/validate`; the code is sent trimmed (spec section 7). */
export function validateCoupon(input: ValidateCouponInput): Promise<CouponAnswer> {
  return apiFetch<CouponAnswer>('/api/stripe/coupon/validate', {
    body: { ...input, coupon_code: input.coupon_code.trim() },
  });
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
