import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { notify } from '@/components/ui/toast';
import { fakeAuth } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/test-utils';

import { fakeApi } from '@/testing/fake-api';
import { testUser } from '../testing/test-user';
import { browserLocation } from '../utils/browser-location';
import { FoundingMemberButton } from './founding-member-button';

const button = () => screen.getByRole('button', { name: 'Become a Founding Member' });

describe('FoundingMemberButton', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks a signed-out visitor to sign in', async () => {
    const error = vi.spyOn(notify, 'error');
    const api = fakeApi(() => ({ json: {} }));
    const { user } = renderWithProviders(<FoundingMemberButton />);
    await user.click(button());
    expect(error).toHaveBeenCalledWith('Please sign in to become a founding member', expect.anything());
    expect(api.calls).toEqual([]);
  });

  it('starts the founding checkout with its return addresses and follows the checkout URL', async () => {
    const api = fakeApi(() => ({ json: { checkout_url: 'https://pay.example/cs_f' } }));
    const { user } = renderWithProviders(<FoundingMemberButton />, { auth: fakeAuth({ user: testUser(), account: 'open' }) });
    await user.click(button());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_f'));
    expect(api.calls[0]).toEqual({
      method: 'POST',
      path: '/api/stripe/create-founding-member-checkout',
      body: {
        customer_name: 'Ada Lovelace',
        customer_email: 'ada@example.com',
        user_id: 'user-1',
        success_url: `${window.location.origin}/founding-success`,
        cancel_url: `${window.location.origin}/about?cancelled=true`,
      },
    });
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it.each([
    [{ status: 502, text: 'Bad gateway' }, 'Server error (502): Bad gateway'],
    [{ status: 409, json: { message: 'You are already a founding member.' } }, 'You are already a founding member.'],
    [{ status: 400, json: {} }, 'Failed to create founding member checkout'],
    [{ json: {} }, 'No checkout URL received from server'],
  ])('toasts a failed start: %o → %s', async (reply, description) => {
    const error = vi.spyOn(notify, 'error');
    fakeApi(() => reply);
    const { user } = renderWithProviders(<FoundingMemberButton />, { auth: fakeAuth({ user: testUser(), account: 'open' }) });
    await user.click(button());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to start founding member checkout', { description }));
    expect(assign).not.toHaveBeenCalled();
    expect(button()).toBeEnabled();
  });
});
