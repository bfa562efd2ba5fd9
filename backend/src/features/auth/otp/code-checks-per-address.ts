import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/commands/domain-error';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { RATE_COUNTER_STORE, type RateCounterStore } from '../../../platform/limits/rate-counter-store.port';
import { OTP_RULES } from './otp-rules';

/**
 * Code checks from one address across every number. The per-code lockout alone lets one address
 * spend the codes of many numbers; this bounds it. A check is counted before the code is looked
 * at, so parallel checks cannot all slip under the limit, and a right code counts like a wrong one
 * (it ends the sign-in, so an honest visitor makes a handful).
 */
@Injectable()
export class CodeChecksPerAddress {
  constructor(
    @Inject(RATE_COUNTER_STORE) private readonly counters: RateCounterStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async take(address: string): Promise<void> {
    if (!this.config.signInLimits) return;
    const now = Date.now();
    const window = await this.counters.hit(`otp-checks:${address}`, OTP_RULES.addressWindowMs, now);
    if (window.hits <= OTP_RULES.codeChecksPerAddress) return;
    throw new DomainError(
      'Too many sign-in codes were tried from this address. Please try again later.',
      'rate_limited',
      Math.max(1, Math.ceil((window.endsAt - now) / 1000)),
    );
  }
}
