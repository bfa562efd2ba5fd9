import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';

const MINUTE = 60 * 1000;

/**
 * Requests per address to the sign-in endpoints. Each endpoint counts separately (the throttler
 * keys by handler); test numbers are counted like any other, so a fixed test code cannot be
 * guessed in production. Only SIGN_IN_LIMITS=off (refused in production) lifts them.
 */
export const SIGN_IN_LIMITS = {
  sendCode: { limit: 20, ttl: 60 * MINUTE },
  verifyCode: { limit: 30, ttl: MINUTE },
  refreshToken: { limit: 60, ttl: MINUTE },
} as const;

@Injectable()
export class SignInThrottleGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(options, storage, reflector);
  }

  protected override async shouldSkip(_context: ExecutionContext): Promise<boolean> {
    return !this.config.signInLimits;
  }

  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    return `sign-in:${String(request.ip)}`;
  }
}
