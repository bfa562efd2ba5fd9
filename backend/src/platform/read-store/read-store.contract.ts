/// <reference types="jest" />
// Shared by every ReadStore adapter's spec. The expected results are written out in full, so every
// adapter must answer the same queries with the same documents in the same order.
import { randomUUID } from 'node:crypto';
import type { Doc, ReadCollection, ReadStore } from './read-store.port';

interface Person extends Doc {
  name: string;
  age: number;
  team: string;
  score: number;
  address: { city: string; zip: string };
  tags: string[];
}

const PEOPLE: Person[] = [
  { _id: 'p1', name: 'Alice', age: 31, team: 'red', score: 10, address: { city: 'Paris', zip: '75001' }, tags: ['a', 'b'] },
  { _id: 'p2', name: 'albert', age: 25, team: 'blue', score: 7, address: { city: 'Lyon', zip: '69001' }, tags: ['b'] },
  { _id: 'p3', name: 'Bob', age: 40, team: 'red', score: 3, address: { city: 'Paris', zip: '75002' }, tags: [] },
  { _id: 'p4', name: 'Carol', age: 25, team: 'green', score: 12, address: { city: 'Nice', zip: '06000' }, tags: ['c'] },
  { _id: 'p5', name: 'Dan', age: 52, team: 'blue', score: 9, address: { city: 'Paris', zip: '75003' }, tags: ['a'] },
  { _id: 'p6', name: 'Eve', age: 19, team: 'red', score: 12, address: { city: 'Lyon', zip: '69002' }, tags: ['a', 'c'] },
];

function uniqueName(label: string): string {
  return `contract_${label}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
}

const ids = (docs: Doc[]) => docs.map((doc) => doc._id);

export function describeReadStoreContract(name: string, make: () => Promise<ReadStore>, cleanup?: () => Promise<void>): void {
  describe(`ReadStore contract: ${name}`, () => {
    let store: ReadStore;

    beforeAll(async () => {
      store = await make();
    });

    afterAll(async () => {
      await store?.close();
      await cleanup?.();
    });

    async function people(): Promise<ReadCollection<Person>> {
      const collection = store.collection<Person>(uniqueName('people'), [
        { fields: { team: 1 } },
        { fields: { 'address.city': 1, age: -1 } },
      ]);
      for (const person of PEOPLE) await collection.put(structuredClone(person));
      return collection;
    }

    describe('documents', () => {
      it('puts, gets and replaces whole documents', async () => {
        const collection = store.collection<Person>(uniqueName('docs'));
        expect(await collection.get('p1')).toBeNull();
        await collection.put(structuredClone(PEOPLE[0]));
        expect(await collection.get('p1')).toEqual(PEOPLE[0]);

        const replacement = {
          _id: 'p1',
          _pos: 7,
          name: 'Alice B',
          age: 32,
          team: 'blue',
          score: 1,
          address: { city: 'Rome', zip: '00100' },
          tags: [],
        };
        await collection.put(replacement);
        expect(await collection.get('p1')).toEqual(replacement);
        expect(await collection.count()).toBe(1);
      });

      it('hands out copies: changing a result does not change the store', async () => {
        const collection = store.collection<Person>(uniqueName('copies'));
        await collection.put(structuredClone(PEOPLE[0]));
        const got = (await collection.get('p1')) as Person;
        got.address.city = 'Changed';
        got.tags.push('z');
        const found = await collection.find({ _id: 'p1' });
        found[0].name = 'Changed';
        expect(await collection.get('p1')).toEqual(PEOPLE[0]);
      });

      it('deletes one document, and a missing one without error', async () => {
        const collection = await people();
        await collection.delete('p2');
        await collection.delete('nobody');
        expect(await collection.get('p2')).toBeNull();
        expect(await collection.count()).toBe(5);
      });

      it('deletes many by filter and says how many', async () => {
        const collection = await people();
        expect(await collection.deleteMany({ team: 'red' })).toBe(3);
        expect(await collection.deleteMany({ team: 'none' })).toBe(0);
        expect(ids(await collection.find({}, { sort: { _id: 1 } }))).toEqual(['p2', 'p4', 'p5']);
      });
    });

    describe('find', () => {
      let collection: ReadCollection<Person>;
      beforeAll(async () => {
        collection = await people();
      });

      it('matches equality', async () => {
        expect(ids(await collection.find({ team: 'red' }, { sort: { _id: 1 } }))).toEqual(['p1', 'p3', 'p6']);
        expect(await collection.find({ _id: 'p4' })).toEqual([PEOPLE[3]]);
      });

      it('matches $in', async () => {
        expect(ids(await collection.find({ team: { $in: ['blue', 'green'] } }, { sort: { _id: 1 } }))).toEqual(['p2', 'p4', 'p5']);
      });

      it('matches ranges with $gte and $lt', async () => {
        expect(ids(await collection.find({ age: { $gte: 25, $lt: 41 } }, { sort: { _id: 1 } }))).toEqual(['p1', 'p2', 'p3', 'p4']);
      });

      it('matches $regex with options', async () => {
        expect(ids(await collection.find({ name: { $regex: '^al', $options: 'i' } }, { sort: { _id: 1 } }))).toEqual(['p1', 'p2']);
      });

      it('matches nested fields and array elements', async () => {
        expect(ids(await collection.find({ 'address.city': 'Paris' }, { sort: { _id: 1 } }))).toEqual(['p1', 'p3', 'p5']);
        expect(ids(await collection.find({ tags: 'a' }, { sort: { _id: 1 } }))).toEqual(['p1', 'p5', 'p6']);
      });

      it('sorts on several keys in both directions', async () => {
        expect(ids(await collection.find({}, { sort: { score: -1, age: 1 } }))).toEqual(['p6', 'p4', 'p1', 'p5', 'p2', 'p3']);
        expect(ids(await collection.find({}, { sort: { team: 1, score: -1 } }))).toEqual(['p5', 'p2', 'p4', 'p6', 'p1', 'p3']);
        expect(
          ids(await collection.find({ 'address.city': { $in: ['Paris', 'Lyon'] } }, { sort: { 'address.city': -1, age: -1 } })),
        ).toEqual(['p5', 'p3', 'p1', 'p2', 'p6']);
      });

      it('pages with skip and limit', async () => {
        const page = (skip: number) => collection.find({}, { sort: { age: 1, _id: 1 }, skip, limit: 2 });
        expect(ids(await page(0))).toEqual(['p6', 'p2']);
        expect(ids(await page(2))).toEqual(['p4', 'p1']);
        expect(ids(await page(4))).toEqual(['p3', 'p5']);
        expect(await page(6)).toEqual([]);
      });

      it('counts', async () => {
        expect(await collection.count()).toBe(6);
        expect(await collection.count({ team: 'red' })).toBe(3);
        expect(await collection.count({ age: { $gt: 100 } })).toBe(0);
      });
    });

    describe('aggregate', () => {
      let collection: ReadCollection<Person>;
      beforeAll(async () => {
        collection = await people();
      });

      it('groups with $sum, a count and $max, then sorts', async () => {
        const result = await collection.aggregate([
          { $match: { age: { $gte: 20 } } },
          { $group: { _id: '$team', total: { $sum: '$score' }, members: { $sum: 1 }, best: { $max: '$score' } } },
          { $sort: { _id: 1 } },
        ]);
        expect(result).toEqual([
          { _id: 'blue', total: 16, members: 2, best: 9 },
          { _id: 'green', total: 12, members: 1, best: 12 },
          { _id: 'red', total: 13, members: 2, best: 10 },
        ]);
      });

      it('counts with $count', async () => {
        expect(await collection.aggregate([{ $match: { team: 'red' } }, { $count: 'n' }])).toEqual([{ n: 3 }]);
      });

      it('sorts, limits and projects', async () => {
        const result = await collection.aggregate([{ $sort: { score: -1, _id: 1 } }, { $limit: 2 }, { $project: { _id: 1, name: 1 } }]);
        expect(result).toEqual([
          { _id: 'p4', name: 'Carol' },
          { _id: 'p6', name: 'Eve' },
        ]);
      });

      it('skips and groups everything with a null key', async () => {
        const result = await collection.aggregate([
          { $sort: { _id: 1 } },
          { $skip: 4 },
          { $group: { _id: null, oldest: { $max: '$age' }, n: { $sum: 1 } } },
        ]);
        expect(result).toEqual([{ _id: null, oldest: 52, n: 2 }]);
      });
    });

    // Several writers of one read model (two projectors, or an old one beside a new one during a
    // deploy): every write is conditional on the position of the event it comes from.
    describe('conditional writes', () => {
      interface Counted extends Doc {
        n: number;
      }

      it('putIfNewer writes a new document, and replaces one only with a later position', async () => {
        const collection = store.collection<Counted>(uniqueName('newer'));
        expect(await collection.putIfNewer({ _id: 'a', _pos: 10, n: 1 })).toBe(true);
        expect(await collection.putIfNewer({ _id: 'a', _pos: 20, n: 2 })).toBe(true);
        expect(await collection.get('a')).toEqual({ _id: 'a', _pos: 20, n: 2 });
      });

      it('an older or equal _pos never overwrites a newer document', async () => {
        const collection = store.collection<Counted>(uniqueName('older'));
        await collection.putIfNewer({ _id: 'a', _pos: 4_000_000_000_123, n: 2 });
        expect(await collection.putIfNewer({ _id: 'a', _pos: 4_000_000_000_122, n: 1 })).toBe(false);
        expect(await collection.putIfNewer({ _id: 'a', _pos: 4_000_000_000_123, n: 3 })).toBe(false);
        expect(await collection.get('a')).toEqual({ _id: 'a', _pos: 4_000_000_000_123, n: 2 });
        expect(await collection.count()).toBe(1);
      });

      it('putIfNewer replaces a document stored without a position', async () => {
        const collection = store.collection<Counted>(uniqueName('unpositioned'));
        await collection.put({ _id: 'a', n: 0 });
        expect(await collection.putIfNewer({ _id: 'a', _pos: 1, n: 1 })).toBe(true);
        expect(await collection.get('a')).toEqual({ _id: 'a', _pos: 1, n: 1 });
      });

      it('of writes racing on a document nobody stored yet, the latest position is what stays', async () => {
        const collection = store.collection<Counted>(uniqueName('racing'));
        const positions = [3, 8, 1, 6, 2, 7, 5, 4];
        const wrote = await Promise.all(positions.map((pos) => collection.putIfNewer({ _id: 'a', _pos: pos, n: pos * 10 })));
        expect(wrote).toContain(true);
        expect(await collection.get('a')).toEqual({ _id: 'a', _pos: 8, n: 80 });
        expect(await collection.count()).toBe(1);
      });

      it('putIfNewer still enforces unique indexes on other fields', async () => {
        const collection = store.collection(uniqueName('unique_newer'), [{ fields: { email: 1 }, unique: true }]);
        await collection.putIfNewer({ _id: 'a', _pos: 1, email: 'same@example.com' });
        await expect(collection.putIfNewer({ _id: 'b', _pos: 2, email: 'same@example.com' })).rejects.toMatchObject({
          name: 'DuplicateKeyError',
        });
        expect(await collection.get('b')).toBeNull();
      });

      it('deleteIfNotNewer deletes a document written at or before the position, never one written after', async () => {
        const collection = store.collection<Counted>(uniqueName('delete'));
        await collection.putIfNewer({ _id: 'a', _pos: 50, n: 1 });
        expect(await collection.deleteIfNotNewer('a', 49)).toBe(false);
        expect(await collection.get('a')).toEqual({ _id: 'a', _pos: 50, n: 1 });
        expect(await collection.deleteIfNotNewer('a', 50)).toBe(true);
        expect(await collection.get('a')).toBeNull();

        await collection.putIfNewer({ _id: 'b', _pos: 50, n: 1 });
        expect(await collection.deleteIfNotNewer('b', 51)).toBe(true);
        expect(await collection.get('b')).toBeNull();
        expect(await collection.deleteIfNotNewer('nobody', 99)).toBe(false);
      });

      it('deleteIfNotNewer deletes a document stored without a position', async () => {
        const collection = store.collection<Counted>(uniqueName('delete_unpositioned'));
        await collection.put({ _id: 'a', n: 0 });
        expect(await collection.deleteIfNotNewer('a', 1)).toBe(true);
        expect(await collection.count()).toBe(0);
      });
    });

    describe('checkpoints', () => {
      it('reads 0 for a projection that never saved one, then what was saved last', async () => {
        const projection = uniqueName('projection');
        expect(await store.getCheckpoint(projection)).toBe(0);
        await store.setCheckpoint(projection, 42);
        expect(await store.getCheckpoint(projection)).toBe(42);
        await store.setCheckpoint(projection, 4_000_000_000_123);
        expect(await store.getCheckpoint(projection)).toBe(4_000_000_000_123);
        expect(await store.getCheckpoint(uniqueName('other'))).toBe(0);
      });

      it('never moves backwards: a late save of an older position changes nothing', async () => {
        const projection = uniqueName('forwards');
        await store.setCheckpoint(projection, 500);
        await store.setCheckpoint(projection, 300);
        expect(await store.getCheckpoint(projection)).toBe(500);
        await store.setCheckpoint(projection, 500);
        expect(await store.getCheckpoint(projection)).toBe(500);
        await store.setCheckpoint(projection, 501);
        expect(await store.getCheckpoint(projection)).toBe(501);
      });

      it('of saves at the same moment, the latest position stays, for a new projection and an existing one', async () => {
        const projection = uniqueName('concurrent');
        await Promise.all([
          store.setCheckpoint(projection, 300),
          store.setCheckpoint(projection, 500),
          store.setCheckpoint(projection, 400),
        ]);
        expect(await store.getCheckpoint(projection)).toBe(500);
        await Promise.all([
          store.setCheckpoint(projection, 450),
          store.setCheckpoint(projection, 700),
          store.setCheckpoint(projection, 600),
        ]);
        expect(await store.getCheckpoint(projection)).toBe(700);
      });

      it('a reset sets the position exactly, backwards too (a full rebuild)', async () => {
        const projection = uniqueName('reset');
        await store.setCheckpoint(projection, 900);
        await store.resetCheckpoint(projection, 0);
        expect(await store.getCheckpoint(projection)).toBe(0);
        await store.setCheckpoint(projection, 10);
        expect(await store.getCheckpoint(projection)).toBe(10);
      });

      it('keeps the report beside the checkpoint: saving one leaves the other', async () => {
        const projection = uniqueName('reported');
        const report = {
          state: 'stopped' as const,
          failure: { position: 7, eventType: 'x.happened', message: 'no' },
          at: new Date(0).toISOString(),
        };
        await store.reportProjection(projection, report);
        await store.setCheckpoint(projection, 6);
        const [record] = (await store.listCheckpoints()).filter((r) => r.projection === projection);
        expect(record).toEqual({ projection, position: 6, report });
      });
    });

    it('drops every document of a collection and keeps it usable', async () => {
      const kept = await people();
      const name = uniqueName('dropped');
      const target = store.collection<Person>(name);
      for (const person of PEOPLE) await target.put(structuredClone(person));
      await store.dropCollection(name);

      expect(await target.find()).toEqual([]);
      expect(await target.count()).toBe(0);
      await target.put(structuredClone(PEOPLE[1]));
      expect(await target.get('p2')).toEqual(PEOPLE[1]);
      expect(await kept.count()).toBe(6);
    });

    it('rejects a second document with the same value under a unique index', async () => {
      const collection = store.collection(uniqueName('unique'), [{ fields: { email: 1 }, unique: true }]);
      await collection.put({ _id: 'a', email: 'same@example.com' });
      await expect(collection.put({ _id: 'b', email: 'same@example.com' })).rejects.toMatchObject({ name: 'DuplicateKeyError' });
      await collection.put({ _id: 'a', email: 'same@example.com', n: 2 });
      await collection.put({ _id: 'b', email: 'other@example.com' });
      // Documents without the field are not duplicates of each other.
      await collection.put({ _id: 'c' });
      await collection.put({ _id: 'd' });
      expect(await collection.find({}, { sort: { _id: 1 } })).toEqual([
        { _id: 'a', email: 'same@example.com', n: 2 },
        { _id: 'b', email: 'other@example.com' },
        { _id: 'c' },
        { _id: 'd' },
      ]);
    });
  });
}
