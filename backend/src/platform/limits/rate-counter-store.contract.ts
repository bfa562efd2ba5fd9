/// <reference types="jest" />
// Shared by every RateCounterStore adapter's spec. Keys are random, so runs can share a database.
import { randomUUID } from 'node:crypto';
import type { RateCounterStore } from './rate-counter-store.port';

export function describeRateCounterStoreContract(name: string, make: () => Promise<RateCounterStore>, cleanup?: () => Promise<void>): void {
  describe(`RateCounterStore contract: ${name}`, () => {
    let store: RateCounterStore;

    beforeAll(async () => {
      store = await make();
    });

    afterAll(async () => {
      await store?.close();
      await cleanup?.();
    });

    it('counts hits in a window and starts a new one when it ends', async () => {
      const key = randomUUID();
      const now = Date.now();
      expect(await store.hit(key, 1000, now)).toEqual({ hits: 1, endsAt: now + 1000 });
      expect(await store.hit(key, 1000, now + 10)).toEqual({ hits: 2, endsAt: now + 1000 });
      expect(await store.hit(key, 1000, now + 1000)).toEqual({ hits: 1, endsAt: now + 2000 });
    });

    it('loses no hit when many arrive at once', async () => {
      const key = randomUUID();
      const now = Date.now();
      const windows = await Promise.all(Array.from({ length: 20 }, () => store.hit(key, 60_000, now)));
      expect(windows.map((w) => w.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    });
  });
}
