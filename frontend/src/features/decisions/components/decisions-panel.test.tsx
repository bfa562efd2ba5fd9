import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { AuthUser } from '@/lib/auth/session-types';
import { fakeAuth } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/test-utils';

import type { Decision } from '../api/get-decisions';
import { DecisionsPanel } from './decisions-panel';

const user: AuthUser = {
  id: 'u1',
  phone: '+447700900002',
  email: null,
  name: 'Ada Lovelace',
  user_metadata: { name: 'Ada Lovelace' },
  roles: [],
  account: 'closed',
  created_at: '2025-01-01T00:00:00.000Z',
};

const supplier: Decision = {
  id: 'd1',
  question: 'Which supplier?',
  options: ['Acme', 'Local Co'],
  choice: 'Acme',
  reason: 'cash matters most',
  expected_outcome: null,
  confidence: null,
  decided_on: '2026-12-03',
  review_on: '2027-01-02',
  outcome: null,
  reviewed_at: null,
};
const reviewed: Decision = { ...supplier, id: 'd2', choice: 'Hire a VA', question: null, reason: null, outcome: 'Evenings back' };

function answer(...responses: (() => Response)[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) fetchMock.mockImplementationOnce(() => Promise.resolve(response()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const renderPanel = () => renderWithProviders(<DecisionsPanel />, { auth: fakeAuth({ user, account: 'closed' }) });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 11, 10, 10, 0));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DecisionsPanel', () => {
  it('says it is loading, then shows each decision with its reason, review date and outcome', async () => {
    const fetchMock = answer(json({ items: [supplier, reviewed] }));
    renderPanel();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your decisions…');
    const list = await screen.findByRole('list', { name: 'Decisions' });
    const [first, second] = within(list).getAllByRole('article');
    expect(first).toHaveAccessibleName('Acme');
    expect(first).toHaveTextContent('Which supplier?');
    expect(first).toHaveTextContent('Why: cash matters most');
    expect(first).toHaveTextContent('Review: 2 Jan 2027 · daily will ask how it turned out');
    expect(second).toHaveTextContent('Outcome: Evenings back');
    expect(second).not.toHaveTextContent('Review:');
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/me\/decisions$/);
  });

  it('invites a first dilemma when there is no decision yet', async () => {
    answer(json({ items: [] }));
    renderPanel();
    expect(await screen.findByText(/No decisions yet/)).toBeInTheDocument();
  });

  it('says so when the decisions cannot be loaded, and tries again', async () => {
    answer(json({ message: 'down' }, 503), json({ items: [supplier] }));
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your decisions could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Acme' })).toBeInTheDocument();
  });
});
