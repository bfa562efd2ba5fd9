import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeApi } from '@/testing/fake-api';
import { addContext } from './add-context';

afterEach(() => vi.restoreAllMocks());

describe('addContext', () => {
  it('sends user_id and the trimmed context, and answers with the server’s sentence', async () => {
    const api = fakeApi(() => ({ json: { result: { success: true, id: 'c1', characters: 5, message: 'Context added.' } } }));
    await expect(addContext({ userId: 'u1', context: '  hello  ' })).resolves.toBe('Context added.');
    expect(api.calls[0]).toEqual({ method: 'POST', path: '/api/add_context', body: { user_id: 'u1', context: 'hello' } });
  });

  it('needs both: "User ID and context are required"', async () => {
    const api = fakeApi(() => ({ json: {} }));
    await expect(addContext({ userId: '', context: 'hello' })).rejects.toThrow('User ID and context are required');
    await expect(addContext({ userId: 'u1', context: '   ' })).rejects.toThrow('User ID and context are required');
    expect(api.calls).toHaveLength(0);
  });

  it('"Network error" when the server cannot be reached', async () => {
    fakeApi(() => new TypeError('Failed to fetch'));
    await expect(addContext({ userId: 'u1', context: 'hello' })).rejects.toThrow('Network error');
  });

  it('the server’s error text, or "Failed to add context." when it gives none', async () => {
    fakeApi(() => ({ status: 400, json: { message: 'That context is too long: 20,000 characters at most.' } }));
    await expect(addContext({ userId: 'u1', context: 'hello' })).rejects.toThrow('That context is too long: 20,000 characters at most.');
    vi.restoreAllMocks();
    fakeApi(() => ({ status: 500 }));
    await expect(addContext({ userId: 'u1', context: 'hello' })).rejects.toThrow('Failed to add context.');
    vi.restoreAllMocks();
    fakeApi(() => ({ json: { result: { success: false } } }));
    await expect(addContext({ userId: 'u1', context: 'hello' })).rejects.toThrow('Failed to add context.');
  });
});
