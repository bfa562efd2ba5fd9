import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { notify } from '@/components/ui/toast';
import { otpFlowFlag } from '@/lib/auth/session-store';
import { fakeAuth } from '@/testing/fake-auth';
import { renderRoutes } from '@/testing/test-utils';

import { fakeApi } from '@/testing/fake-api';
import { testUser } from '../testing/test-user';
import { CheckoutConfirmation } from './checkout-confirmation';

const confirmed = (account: string, plan = 'premium') => ({
  json: {
    session_id: 'cs_1',
    status: 'complete',
    plan,
    account,
    subscription: { status: 'trialing', subscription_id: 'sub_1', current_period_end: null },
  },
});

function renderAt(url: string, auth = fakeAuth({ user: testUser(), account: 'open' })) {
  const routes = [
    { path: '/stripe/success', element: <CheckoutConfirmation purchase="premium" /> },
    { path: '/founding-success', element: <CheckoutConfirmation purchase="founding" /> },
    { path: '/dashboard', element: <p>Dashboard</p> },
  ];
  return { auth, ...renderRoutes(routes, url, auth) };
}

/** Lets pending promises settle and moves the fake clock on by `ms`. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('CheckoutConfirmation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('premium: clears the sign-in marker, confirms on the server, toasts and goes to the dashboard after 2 s', async () => {
    otpFlowFlag.set();
    const success = vi.spyOn(notify, 'success');
    const api = fakeApi(() => confirmed('closed'));
    const { router, auth } = renderAt('/stripe/success?session_id=cs_1');

    // Nothing is claimed before the server has confirmed the payment.
    expect(screen.getByRole('heading', { name: 'Confirming your payment' })).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    expect(otpFlowFlag.isSet()).toBe(false);
    await elapse(0);
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();

    expect(api.calls).toEqual([{ method: 'POST', path: '/api/stripe/confirm-checkout', body: { session_id: 'cs_1' } }]);
    expect(auth.setAccount).toHaveBeenCalledWith('closed');
    expect(success).toHaveBeenCalledWith('Subscription successful! Welcome to daily premium.');
    expect(screen.getByText('Redirecting to your dashboard...')).toBeInTheDocument();

    await elapse(1_999);
    expect(router.state.location.pathname).toBe('/stripe/success');
    await elapse(1);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('founding: sets founding_member from the server answer and waits 3 s', async () => {
    const success = vi.spyOn(notify, 'success');
    fakeApi(() => confirmed('founding_member'));
    const { router, auth } = renderAt('/founding-success?session_id=cs_9');

    await elapse(0);
    expect(screen.getByRole('heading', { name: 'Welcome, Founding Member!' })).toBeInTheDocument();
    expect(screen.getByText(/unlimited usage and direct access to the founder/)).toBeInTheDocument();
    expect(auth.setAccount).toHaveBeenCalledWith('founding_member');
    expect(success).toHaveBeenCalledWith('Welcome to the Daily Founding Members!');

    await elapse(2_999);
    expect(router.state.location.pathname).toBe('/founding-success');
    await elapse(1);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each([
    ['the server refuses', () => ({ status: 404, json: { message: 'This checkout was not found.' } })],
    ['the payment is not complete', () => ({ json: { ...confirmed('open').json, status: 'open' } })],
    ['the account did not change', () => confirmed('open')],
  ])('when %s: toasts the support message and goes to the dashboard at once', async (_case, reply) => {
    const error = vi.spyOn(notify, 'error');
    const success = vi.spyOn(notify, 'success');
    fakeApi(reply);
    const { router } = renderAt('/stripe/success?session_id=cs_1');
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    await elapse(0);
    // The dashboard comes next at once: the message is kept for that page.
    expect(error).toHaveBeenCalledWith('There was an issue updating your account. Please contact support.', { keepOnNextPage: true });
    expect(success).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('a founding return that leaves the account closed is a failure', async () => {
    const error = vi.spyOn(notify, 'error');
    fakeApi(() => confirmed('closed'));
    const { router } = renderAt('/founding-success?session_id=cs_1');
    await elapse(0);
    expect(error).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('without a session id, asks for the account again instead', async () => {
    const api = fakeApi(() => ({ json: {} }));
    const auth = fakeAuth({ user: testUser(), account: 'open', refreshAccount: vi.fn(async () => 'closed' as const) });
    const success = vi.spyOn(notify, 'success');
    renderAt('/stripe/success', auth);
    await elapse(0);
    expect(api.calls).toEqual([]);
    expect(auth.refreshAccount).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledTimes(1);
  });

  it('signed out: nothing to confirm, so the failure path', async () => {
    const error = vi.spyOn(notify, 'error');
    const api = fakeApi(() => confirmed('closed'));
    const { router } = renderAt('/stripe/success?session_id=cs_1', fakeAuth());
    await elapse(0);
    expect(api.calls).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('waits for the session to be read before confirming', async () => {
    const api = fakeApi(() => confirmed('closed'));
    renderAt('/stripe/success?session_id=cs_1', fakeAuth({ loading: true }));
    await elapse(5_000);
    expect(api.calls).toEqual([]);
    expect(screen.getByText('Confirming your payment...')).toBeInTheDocument();
  });
});
