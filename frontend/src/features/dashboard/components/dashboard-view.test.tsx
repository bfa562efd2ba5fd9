import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { AuthUser } from '@/lib/auth/session-types';
import { fakeAuth } from '@/testing/fake-auth';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/test-utils';

import { DashboardView } from './dashboard-view';

const person: AuthUser = {
  id: 'u1',
  phone: '+447700900002',
  email: null,
  name: 'Ada Lovelace',
  user_metadata: { name: 'Ada Lovelace' },
  roles: [],
  account: 'closed',
  created_at: '2025-01-01T00:00:00.000Z',
};

const fetchMock = vi.fn<typeof fetch>();

function profileAnswer(data: Record<string, unknown>) {
  fetchMock.mockResolvedValue(jsonResponse({ success: true, data: { user_id: 'u1', account: 'closed', ...data } }));
}

function renderView(user: AuthUser = person, route = '/dashboard') {
  return renderWithProviders(<DashboardView tabs={{ tasks: <p>Tasks here</p>, journal: <p>Journal here</p> }} />, {
    auth: fakeAuth({ user, account: 'closed' }),
    route,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 0, 5, 9, 0));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('DashboardView', () => {
  it('greets by first name for the time of day', () => {
    profileAnswer({ start_q: 'What is the one thing for today?' });
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Good morning, Ada' })).toBeInTheDocument();
    expect(screen.getByText('Sunday, January 5')).toBeInTheDocument();
  });

  it('greets without a name when there is none', () => {
    profileAnswer({ start_q: 'Call?' });
    renderView({ ...person, name: null, user_metadata: { name: null } });
    expect(screen.getByRole('heading', { level: 1, name: 'Good morning' })).toBeInTheDocument();
  });

  it('shows the call-me prompt from start_q on small screens', async () => {
    profileAnswer({ start_q: 'What is the one thing for today?' });
    renderView();
    expect(await screen.findByText('What is the one thing for today?')).toHaveClass('md:hidden');
    const [request] = fetchMock.mock.calls;
    expect(String(request?.[0])).toBe('/dev/user/profile');
    expect(request?.[1]?.body).toBe('{"userId":"u1"}');
  });

  it('falls back to a plain question when the profile cannot be read', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 403, headers: { 'Content-Type': 'application/json' } }));
    renderView();
    expect(await screen.findByText('Want me to call you now?')).toBeInTheDocument();
  });

  it('has Tasks and Journal tabs, Tasks first, and opens the roadmap in a new tab', async () => {
    profileAnswer({ start_q: 'Call?' });
    const { user } = renderView();
    const tabs = within(screen.getByRole('tablist', { name: 'Dashboard' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Tasks', 'Journal']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Tasks here')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Journal' }));
    expect(screen.getByRole('tab', { name: 'Journal' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Journal' })).toHaveTextContent('Journal here');

    const roadmap = screen.getByRole('link', { name: /Roadmap/ });
    expect(roadmap).toHaveAttribute('href', '/info?view=roadmap');
    expect(roadmap).toHaveAttribute('target', '_blank');
    expect(roadmap).toHaveAccessibleName(/^Roadmap ?\(opens in a new tab\)$/);
  });

  it('adds a Decisions tab when given one, opened from the address too', async () => {
    profileAnswer({ start_q: 'Call?' });
    const { user } = renderWithProviders(
      <DashboardView tabs={{ tasks: <p>Tasks here</p>, journal: <p>Journal here</p>, decisions: <p>Decisions here</p> }} />,
      { auth: fakeAuth({ user: person, account: 'closed' }), route: '/dashboard?tab=decisions' },
    );
    const tabs = within(screen.getByRole('tablist', { name: 'Dashboard' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Tasks', 'Journal', 'Decisions']);
    expect(screen.getByRole('tabpanel', { name: 'Decisions' })).toHaveTextContent('Decisions here');
    await user.click(screen.getByRole('tab', { name: 'Tasks' }));
    expect(screen.getByRole('tabpanel', { name: 'Tasks' })).toHaveTextContent('Tasks here');
  });

  it('opens Tasks for ?tab=decisions where there is no Decisions tab', () => {
    profileAnswer({ start_q: 'Call?' });
    renderView(person, '/dashboard?tab=decisions');
    expect(screen.getByRole('tab', { name: 'Tasks' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab named in the address', () => {
    profileAnswer({ start_q: 'Call?' });
    renderView(person, '/dashboard?tab=journal');
    expect(screen.getByRole('tab', { name: 'Journal' })).toHaveAttribute('aria-selected', 'true');
  });
});
