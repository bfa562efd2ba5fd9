import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { AuthUser } from '@/lib/auth/session-types';
import { testUser } from '@/testing/auth-fixtures';
import { fakeAuth } from '@/testing/fake-auth';
import { jsonResponse as json } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/test-utils';

import { DeveloperToolsRoute } from './developer-tools';

const operator: AuthUser = testUser({
  id: 'op-1',
  phone: '+447700900004',
  name: 'Olive',
  user_metadata: { name: 'Olive' },
  roles: ['operator'],
  account: 'closed',
});

const healthy = {
  status: 'ok',
  eventStore: 'sqlite',
  readStore: 'memory',
  head: 42,
  projections: [
    { name: 'accounts', position: 42, state: 'live', lag: 0 },
    { name: 'tasks', position: 40, state: 'catching-up', lag: 2 },
  ],
};

const fetchMock = vi.fn<typeof fetch>();

function answer(routes: Record<string, () => Response | Promise<Response>>) {
  fetchMock.mockImplementation(async (input) => {
    const handler = routes[String(input)];
    if (!handler) throw new TypeError(`unexpected ${String(input)}`);
    return handler();
  });
}

function renderPage(auth = fakeAuth({ user: operator, account: 'closed' })) {
  return renderWithProviders(
    <Routes>
      <Route path="/test" element={<DeveloperToolsRoute />} />
      <Route path="/" element={<h1>Landing page</h1>} />
    </Routes>,
    { auth, route: '/test' },
  );
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('diagnostics (/test)', () => {
  it('is for operators only: others see the 403 page, visitors go home', () => {
    const { unmount } = renderPage(fakeAuth({ user: { ...operator, roles: [] }, account: 'closed' }));
    expect(screen.queryByRole('heading', { name: 'Diagnostics' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/access/i);
    unmount();

    renderPage(fakeAuth());
    expect(screen.getByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
  });

  it('shows backend health with both stores and each projection with its lag', async () => {
    answer({ '/health': () => json(healthy), '/api/auth/google/config': () => json({ configured: false, clientId: null }) });
    renderPage();

    const card = screen.getByRole('region', { name: 'Backend health' });
    expect(await within(card).findByText('sqlite')).toBeInTheDocument();
    expect(within(card).getByText('memory')).toBeInTheDocument();
    const tasksRow = within(card).getByRole('rowheader', { name: 'tasks' }).closest('tr')!;
    expect(within(tasksRow).getByText('catching-up')).toBeInTheDocument();
    expect(within(tasksRow).getAllByRole('cell').at(-1)).toHaveTextContent('2');
  });

  it('shows a degraded backend as reported rather than as a failure', async () => {
    answer({
      '/health': () =>
        json(
          {
            ...healthy,
            status: 'error',
            projections: [
              {
                name: 'tasks',
                position: 1,
                state: 'stopped',
                lag: 41,
                failure: { position: 2, eventType: 'task.created', message: 'boom' },
              },
            ],
          },
          503,
        ),
      '/api/auth/google/config': () => json({ configured: false, clientId: null }),
    });
    renderPage();
    const card = screen.getByRole('region', { name: 'Backend health' });
    expect(await within(card).findByText('error')).toBeInTheDocument();
    expect(within(card).getByText('boom')).toBeInTheDocument();
  });

  it('says when the backend cannot be reached', async () => {
    answer({
      '/health': () => Promise.reject(new TypeError('offline')),
      '/api/auth/google/config': () => Promise.reject(new TypeError('offline')),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The backend could not be reached.');
  });

  it('shows the sign-in state from the session', () => {
    answer({ '/health': () => json(healthy), '/api/auth/google/config': () => json({ configured: false, clientId: null }) });
    renderPage();
    const card = screen.getByRole('region', { name: 'Sign-in state' });
    expect(within(card).getByText('op-1')).toBeInTheDocument();
    expect(within(card).getByText('+447700900004')).toBeInTheDocument();
    expect(within(card).getByText('operator')).toBeInTheDocument();
    expect(within(card).getByText('closed')).toBeInTheDocument();
  });

  it.each([
    ['says so', () => json({ configured: false, clientId: null })],
    ['fails', () => Promise.reject(new TypeError('offline'))],
    ['answers 404', () => json({ message: 'Not found' }, 404)],
  ])('shows the identity provider as "not configured" when the server %s', async (_case, reply) => {
    answer({ '/health': () => json(healthy), '/api/auth/google/config': reply });
    renderPage();
    const card = screen.getByRole('region', { name: 'Identity provider' });
    expect(await within(card).findByText('not configured')).toBeInTheDocument();
  });

  it('shows the client id when Google is configured', async () => {
    answer({
      '/health': () => json(healthy),
      '/api/auth/google/config': () => json({ configured: true, clientId: 'abc.apps.googleusercontent.com' }),
    });
    renderPage();
    const card = screen.getByRole('region', { name: 'Identity provider' });
    expect(await within(card).findByText('configured')).toBeInTheDocument();
    expect(within(card).getByText('abc.apps.googleusercontent.com')).toBeInTheDocument();
  });
});
