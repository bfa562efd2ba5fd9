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
    time: '2025-01-01T00:00:00.000Z',
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

    const list = await screen.findByRole('list', { name: 'History' });
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
    const list = await screen.findByRole('list', { name: 'History' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show older events' })).not.toBeInTheDocument();
  });
});
