/// <reference types="jest" />
// Shared by every KeyStore adapter's spec. User ids are random, so runs can share a database.
import { randomBytes, randomUUID } from 'node:crypto';
import type { KeyStore } from './key-store.port';

const newUser = () => `contract-user-${randomUUID()}`;
const newKey = () => randomBytes(60);

export function describeKeyStoreContract(name: string, make: () => Promise<KeyStore>, cleanup?: () => Promise<void>): void {
  describe(`KeyStore contract: ${name}`, () => {
    let store: KeyStore;

    beforeAll(async () => {
      store = await make();
    });

    afterAll(async () => {
      await store?.close();
      await cleanup?.();
    });

    it('has no key and nothing destroyed for an unknown user', async () => {
      const user = newUser();
      expect(await store.getWrapped(user)).toBeNull();
      expect(await store.isDestroyed(user)).toBe(false);
    });

    it('keeps the first key when a second is offered', async () => {
      const user = newUser();
      const first = newKey();
      expect(Buffer.compare(await store.putWrappedIfAbsent(user, first), first)).toBe(0);
      const answer = await store.putWrappedIfAbsent(user, newKey());
      expect(Buffer.compare(answer, first)).toBe(0);
      expect(Buffer.compare((await store.getWrapped(user)) as Buffer, first)).toBe(0);
      expect(await store.isDestroyed(user)).toBe(false);
    });

    it('agrees on one key when several writers race for the same user', async () => {
      const user = newUser();
      const offers = Array.from({ length: 10 }, newKey);
      const answers = await Promise.all(offers.map((key) => store.putWrappedIfAbsent(user, key)));
      const stored = (await store.getWrapped(user)) as Buffer;
      expect(offers.some((key) => key.equals(stored))).toBe(true);
      for (const answer of answers) expect(Buffer.compare(answer, stored)).toBe(0);
    });

    it('destroys a key for good', async () => {
      const user = newUser();
      await store.putWrappedIfAbsent(user, newKey());
      await store.destroy(user);
      expect(await store.getWrapped(user)).toBeNull();
      expect(await store.isDestroyed(user)).toBe(true);
      await expect(store.putWrappedIfAbsent(user, newKey())).rejects.toThrow();
      expect(await store.getWrapped(user)).toBeNull();
    });

    it("keeps other users' keys when one is destroyed", async () => {
      const kept = newUser();
      const gone = newUser();
      const key = newKey();
      await store.putWrappedIfAbsent(kept, key);
      await store.putWrappedIfAbsent(gone, newKey());
      await store.destroy(gone);
      expect(Buffer.compare((await store.getWrapped(kept)) as Buffer, key)).toBe(0);
      expect(await store.isDestroyed(kept)).toBe(false);
    });

    it('lists live keys in id order and replaces one only while it is still the same (rotation)', async () => {
      const prefix = `contract-list-${randomUUID()}`;
      const ids = [`${prefix}-a`, `${prefix}-b`, `${prefix}-c`];
      const keys = ids.map(() => newKey());
      for (const [i, id] of ids.entries()) await store.putWrappedIfAbsent(id, keys[i]);
      await store.destroy(ids[1]);
      const listed = (await store.listWrapped(prefix, 1000)).filter((row) => row.userId.startsWith(prefix));
      expect(listed.map((row) => row.userId)).toEqual([ids[0], ids[2]]);
      expect(Buffer.compare(listed[0].wrapped, keys[0])).toBe(0);
      const rewrapped = newKey();
      expect(await store.replaceWrapped(ids[0], keys[0], rewrapped)).toBe(true);
      expect(await store.replaceWrapped(ids[0], keys[0], newKey())).toBe(false);
      expect(Buffer.compare((await store.getWrapped(ids[0])) as Buffer, rewrapped)).toBe(0);
      // A destroyed key stays destroyed.
      expect(await store.replaceWrapped(ids[1], keys[1], newKey())).toBe(false);
      expect(await store.getWrapped(ids[1])).toBeNull();
      expect((await store.listWrapped(ids[0], 1)).map((row) => row.userId)).not.toContain(ids[0]);
    });
  });
}
