/// <reference types="jest" />
// Shared by every IdempotencyStore adapter's spec. Scopes and owners are random, so runs can share a database.
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEYS_PER_OWNER, IDEMPOTENCY_TTL_MS, type IdempotencyStore } from './idempotency-store.port';

const STALE_MS = 60_000;

export function describeIdempotencyStoreContract(name: string, make: () => Promise<IdempotencyStore>, cleanup?: () => Promise<void>): void {
  describe(`IdempotencyStore contract: ${name}`, () => {
    let store: IdempotencyStore;
    let owner: string;

    beforeAll(async () => {
      store = await make();
    });

    beforeEach(() => {
      owner = `user:${randomUUID()}`;
    });

    afterAll(async () => {
      await store?.close();
      await cleanup?.();
    });

    it('claims a new key once, then hands out its answer to the same request and refuses another', async () => {
      const scope = randomUUID();
      const now = Date.now();
      expect(await store.begin(scope, 'request-a', owner, now, STALE_MS)).toEqual({ kind: 'claimed' });
      expect(await store.begin(scope, 'request-a', owner, now + 1, STALE_MS)).toEqual({ kind: 'in-progress' });
      await store.complete(scope, 'sealed:first', now + 2);
      expect(await store.begin(scope, 'request-a', owner, now + 3, STALE_MS)).toEqual({ kind: 'answered', sealed: 'sealed:first' });
      expect(await store.begin(scope, 'request-b', owner, now + 4, STALE_MS)).toEqual({ kind: 'mismatch' });
    });

    it('a released claim can be claimed again; a stale one is taken over', async () => {
      const scope = randomUUID();
      const now = Date.now();
      await store.begin(scope, 'r', owner, now, STALE_MS);
      await store.release(scope);
      expect(await store.begin(scope, 'r', owner, now + 1, STALE_MS)).toEqual({ kind: 'claimed' });
      expect(await store.begin(scope, 'r', owner, now + 1 + STALE_MS, STALE_MS)).toEqual({ kind: 'claimed' });
    });

    it('an answer is replayed for 24 hours after it was kept, and not after: the key is then a new request', async () => {
      const scope = randomUUID();
      const started = Date.now();
      const answered = started + 500;
      await store.begin(scope, 'request-a', owner, started, STALE_MS);
      await store.complete(scope, 'sealed:first', answered);
      expect(await store.begin(scope, 'request-a', owner, answered + IDEMPOTENCY_TTL_MS - 1, STALE_MS)).toEqual({
        kind: 'answered',
        sealed: 'sealed:first',
      });
      expect(await store.begin(scope, 'request-a', owner, answered + IDEMPOTENCY_TTL_MS, STALE_MS)).toEqual({ kind: 'claimed' });
      // The new claim is a request of its own: it runs, and its answer is the one kept from then on.
      await store.complete(scope, 'sealed:second', answered + IDEMPOTENCY_TTL_MS + 1);
      expect(await store.begin(scope, 'request-a', owner, answered + IDEMPOTENCY_TTL_MS + 2, STALE_MS)).toEqual({
        kind: 'answered',
        sealed: 'sealed:second',
      });
    });

    it('after 24 hours a key may be used for a different request', async () => {
      const scope = randomUUID();
      const now = Date.now();
      await store.begin(scope, 'request-a', owner, now, STALE_MS);
      await store.complete(scope, 'sealed:null', now);
      expect(await store.begin(scope, 'request-b', owner, now + 1, STALE_MS)).toEqual({ kind: 'mismatch' });
      expect(await store.begin(scope, 'request-b', owner, now + IDEMPOTENCY_TTL_MS, STALE_MS)).toEqual({ kind: 'claimed' });
    });

    it('of many claims at once for one key, exactly one wins', async () => {
      const scope = randomUUID();
      const now = Date.now();
      const claims = await Promise.all(Array.from({ length: 8 }, () => store.begin(scope, 'r', owner, now, STALE_MS)));
      expect(claims.filter((c) => c.kind === 'claimed')).toHaveLength(1);
    });

    it("forgetting an owner removes all of their keys and answers, and nobody else's", async () => {
      const other = `user:${randomUUID()}`;
      const now = Date.now();
      const [mine, alsoMine, theirs] = [randomUUID(), randomUUID(), randomUUID()];
      await store.begin(mine, 'r', owner, now, STALE_MS);
      await store.complete(mine, 'sealed:mine', now);
      await store.begin(alsoMine, 'r', owner, now, STALE_MS);
      await store.begin(theirs, 'r', other, now, STALE_MS);
      await store.complete(theirs, 'sealed:theirs', now);
      await store.forgetOwner(owner);
      expect(await store.begin(mine, 'r', owner, now + 1, STALE_MS)).toEqual({ kind: 'claimed' });
      expect(await store.begin(alsoMine, 'r', owner, now + 1, STALE_MS)).toEqual({ kind: 'claimed' });
      expect(await store.begin(theirs, 'r', other, now + 1, STALE_MS)).toEqual({ kind: 'answered', sealed: 'sealed:theirs' });
    });

    it('an owner keeps at most IDEMPOTENCY_KEYS_PER_OWNER keys: a new one past it forgets their oldest', async () => {
      const other = `user:${randomUUID()}`;
      const now = Date.now();
      const theirs = randomUUID();
      await store.begin(theirs, 'r', other, now, STALE_MS);
      await store.complete(theirs, 'sealed:theirs', now);
      const scopes = Array.from({ length: IDEMPOTENCY_KEYS_PER_OWNER + 1 }, () => randomUUID());
      for (const [i, scope] of scopes.entries()) {
        await store.begin(scope, 'r', owner, now + i, STALE_MS);
        await store.complete(scope, `sealed:${i}`, now + i);
      }
      // The oldest is gone: the same key is a new request. The second oldest is still answered.
      expect(await store.begin(scopes[0], 'r', owner, now + scopes.length, STALE_MS)).toEqual({ kind: 'claimed' });
      expect(await store.begin(scopes[scopes.length - 1], 'r', owner, now + scopes.length, STALE_MS)).toEqual({
        kind: 'answered',
        sealed: `sealed:${scopes.length - 1}`,
      });
      // Another owner's keys are not counted against this one.
      expect(await store.begin(theirs, 'r', other, now + scopes.length, STALE_MS)).toEqual({ kind: 'answered', sealed: 'sealed:theirs' });
    });
  });
}
