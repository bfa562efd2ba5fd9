import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeApi } from '@/testing/fake-api';
import { testUser } from '@/features/billing/testing/test-user';
import type { AccountStatus } from '@/lib/auth/session-types';
import { fakeAuth } from '@/testing/fake-auth';
import { renderRoutes } from '@/testing/test-utils';

import { SubscribeRoute } from './subscribe';

function renderSubscribe(account: AccountStatus | null, signedIn = true) {
  const auth = signedIn ? fakeAuth({ user: testUser(), account }) : fakeAuth();
  return renderRoutes(
    [
      { path: '/subscribe', element: <SubscribeRoute /> },
      { path: '/dashboard', element: <p>Dashboard</p> },
    ],
    '/subscribe',
    auth,
  );
}

describe('/subscribe', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows Premium and the phone form to a signed-out visitor', () => {
    renderSubscribe(null, false);
    expect(screen.getByRole('heading', { name: 'Welcome to daily' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Premium' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in to subscribe:')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Phone number')).toBeInTheDocument();
    expect(screen.getByText('Cancel anytime from your dashboard')).toBeInTheDocument();
    // A mailto link opens the mail app, not a tab, and does not claim to.
    expect(screen.getByRole('link', { name: /Book Onboarding Call/ })).not.toHaveAttribute('target');
  });

  it('shows the form to an open account', () => {
    renderSubscribe('open');
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeInTheDocument();
  });

  it('sends founding members to the dashboard', async () => {
    const { router } = renderSubscribe('founding_member');
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a closed account with a live subscription to the dashboard', async () => {
    fakeApi(() => ({ json: { status: 'active', subscription_id: 'sub_1', current_period_end: null } }));
    renderSubscribe('closed');
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  });

  it('lets a closed account whose subscription was canceled subscribe again', async () => {
    fakeApi(() => ({ json: { status: 'canceled', subscription_id: 'sub_1', current_period_end: null } }));
    renderSubscribe('closed');
    expect(await screen.findByRole('button', { name: 'Subscribe Now' })).toBeInTheDocument();
  });
});
