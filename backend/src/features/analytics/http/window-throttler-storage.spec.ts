import { WindowThrottlerStorage } from './window-throttler-storage';

describe('WindowThrottlerStorage', () => {
  const storage = new WindowThrottlerStorage();
  afterAll(() => storage.onApplicationShutdown());

  it('allows the limit within a window, then blocks until the window ends', () => {
    const t0 = 1_000_000;
    expect(storage.hit('a', 60_000, 2, t0)).toMatchObject({ totalHits: 1, isBlocked: false });
    expect(storage.hit('a', 60_000, 2, t0 + 1)).toMatchObject({ totalHits: 2, isBlocked: false });
    expect(storage.hit('a', 60_000, 2, t0 + 20_000)).toEqual({ totalHits: 3, timeToExpire: 40, isBlocked: true, timeToBlockExpire: 40 });
    expect(storage.hit('a', 60_000, 2, t0 + 60_000)).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('counts each key on its own', () => {
    expect(storage.hit('b', 60_000, 1, 0)).toMatchObject({ isBlocked: false });
    expect(storage.hit('c', 60_000, 1, 0)).toMatchObject({ isBlocked: false });
    expect(storage.hit('b', 60_000, 1, 1)).toMatchObject({ isBlocked: true });
  });

  it('costs the same at a limit of millions', () => {
    const started = process.hrtime.bigint();
    for (let i = 0; i < 200_000; i += 1) storage.hit('load', 60_000, 10_000_000, 5);
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(1000);
  });
});
