/**
 * Runs work for one key one at a time, in arrival order; different keys run side by side.
 *
 * Commands to one stream read it, decide and append with the expected revision. When many arrive
 * together, all but one would fail that check and retry, and the runner's few retries would run
 * out long before a burst of a hundred settles. Queueing them in this process means each reads the
 * revision its predecessor wrote, so none is lost; the retries still cover writers in other processes.
 */
export class PerKeyQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    // Forget the key once nothing waits behind this work, so idle keys cost no memory.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  get size(): number {
    return this.tails.size;
  }
}
