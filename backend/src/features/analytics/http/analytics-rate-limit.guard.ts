import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ANALYTICS_CONFIG, type AnalyticsConfig } from '../analytics-config';
import { WindowThrottlerStorage } from './window-throttler-storage';

const MINUTE_MS = 60_000;

/**
 * Tracking requests per address per minute (ANALYTICS_RATE_LIMIT_PER_MINUTE, default 120); over
 * the limit the answer is 429 with Retry-After, as from @nestjs/throttler. Its ThrottlerGuard is
 * not used here: on this endpoint it cost about 3 % of the CPU of a request (five metadata lookups,
 * a SHA-256 key and three rate-limit headers each time) to maintain what is one counter per address.
 */
@Injectable()
export class AnalyticsRateLimitGuard implements CanActivate {
  constructor(
    private readonly windows: WindowThrottlerStorage,
    @Inject(ANALYTICS_CONFIG) private readonly config: AnalyticsConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const hit = this.windows.hit(`analytics:${request.ip}`, MINUTE_MS, this.config.rateLimitPerMinute, Date.now());
    if (!hit.isBlocked) return true;
    void http.getResponse<FastifyReply>().header('retry-after', String(hit.timeToBlockExpire));
    throw new ThrottlerException('Too many analytics events from this address. Please try again in a minute.');
  }
}
