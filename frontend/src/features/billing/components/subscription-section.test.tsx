import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { notify } from '@/components/ui/toast';
import { fakeAuth } from '@/testing/fake-auth';
import { renderRoutes } from '@/testing/test-utils';

import { type ApiCall, fakeApi } from '@/testing/fake-api';
import { testUser } from '../testing/test-user';
import { SubscriptionSection } from './subscription-section';

const periodEnd = Date.UTC(2025, 0, 5, 12) / 1000;

function renderSection(
  status: unknown,
  onCancel: (call: ApiCall) => unknown = () => ({
    json: { status: 'canceled', subscription_id: 'sub_1', current_period_end: periodEnd, refund: null },
  }),
  auth = fakeAuth({ user: testUser(), account: 'closed' }),
) {
  const api = fakeApi((call) => (call.path.startsWith('/api/stripe/subscription-status') ? (status as never) : (onCancel(call) as never)));
  const routes = [
    { path: '/settings', element: <SubscriptionSection /> },
    { path: '/', element: <p>Home</p> },
    { path: '/subscribe', element: <p>Subscribe page</p> },
  ];
  return { api, auth, ...renderRoutes(routes, '/settings', auth) };
}

const paid = { amount: '10.00', currency: 'gbp' };

const statusReply = (status: string, end: number | null = periodEnd, lastPayment: typeof paid | null = null) => ({
  json: { status, subscription_id: 'sub_1', current_period_end: end, last_payment: lastPayment },
});

describe('SubscriptionSection', () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks for the signed-in user's status and shows its label and renewal date", async () => {
    const { api } = renderSection(statusReply('trialing'));
    expect(await screen.findByText('Trial period')).toBeInTheDocument();
    expect(screen.getByText('January 5, 2025')).toBeInTheDocument();
    expect(api.calls[0]?.path).toBe('/api/stripe/subscription-status?user_id=user-1');
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
  });

  it('says N/A without a period end and offers Subscribe, which opens /subscribe', async () => {
    const { user, router } = renderSection(statusReply('none', null));
    expect(await screen.findByText('No active subscription')).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(router.state.location.pathname).toBe('/subscribe');
  });

  it.each([
    ['past_due', 'Past due (payment required)'],
    ['unpaid', 'Unpaid (payment required)'],
    ['paused', 'paused'],
  ])('%s → "%s" with a Contact Support e-mail link', async (status, label) => {
    renderSection(statusReply(status));
    expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });

  it('offers Resume on a plan set to end, which takes the cancellation back', async () => {
    const success = vi.spyOn(notify, 'success');
    let ending = true;
    const api = fakeApi((call) => {
      if (call.path.startsWith('/api/stripe/subscription-status')) return statusReply(ending ? 'canceled' : 'trialing') as never;
      if (call.path.startsWith('/api/me/plan'))
        return {
          json: {
            account: 'closed',
            state: ending ? 'ending' : 'trial',
            plan: 'premium',
            subscription_id: 'sub_1',
            trial_end: periodEnd,
            access_until: ending ? periodEnd : null,
            next_charge: null,
            price: { amount: 1000, currency: 'gbp', interval: 'month' },
            discount: null,
            refund: null,
            card_last4: null,
          },
        } as never;
      ending = false;
      return {
        json: { status: 'trialing', subscription_id: 'sub_1', current_period_end: periodEnd, cancel_at_period_end: false },
      } as never;
    });
    const { user } = renderRoutes(
      [{ path: '/settings', element: <SubscriptionSection /> }],
      '/settings',
      fakeAuth({ user: testUser(), account: 'closed' }),
    );
    expect(await screen.findByText(/^Trial canceled · ends /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume subscription' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your subscription will renew as before.'));
    expect(api.calls.find((c) => c.path === '/api/stripe/resume-subscription')?.body).toEqual({ subscription_id: 'sub_1' });
    expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
  });

  it('toasts when the status cannot be fetched', async () => {
    const error = vi.spyOn(notify, 'error');
    renderSection({ status: 404, json: { message: 'nope' } });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to fetch subscription status'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('Keep Subscription closes the dialog without changing anything', async () => {
    const { user, api } = renderSection(statusReply('active'));
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveAccessibleDescription('You keep access until the end of your billing period on January 5, 2025.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Subscription' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Only reads: the status, and whether an offer to stay could be made.
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('offers no refund during the free trial and says cancelling means no charge', async () => {
    const { user, api } = renderSection(statusReply('trialing'));
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveAccessibleDescription(
      'You are in your free trial, so you will not be charged. You keep access until your trial ends on January 5, 2025.',
    );
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/comes back to your card/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Cancellation' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/stripe/cancel-subscription')?.body).toMatchObject({ refund: false }),
    );
  });

  it('cancels with the reason, its category and the refund, toasts, reads the account again and goes home', async () => {
    const success = vi.spyOn(notify, 'success');
    const { user, api, router, auth } = renderSection(statusReply('active', periodEnd, paid), () => ({
      json: { status: 'canceled', subscription_id: 'sub_1', current_period_end: periodEnd, refund: { amount: '10.00', currency: 'gbp' } },
    }));
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('dialog');
    const reasons = within(dialog).getByRole('group', { name: 'Why are you leaving?' });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(8);
    await user.click(within(reasons).getByRole('radio', { name: 'It’s too expensive' }));
    await user.type(within(dialog).getByLabelText(/Anything you would like to add/), '  Too expensive ');
    const refund = within(dialog).getByRole('checkbox', { name: "I'm unhappy — refund me now" });
    expect(refund).toHaveAccessibleDescription('Your last payment of £10 comes back to your card and access ends today.');
    await user.click(refund);
    expect(dialog).toHaveAccessibleDescription('Your subscription ends now and your last payment is refunded.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Cancellation' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls.find((call) => call.path === '/api/stripe/cancel-subscription')?.body).toEqual({
      user_id: 'user-1',
      subscription_id: 'sub_1',
      reason: 'Too expensive',
      reason_category: 'too_expensive',
      refund: true,
    });
    // Home sends a member on to the dashboard: the toast carries the new status there.
    expect(success).toHaveBeenCalledWith('Your subscription has been canceled.', {
      description: '£10 is on its way back to your card. You are on the free plan now.',
      duration: 10_000,
      keepOnNextPage: true,
    });
    expect(auth.refreshAccount).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves the reason out when none was given', async () => {
    const { user, api } = renderSection(statusReply('active'));
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Cancellation' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/stripe/cancel-subscription')?.body).toEqual({
        user_id: 'user-1',
        subscription_id: 'sub_1',
        refund: false,
      }),
    );
  });

  it('keeps the dialog open and toasts when the cancel fails', async () => {
    const error = vi.spyOn(notify, 'error');
    const { user, router } = renderSection(statusReply('active'), () => ({
      status: 409,
      json: { message: 'This subscription has already ended.' },
    }));
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Cancellation' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Failed to cancel subscription', { description: 'This subscription has already ended.' }),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('needs a subscription id', async () => {
    const error = vi.spyOn(notify, 'error');
    const { user, api } = renderSection({ json: { status: 'active', subscription_id: null, current_period_end: null } });
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Cancellation' }));
    expect(error).toHaveBeenCalledWith('No active subscription found');
    // The status and the plan were read; nothing was sent.
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  describe('the offer to stay', () => {
    const offer = {
      coupon_id: 'test_retention_50',
      description: '50% off your next month',
      percent_off: 50,
      amount_off: null,
      duration: 'once',
      duration_in_months: null,
    };
    const withOffer = (status: ReturnType<typeof statusReply>) =>
      renderSection(status, (call) => {
        if (call.path.startsWith('/api/me/retention-offer') && call.method === 'GET') return { json: { available: true, offer } };
        if (call.path === '/api/me/retention-offer') return { json: { accepted: (call.body as { accept: boolean }).accept, offer } };
        return { json: { status: 'canceled', subscription_id: 'sub_1', current_period_end: periodEnd, refund: null } };
      });
    const posts = (api: { calls: ApiCall[] }) => api.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]);

    it('is made before a plain cancellation is confirmed; taking it keeps the subscription', async () => {
      const success = vi.spyOn(notify, 'success');
      const { user, api, router } = withOffer(statusReply('trialing'));
      await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
      const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
      await user.click(within(dialog).getByRole('radio', { name: 'I don’t use it enough' }));
      await waitFor(() => expect(api.calls.some((call) => call.path.startsWith('/api/me/retention-offer'))).toBe(true));
      await user.click(within(dialog).getByRole('button', { name: 'Confirm Cancellation' }));

      expect(await within(dialog).findByRole('heading', { name: 'Before you go: 50% off your next month' })).toBeInTheDocument();
      expect(posts(api)).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: 'Stay with the offer' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(posts(api)).toEqual([['/api/me/retention-offer', { subscription_id: 'sub_1', accept: true }]]);
      expect(success).toHaveBeenCalledWith('Thanks for staying with daily.', { description: '50% off your next month is yours.' });
      expect(router.state.location.pathname).toBe('/settings');
    });

    it('turning it down is recorded, then the cancellation goes on with the reason chosen', async () => {
      const { user, api, router } = withOffer(statusReply('trialing'));
      await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
      const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
      await user.click(within(dialog).getByRole('radio', { name: 'Some features are missing' }));
      await waitFor(() => expect(api.calls.some((call) => call.path.startsWith('/api/me/retention-offer'))).toBe(true));
      await user.click(within(dialog).getByRole('button', { name: 'Confirm Cancellation' }));
      await user.click(await within(dialog).findByRole('button', { name: 'No thanks, cancel' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(posts(api)).toEqual([
        ['/api/me/retention-offer', { subscription_id: 'sub_1', accept: false }],
        [
          '/api/stripe/cancel-subscription',
          { user_id: 'user-1', subscription_id: 'sub_1', reason_category: 'missing_features', refund: false },
        ],
      ]);
    });

    it('is not made to someone asking for their money back', async () => {
      const { user, api, router } = withOffer(statusReply('active', periodEnd, paid));
      await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
      const dialog = screen.getByRole('dialog');
      await waitFor(() => expect(api.calls.some((call) => call.path.startsWith('/api/me/retention-offer'))).toBe(true));
      await user.click(within(dialog).getByRole('checkbox', { name: "I'm unhappy — refund me now" }));
      await user.click(within(dialog).getByRole('button', { name: 'Confirm Cancellation' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(posts(api).map(([path]) => path)).toEqual(['/api/stripe/cancel-subscription']);
    });
  });
});
