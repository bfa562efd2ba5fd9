import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { sessionEnded } from '@/lib/auth/session-ended';
import { testUser } from '@/testing/auth-fixtures';
import { fakeAuth } from '@/testing/fake-auth';
import { renderRoutes } from '@/testing/test-utils';

import { LoginRoute } from './login';

const routes = (extra: string[]) => [
  { path: '/login', element: <LoginRoute /> },
  ...extra.map((path) => ({ path, element: <p>at {path}</p> })),
];

afterEach(() => sessionStorage.clear());

describe('/login', () => {
  it('says a session ended by itself, and takes the person back where they were once signed in', async () => {
    sessionEnded.mark('/settings');
    const { unmount } = renderRoutes(routes([]), '/login', fakeAuth({ user: null }));
    expect(screen.getByRole('status')).toHaveTextContent('Your session ended: sign in again');
    unmount();

    renderRoutes(routes(['/settings']), '/login', fakeAuth({ user: testUser(), account: 'closed' }));
    expect(await screen.findByText('at /settings')).toBeInTheDocument();
    expect(sessionEnded.read()).toBeNull();
  });

  it('says nothing of a session to a visitor signing in', async () => {
    renderRoutes(routes([]), '/login', fakeAuth({ user: null }));
    expect(screen.queryByText(/session ended/)).not.toBeInTheDocument();
  });

  it('lands an analyst on analytics, not on the subscribe page', async () => {
    renderRoutes(routes(['/analytics', '/dashboard']), '/login', fakeAuth({ user: testUser({ roles: ['analyst'] }), account: 'open' }));
    expect(await screen.findByText('at /analytics')).toBeInTheDocument();
  });
});
