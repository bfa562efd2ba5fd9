import { KeyedLock } from './keyed-lock';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('KeyedLock', () => {
  it('runs work for one key one at a time, in order, and other keys alongside', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    let release: () => void = () => undefined;
    const first = lock.run('a', async () => {
      log.push('a1 start');
      await new Promise<void>((resolve) => (release = resolve));
      log.push('a1 end');
      return 1;
    });
    const second = lock.run('a', async () => {
      log.push('a2');
      return 2;
    });
    const other = lock.run('b', async () => {
      log.push('b');
      return 3;
    });
    await tick();
    expect(log).toEqual(['a1 start', 'b']);
    release();
    expect(await Promise.all([first, second, other])).toEqual([1, 2, 3]);
    expect(log).toEqual(['a1 start', 'b', 'a1 end', 'a2']);
  });

  it('carries on after a failure, and the failure reaches only its own caller', async () => {
    const lock = new KeyedLock();
    const failed = lock.run('a', async () => {
      throw new Error('no');
    });
    const next = lock.run('a', async () => 'yes');
    await expect(failed).rejects.toThrow('no');
    await expect(next).resolves.toBe('yes');
  });
});
