import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeApi } from '@/testing/fake-api';
import { fakeAuth } from '@/testing/fake-auth';
import { renderRoutes } from '@/testing/test-utils';

import { SettingsRoute } from './settings';

const user = {
  id: 'user-1',
  phone: '+447700900001',
  email: null,
  name: 'Ada',
  user_metadata: { name: 'Ada' },
  roles: [],
  account: 'closed' as const,
  created_at: '2025-01-01T00:00:00.000Z',
};

function answer(path: string): unknown {
  if (path.startsWith('/api/stripe/subscription-status')) return { status: 'none', subscription_id: null, current_period_end: null };
  if (path === '/dev/user/get')
    return { success: true, data: { user_id: 'user-1', email: null, phone: '+447700900001', voice: 'default' } };
  if (path === '/api/auth/google/config') return { configured: false, clientId: null, scopes: [] };
  if (path === '/api/me/invoices') return { payments: [] };
  return {};
}

afterEach(() => vi.restoreAllMocks());

describe('/settings', () => {
  it('shows the Subscription, Payments, Account and Help sections and the call widget', async () => {
    fakeApi((call) => ({ json: answer(call.path.split('?')[0] ?? '') }));
    renderRoutes([{ path: '/settings', element: <SettingsRoute /> }], '/settings', fakeAuth({ user, account: 'closed' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('Your plan, how daily reaches you, and where to find help.')).toBeInTheDocument();
    for (const name of ['Subscription', 'Payments', 'Account', 'Help']) expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(await screen.findByText('Calendar connection is coming soon.')).toBeInTheDocument();
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
    // The widget arrives once the page has painted.
    expect(await screen.findByRole('button', { name: 'Want me to call you now?' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor home', () => {
    const { router } = renderRoutes(
      [
        { path: '/settings', element: <SettingsRoute /> },
        { path: '/', element: <p>Home</p> },
      ],
      '/settings',
    );
    expect(router.state.location.pathname).toBe('/');
  });
});
