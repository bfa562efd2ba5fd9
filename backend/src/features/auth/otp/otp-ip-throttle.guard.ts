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

/** Codes sent per address per hour; configured test numbers send nothing and are exempt. */
export const OTP_SENDS_PER_IP_PER_HOUR = 20;

@Injectable()
export class OtpIpThrottleGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(options, storage, reflector);
  }

  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    const body = context.switchToHttp().getRequest<{ body?: { phone?: unknown } }>().body;
    const phone = typeof body?.phone === 'string' ? body.phone.replace(/[\s().-]/g, '') : '';
    return this.config.testPhones.some((t) => t.phone === phone || t.phone === `+${phone}`);
  }

  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    return `otp:${String(request.ip)}`;
  }
}
