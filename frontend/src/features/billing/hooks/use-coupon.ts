import { useCallback, useEffect, useReducer, useRef, useState } from 'react';

import { isApiError } from '@/lib/api-error';

import { useValidateCoupon } from '../api/validate-coupon';
import { type CouponEvent, couponReducer, type CouponState, initialCouponState, knowsAbout } from '../utils/coupon-state';

/** A 4xx other than these means the server refused the code itself, not that it could not be asked. */
const transientStatuses = new Set([401, 408, 429]);

function failureReason(error: unknown): 'unreachable' | 'rejected' {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && !transientStatuses.has(error.status)) return 'rejected';
  return 'unreachable';
}

/**
 * The coupon field: its text, its validation state, and `check`, which validates a code once
 * (repeated blurs and a submit during a check share one request) and resolves to its outcome.
 */
export function useCoupon(userId: string | null) {
  const [code, setCode] = useState('');
  const [state, dispatch] = useReducer(couponReducer, initialCouponState);
  const { mutateAsync: validate } = useValidateCoupon();
  const latest = useRef(state);
  const inFlight = useRef<{ code: string; outcome: Promise<CouponState> } | null>(null);

  useEffect(() => {
    latest.current = state;
  }, [state]);

  const change = useCallback((next: string) => {
    setCode(next);
    dispatch({ type: 'edited' });
    latest.current = initialCouponState;
  }, []);

  const check = useCallback(
    (raw: string): Promise<CouponState> => {
      const trimmed = raw.trim();
      if (!trimmed) {
        dispatch({ type: 'checked', code: '' });
        return Promise.resolve(initialCouponState);
      }
      if (inFlight.current?.code === trimmed) return inFlight.current.outcome;
      if (knowsAbout(latest.current, trimmed)) return Promise.resolve(latest.current);

      const validating: CouponState = { status: 'validating', code: trimmed };
      dispatch({ type: 'checked', code: trimmed });
      latest.current = validating;
      const settle = (event: CouponEvent) => {
        dispatch(event);
        return couponReducer(validating, event);
      };
      const outcome = validate({ coupon_code: trimmed, user_id: userId })
        .then(
          (answer) => settle({ type: 'answered', code: trimmed, answer }),
          (error: unknown) => settle({ type: 'failed', code: trimmed, reason: failureReason(error) }),
        )
        .finally(() => {
          if (inFlight.current?.code === trimmed) inFlight.current = null;
        });
      inFlight.current = { code: trimmed, outcome };
      return outcome;
    },
    [userId, validate],
  );

  return { code, state, change, check };
}
