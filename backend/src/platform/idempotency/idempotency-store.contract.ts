/// <reference types="jest" />
// Shared by every IdempotencyStore adapter's spec. Scopes are random, so runs can share a database.
import { randomUUID } from 'node:crypto';
import type { IdempotencyStore } from './idempotency-store.port';

const STALE_MS = 60_000;

export function describeIdempotencyStoreContract(name: string, make: () => Promise<IdempotencyStore>, cleanup?: () => Promise<void>): void {
  describe(`IdempotencyStore contract: ${name}`, () => {
    let store: IdempotencyStore;

    beforeAll(async () => {
      store = await make();
    });

    afterAll(async () => {
      await store?.close();
      await cleanup?.();
    });

    it('claims a new key once, then hands out its answer to the same request and refuses another', async () => {
      const scope = randomUUID();
      const now = Date.now();
      expect(await store.begin(scope, 'request-a', now, STALE_MS)).toEqual({ kind: 'claimed' });
      expect(await store.begin(scope, 'request-a', now + 1, STALE_MS)).toEqual({ kind: 'in-progress' });
      await store.complete(scope, { status: 201, body: { id: 'x', 'a.b': { $c: 1 } } }, now + 2);
      expect(await store.begin(scope, 'request-a', now + 3, STALE_MS)).toEqual({
        kind: 'answered',
        answer: { status: 201, body: { id: 'x', 'a.b': { $c: 1 } } },
      });
      expect(await store.begin(scope, 'request-b', now + 4, STALE_MS)).toEqual({ kind: 'mismatch' });
    });

    it('a released claim can be claimed again; a stale one is taken over', async () => {
      const scope = randomUUID();
      const now = Date.now();
      await store.begin(scope, 'r', now, STALE_MS);
      await store.release(scope);
      expect(await store.begin(scope, 'r', now + 1, STALE_MS)).toEqual({ kind: 'claimed' });
      expect(await store.begin(scope, 'r', now + 1 + STALE_MS, STALE_MS)).toEqual({ kind: 'claimed' });
    });

    it('of many claims at once for one key, exactly one wins', async () => {
      const scope = randomUUID();
      const now = Date.now();
      const claims = await Promise.all(Array.from({ length: 8 }, () => store.begin(scope, 'r', now, STALE_MS)));
      expect(claims.filter((c) => c.kind === 'claimed')).toHaveLength(1);
    });
  });
}
