import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeApi } from '@/testing/fake-api';
import { getUserData } from './get-user-data';
import { updateUserField } from './update-user-field';
import { verifyPhoneChange } from './verify-phone-change';

afterEach(() => vi.restoreAllMocks());

describe('getUserData', () => {
  it('needs a user id', async () => {
    const api = fakeApi(() => ({ json: {} }));
    await expect(getUserData('')).rejects.toThrow('User ID is required');
    expect(api.calls).toHaveLength(0);
  });

  it('reads the data', async () => {
    fakeApi(() => ({ json: { success: true, data: { user_id: 'u1', email: null, phone: '+447700900001', voice: 'female' } } }));
    await expect(getUserData('u1')).resolves.toEqual({ user_id: 'u1', email: null, phone: '+447700900001', voice: 'female' });
  });

  it('"Failed to get user data" for a refusal or an answer without data', async () => {
    fakeApi(() => ({ status: 500, json: { message: 'boom' } }));
    await expect(getUserData('u1')).rejects.toThrow('Failed to get user data');
    vi.restoreAllMocks();
    fakeApi(() => ({ json: { success: false } }));
    await expect(getUserData('u1')).rejects.toThrow('Failed to get user data');
  });
});

describe('updateUserField', () => {
  it('sends userId, field and value', async () => {
    const api = fakeApi(() => ({ json: { success: true } }));
    await expect(updateUserField('u1', { field: 'voice', value: 'female' })).resolves.toEqual({ kind: 'updated' });
    expect(api.calls[0]).toEqual({ method: 'POST', path: '/dev/user/update', body: { userId: 'u1', field: 'voice', value: 'female' } });
  });

  it('needs a signed-in user: "You must be logged in to update your profile"', async () => {
    const api = fakeApi(() => ({ json: { success: true } }));
    await expect(updateUserField('', { field: 'email', value: 'a@b.co' })).rejects.toThrow('You must be logged in to update your profile');
    expect(api.calls).toHaveLength(0);
  });

  it('reports a new phone waiting for its code', async () => {
    fakeApi(() => ({ json: { success: false, needs_verification: true, message: 'Code sent.' } }));
    await expect(updateUserField('u1', { field: 'phone', value: '+447911123456' })).resolves.toEqual({
      kind: 'needs-verification',
      message: 'Code sent.',
    });
  });

  it('keeps the server’s reason for a 4xx, says "Failed to update user data" otherwise', async () => {
    fakeApi(() => ({ status: 400, json: { success: false, error: 'Please enter a valid email', message: 'Please enter a valid email' } }));
    await expect(updateUserField('u1', { field: 'email', value: 'x' })).rejects.toThrow('Please enter a valid email');
    vi.restoreAllMocks();
    fakeApi(() => ({ status: 502 }));
    await expect(updateUserField('u1', { field: 'email', value: 'x' })).rejects.toThrow('Failed to update user data');
    vi.restoreAllMocks();
    fakeApi(() => ({ json: { success: false } }));
    await expect(updateUserField('u1', { field: 'email', value: 'x' })).rejects.toThrow('Failed to update user data');
  });

  it('"Network error when updating user" when the server cannot be reached', async () => {
    fakeApi(() => new TypeError('Failed to fetch'));
    await expect(updateUserField('u1', { field: 'email', value: 'a@b.co' })).rejects.toThrow('Network error when updating user');
  });
});

describe('verifyPhoneChange', () => {
  it('sends the new phone and the code', async () => {
    const api = fakeApi(() => ({ json: { success: true } }));
    await verifyPhoneChange('u1', { phone: '+447911123456', token: '123456' });
    expect(api.calls[0]?.body).toEqual({ userId: 'u1', phone: '+447911123456', token: '123456' });
  });
});
