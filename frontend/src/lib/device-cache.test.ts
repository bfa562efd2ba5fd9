import { afterEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from './auth/session-store';
import { forgetDeviceCache, keepQueries, readCachedAccount, rememberAccount, restoreQueries } from './device-cache';
import { createQueryClient } from './query-client';
import { testSession, testUser } from '@/testing/auth-fixtures';

const signInAs = (id: string) => sessionStore.write(testSession({ user: testUser({ id }) }));

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the device cache', () => {
  it("keeps a person's answers and gives them back, stale, to the same person only", async () => {
    vi.useFakeTimers();
    signInAs('ann');
    const client = createQueryClient();
    const stop = keepQueries(client, 'ann');
    client.setQueryData(['tasks', 'ann', 'list'], [{ id: 't1', title: 'Call the accountant' }]);
    client.setQueryData(['tasks', 'bob', 'list'], [{ id: 't2', title: 'Not Ann’s' }]);
    client.setQueryData(['payments-mode'], { show_banner: false });
    await vi.advanceTimersByTimeAsync(1000);
    stop();

    const next = createQueryClient();
    restoreQueries(next, 'ann');
    expect(next.getQueryData(['tasks', 'ann', 'list'])).toEqual([{ id: 't1', title: 'Call the accountant' }]);
    expect(next.getQueryState(['tasks', 'ann', 'list'])?.isInvalidated).toBe(true);
    expect(next.getQueryData(['tasks', 'bob', 'list'])).toBeUndefined();
    expect(next.getQueryData(['payments-mode'])).toBeUndefined();

    const someoneElse = createQueryClient();
    restoreQueries(someoneElse, 'bob');
    expect(someoneElse.getQueryCache().getAll()).toHaveLength(0);
  });

  it('remembers the account status for the signed-in person, and forgets everything on sign-out', () => {
    signInAs('ann');
    rememberAccount('ann', 'closed');
    rememberAccount('bob', 'closed');
    expect(readCachedAccount('ann')).toBe('closed');
    expect(readCachedAccount('bob')).toBeNull();

    forgetDeviceCache();
    expect(readCachedAccount('ann')).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('daily.cache.'))).toEqual([]);
  });
});
