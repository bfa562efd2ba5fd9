import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CoreAdminContext, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import type { HistoryParams } from '../data-provider/console-data-provider';
import type { HistoryEntry } from '../data-provider/console-types';
import { HistoryTimeline } from './history-timeline';
import { historyPageSize } from './use-history';

function entry(position: number): HistoryEntry {
  return {
    position,
    type: position === 1 ? 'account.registered' : 'auth.session_refreshed',
    kind: 'account',
    time: '2025-01-01T12:00:00.000Z',
    actor: 'u1',
    source: 'web',
    stream: 'account-u1',
    summary: position === 1 ? 'Account created · free' : `Session refreshed ${position}`,
    data: {},
  };
}

/** A history of `total` entries served as the API does: newest first, `limit` older than `before`. */
function historyProvider(total: number) {
  const getHistory = vi.fn(async (_resource: string, _id: unknown, { before, limit = 500 }: HistoryParams = {}) => {
    const positions = Array.from({ length: total }, (_, i) => total - i).filter((p) => before === undefined || p < before);
    return { data: positions.slice(0, limit).map(entry) };
  });
  return { getHistory } as unknown as DataProvider & { getHistory: typeof getHistory };
}

describe('the history timeline', () => {
  it('loads older pages on request until the first event of the account', async () => {
    const provider = historyProvider(historyPageSize + 30);
    render(
      <CoreAdminContext dataProvider={provider}>
        <HistoryTimeline resource="accounts" id="u1" accountId="u1" />
      </CoreAdminContext>,
    );

    const list = await screen.findByRole('list', { name: /^Events of / });
    expect(within(list).getAllByRole('listitem')).toHaveLength(historyPageSize);
    expect(within(list).queryByText(/Account created/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show older events' }));

    expect(await within(list).findByText(/Account created/)).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(historyPageSize + 30);
    expect(screen.queryByRole('button', { name: 'Show older events' })).not.toBeInTheDocument();
    expect(provider.getHistory).toHaveBeenLastCalledWith('accounts', 'u1', { limit: historyPageSize, before: 31 });
  });

  it('offers no older page when the first one holds everything', async () => {
    render(
      <CoreAdminContext dataProvider={historyProvider(3)}>
        <HistoryTimeline resource="accounts" id="u1" accountId="u1" />
      </CoreAdminContext>,
    );
    const list = await screen.findByRole('list', { name: /^Events of / });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show older events' })).not.toBeInTheDocument();
  });

  it('groups a day’s events under one collapsible heading with a count, newest day open, and filters by kind', async () => {
    const at = (position: number, kind: HistoryEntry['kind'], time: string, summary: string): HistoryEntry => ({
      ...entry(position),
      type: `${kind}.x`,
      kind,
      time,
      summary,
    });
    const rows = [
      at(6, 'messages', '2025-01-02T15:00:03.000Z', 'Reply delivered'),
      at(5, 'messages', '2025-01-02T15:00:02.000Z', 'Reply attempted'),
      at(4, 'messages', '2025-01-02T15:00:01.000Z', 'Message received'),
      at(3, 'tasks', '2025-01-02T09:00:00.000Z', 'Task created'),
      at(2, 'billing', '2024-12-30T12:00:00.000Z', 'Trial started'),
      at(1, 'account', '2024-12-30T11:00:00.000Z', 'Account created'),
    ];
    const provider = { getHistory: vi.fn(async () => ({ data: rows })) } as unknown as DataProvider;
    render(
      <CoreAdminContext dataProvider={provider}>
        <HistoryTimeline resource="accounts" id="u1" accountId="u1" />
      </CoreAdminContext>,
    );

    const days = within(await screen.findByRole('list', { name: 'History' })).getAllByRole('group');
    expect(days).toHaveLength(2);
    expect(days[0]).toHaveAttribute('open');
    expect(days[1]).not.toHaveAttribute('open');
    expect(days[0]).toHaveTextContent(/Thursday, January 2, 2025\s*4 events/);
    expect(days[1]).toHaveTextContent(/Monday, December 30, 2024\s*2 events/);

    const filter = screen.getByRole('group', { name: 'Show events of kind' });
    expect(within(filter).getByRole('button', { name: 'All 6' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(filter).getByRole('button', { name: 'Billing 1' }));
    const billingDays = within(screen.getByRole('list', { name: 'History' })).getAllByRole('group');
    expect(billingDays).toHaveLength(1);
    expect(billingDays[0]).toHaveTextContent(/Trial started/);
    expect(billingDays[0]).toHaveTextContent('1 event');
    expect(screen.queryByText('Reply delivered')).not.toBeInTheDocument();
  });
});
