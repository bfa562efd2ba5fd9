/// <reference types="jest" />
// Shared by every IdempotencyStore adapter's spec. Scopes are random, so runs can share a database.
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_TTL_MS, type IdempotencyStore } from './idempotency-store.port';

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

    it('an answer is replayed for 24 hours after it was kept, and not after: the key is then a new request', async () => {
      const scope = randomUUID();
      const started = Date.now();
      const answered = started + 500;
      await store.begin(scope, 'request-a', started, STALE_MS);
      await store.complete(scope, { status: 201, body: { id: 'first' } }, answered);
      expect(await store.begin(scope, 'request-a', answered + IDEMPOTENCY_TTL_MS - 1, STALE_MS)).toEqual({
        kind: 'answered',
        answer: { status: 201, body: { id: 'first' } },
      });
      expect(await store.begin(scope, 'request-a', answered + IDEMPOTENCY_TTL_MS, STALE_MS)).toEqual({ kind: 'claimed' });
      // The new claim is a request of its own: it runs, and its answer is the one kept from then on.
      await store.complete(scope, { status: 201, body: { id: 'second' } }, answered + IDEMPOTENCY_TTL_MS + 1);
      expect(await store.begin(scope, 'request-a', answered + IDEMPOTENCY_TTL_MS + 2, STALE_MS)).toEqual({
        kind: 'answered',
        answer: { status: 201, body: { id: 'second' } },
      });
    });

    it('after 24 hours a key may be used for a different request', async () => {
      const scope = randomUUID();
      const now = Date.now();
      await store.begin(scope, 'request-a', now, STALE_MS);
      await store.complete(scope, { status: 200, body: null }, now);
      expect(await store.begin(scope, 'request-b', now + 1, STALE_MS)).toEqual({ kind: 'mismatch' });
      expect(await store.begin(scope, 'request-b', now + IDEMPOTENCY_TTL_MS, STALE_MS)).toEqual({ kind: 'claimed' });
    });

    it('of many claims at once for one key, exactly one wins', async () => {
      const scope = randomUUID();
      const now = Date.now();
      const claims = await Promise.all(Array.from({ length: 8 }, () => store.begin(scope, 'r', now, STALE_MS)));
      expect(claims.filter((c) => c.kind === 'claimed')).toHaveLength(1);
    });
  });
}
