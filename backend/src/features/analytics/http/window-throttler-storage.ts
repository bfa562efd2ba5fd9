import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

interface Window {
  endsAt: number;
  hits: number;
}

/**
 * A fixed-window counter per key: one number per address per minute, O(1) a request. The
 * throttler's built-in storage keeps a timestamp per hit and filters them all on every request,
 * which is right for a limit of a few dozen but costs a scan of every hit in the window when a
 * load test raises the limit to many thousands. Fixed windows let a burst of twice the limit
 * straddle a boundary; for tracking beacons that is an acceptable price. It keeps the throttler's
 * storage interface, so it can also back a ThrottlerGuard.
 */
@Injectable()
export class WindowThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly windows = new Map<string, Window>();
  private sweeper: NodeJS.Timeout | null = null;

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    return this.hit(key, ttl, limit, Date.now());
  }

  /** Synchronous core, with the clock passed in so tests need no timers. */
  hit(key: string, ttl: number, limit: number, now: number): ThrottlerStorageRecord {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { endsAt: now + ttl, hits: 0 };
      this.windows.set(key, window);
      this.startSweeping(ttl);
    }
    window.hits += 1;
    const secondsLeft = Math.max(1, Math.ceil((window.endsAt - now) / 1000));
    const isBlocked = window.hits > limit;
    return { totalHits: window.hits, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
  }

  /** Forgets finished windows now and then, so addresses seen once do not pile up. */
  private startSweeping(ttl: number): void {
    if (this.sweeper) return;
    this.sweeper = setInterval(
      () => {
        const now = Date.now();
        for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
      },
      Math.max(ttl, 1000),
    );
    this.sweeper.unref();
  }

  onApplicationShutdown(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    this.windows.clear();
  }
}
