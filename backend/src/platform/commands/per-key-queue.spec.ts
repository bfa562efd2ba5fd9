import { PerKeyQueue } from './per-key-queue';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('PerKeyQueue', () => {
  it('runs work for one key one at a time, in arrival order', async () => {
    const queue = new PerKeyQueue();
    const log: string[] = [];
    let running = 0;
    const work = (name: string) => async () => {
      running += 1;
      expect(running).toBe(1);
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      running -= 1;
      return name;
    };
    const results = await Promise.all([queue.run('a', work('1')), queue.run('a', work('2')), queue.run('a', work('3'))]);
    expect(results).toEqual(['1', '2', '3']);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('lets different keys overlap', async () => {
    const queue = new PerKeyQueue();
    let release: () => void = () => undefined;
    const blocked = queue.run('a', () => new Promise<void>((resolve) => (release = resolve)));
    await expect(queue.run('b', async () => 'b done')).resolves.toBe('b done');
    release();
    await blocked;
  });

  it('goes on after a failure and forgets idle keys', async () => {
    const queue = new PerKeyQueue();
    const failed = queue.run('a', async () => {
      throw new Error('no');
    });
    const next = queue.run('a', async () => 'next');
    await expect(failed).rejects.toThrow('no');
    await expect(next).resolves.toBe('next');
    await tick();
    expect(queue.size).toBe(0);
  });
});
