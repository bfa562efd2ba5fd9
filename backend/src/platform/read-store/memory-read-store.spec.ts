import { type Doc, hasSyncAccess, pickFrom, type ReadCollection } from './read-store.port';
import { MemoryReadStore } from './memory-read-store';
import { describeReadStoreContract } from './read-store.contract';

describeReadStoreContract('in-memory (mingo)', async () => new MemoryReadStore());

describe('MemoryReadStore synchronous access for projections', () => {
  interface Counter extends Doc {
    owner: string;
    tags: string[];
  }

  it('adopts a document without a copy, and still hands other readers copies of it', async () => {
    const counters = new MemoryReadStore().collection<Counter>('counters', [{ fields: { owner: 1 } }]);
    if (!hasSyncAccess(counters)) throw new Error('the in-process collection offers synchronous access');
    const doc: Counter = { _id: 'c1', owner: 'u1', tags: ['a'] };
    counters.adoptSync(doc);
    expect(counters.peekSync('c1')).toBe(doc);

    const read = await counters.get('c1');
    read?.tags.push('changed by a reader');
    const [found] = await counters.find({ owner: 'u1' });
    found.owner = 'changed by a reader';
    expect(counters.peekSync('c1')).toEqual({ _id: 'c1', owner: 'u1', tags: ['a'] });
    expect(await counters.find({ owner: 'u1' })).toHaveLength(1);
  });

  it('keeps the indexes right when an adopted document replaces another', async () => {
    const counters = new MemoryReadStore().collection<Counter>('counters', [{ fields: { owner: 1 } }]);
    if (!hasSyncAccess(counters)) throw new Error('the in-process collection offers synchronous access');
    counters.adoptSync({ _id: 'c1', owner: 'u1', tags: [] });
    counters.adoptSync({ _id: 'c1', owner: 'u2', tags: [] });
    expect(await counters.find({ owner: 'u1' })).toEqual([]);
    expect(await counters.find({ owner: 'u2' })).toEqual([{ _id: 'c1', owner: 'u2', tags: [] }]);
    counters.deleteSync('c1');
    expect(counters.peekSync('c1')).toBeNull();
    expect(await counters.count({ owner: 'u2' })).toBe(0);
  });
});

describe('MemoryReadStore indexes on array fields', () => {
  interface Owner extends Doc {
    subscriptionIds: string[];
  }

  it('finds a document by one element of an indexed array, as MongoDB does, and follows changes to it', async () => {
    const owners = new MemoryReadStore().collection<Owner>('owners', [{ fields: { subscriptionIds: 1 } }]);
    await owners.put({ _id: 'u1', subscriptionIds: ['sub_1', 'sub_2'] });
    await owners.put({ _id: 'u2', subscriptionIds: ['sub_3'] });
    expect((await owners.find({ subscriptionIds: 'sub_2' })).map((o) => o._id)).toEqual(['u1']);
    expect((await owners.find({ subscriptionIds: ['sub_1', 'sub_2'] })).map((o) => o._id)).toEqual(['u1']);

    await owners.put({ _id: 'u1', subscriptionIds: ['sub_1'] });
    expect(await owners.find({ subscriptionIds: 'sub_2' })).toEqual([]);
    expect((await owners.find({ subscriptionIds: 'sub_1' })).map((o) => o._id)).toEqual(['u1']);
    await owners.delete('u1');
    expect(await owners.find({ subscriptionIds: 'sub_1' })).toEqual([]);
  });
});

describe('pickFrom', () => {
  interface Account extends Doc {
    phone: string;
    roles: string[];
  }
  const pickCaller = (account: Account) => ({ phone: account.phone, roles: [...account.roles] });

  it('takes what it needs from the stored document in place, and what it answers is the caller’s own', async () => {
    const accounts = new MemoryReadStore().collection<Account>('accounts');
    await accounts.put({ _id: 'a1', phone: '+447700900001', roles: ['operator'] });
    const picked = await pickFrom(accounts, 'a1', pickCaller);
    expect(picked).toEqual({ phone: '+447700900001', roles: ['operator'] });
    picked?.roles.push('changed by a reader');
    expect(await accounts.get('a1')).toEqual({ _id: 'a1', phone: '+447700900001', roles: ['operator'] });
    expect(await pickFrom(accounts, 'missing', pickCaller)).toBeNull();
  });

  it('reads through get from a store without synchronous access', async () => {
    const stored = new MemoryReadStore().collection<Account>('accounts');
    await stored.put({ _id: 'a1', phone: '+447700900001', roles: [] });
    const get = jest.fn((id: string) => stored.get(id));
    const remote = { get } as unknown as ReadCollection<Account>;
    expect(hasSyncAccess(remote)).toBe(false);
    expect(await pickFrom(remote, 'a1', pickCaller)).toEqual({ phone: '+447700900001', roles: [] });
    expect(await pickFrom(remote, 'missing', pickCaller)).toBeNull();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
