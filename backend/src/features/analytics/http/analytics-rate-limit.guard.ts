import { Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectThrottlerOptions, ThrottlerGuard, type ThrottlerModuleOptions, type ThrottlerRequest } from '@nestjs/throttler';
import { ANALYTICS_CONFIG, type AnalyticsConfig } from '../analytics-config';
import { WindowThrottlerStorage } from './window-throttler-storage';

const MINUTE_MS = 60_000;

/**
 * Tracking requests per address per minute (ANALYTICS_RATE_LIMIT_PER_MINUTE, default 120). Over
 * the limit the answer is 429 with Retry-After. The limit comes from configuration rather than a
 * @Throttle decorator, whose value is fixed when the class is loaded.
 */
@Injectable()
export class AnalyticsRateLimitGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    storage: WindowThrottlerStorage,
    reflector: Reflector,
    @Inject(ANALYTICS_CONFIG) private readonly config: AnalyticsConfig,
  ) {
    super(options, storage, reflector);
  }

  protected override handleRequest(request: ThrottlerRequest): Promise<boolean> {
    const limit = this.config.rateLimitPerMinute;
    return super.handleRequest({ ...request, limit, ttl: MINUTE_MS, blockDuration: MINUTE_MS });
  }

  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    return String(request.ip);
  }

  /** The address alone names the counter: hashing it per request, as the default does, buys nothing here. */
  protected override generateKey(_context: unknown, tracker: string): string {
    return `analytics:${tracker}`;
  }
}
