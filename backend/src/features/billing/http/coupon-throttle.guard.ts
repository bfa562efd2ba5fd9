import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { AuthenticatedUser } from '../../../platform/http/request-context';

/** Codes checked per person per minute: enough for typing, too few to try codes by the thousand. */
export const COUPON_CHECKS_PER_MINUTE = 30;

@Injectable()
export class CouponThrottleGuard extends ThrottlerGuard {
  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    const user = request.user as AuthenticatedUser | undefined;
    return `coupon:${user?.id ?? String(request.ip)}`;
  }
}
