/** Thrown out of a pause when the runner stops: whatever was waiting gives up instead of holding the shutdown. */
export class Halted extends Error {
  constructor() {
    super('The projections were stopped');
    this.name = 'Halted';
  }
}

const FIRST_PAUSE_MS = 200;
const LONGEST_PAUSE_MS = 10_000;

/** Pauses that grow from 200 ms, doubling up to 10 s, and that a stop cuts short. */
export class Backoff {
  private halted = false;
  private readonly wakers = new Set<() => void>();

  /** The pause before attempt `attempt` (1-based). */
  static delay(attempt: number): number {
    return Math.min(FIRST_PAUSE_MS * 2 ** Math.max(0, attempt - 1), LONGEST_PAUSE_MS);
  }

  pause(attempt: number): Promise<void> {
    if (this.halted) return Promise.reject(new Halted());
    return new Promise((resolve, reject) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        if (this.halted) reject(new Halted());
        else resolve();
      };
      const timer = setTimeout(wake, Backoff.delay(attempt));
      this.wakers.add(wake);
    });
  }

  halt(): void {
    this.halted = true;
    for (const wake of [...this.wakers]) wake();
  }

  reset(): void {
    this.halted = false;
  }
}
