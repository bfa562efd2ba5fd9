import type { ThrottlerStorage } from '@nestjs/throttler';
import type { RateCounterStore } from './rate-counter-store.port';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * The throttler's storage kept in the shared counter store, so that the per-address limits count
 * every instance's requests together. Fixed windows: one counter per key and window.
 */
export class SharedThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly counters: RateCounterStore) {}

  async increment(key: string, ttl: number, limit: number, _blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const now = Date.now();
    const window = await this.counters.hit(`${throttlerName}:${key}`, ttl, now);
    const secondsLeft = Math.max(1, Math.ceil((window.endsAt - now) / 1000));
    const isBlocked = window.hits > limit;
    return { totalHits: window.hits, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
  }
}
