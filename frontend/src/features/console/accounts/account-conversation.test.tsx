import { render, screen, within } from '@testing-library/react';
import { CoreAdminContext, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';

import type { ConversationLine } from '../data-provider/console-types';
import { AccountConversation } from './account-conversation';

function line(id: string, minute: number, overrides: Partial<ConversationLine>): ConversationLine {
  return {
    id,
    at: `2025-01-01T09:${String(minute).padStart(2, '0')}:00.000Z`,
    channel: 'whatsapp',
    direction: 'out',
    kind: 'text',
    intents: [],
    interpreter: null,
    outcome: null,
    delivery: null,
    deliveryError: null,
    ...overrides,
  };
}

function renderConversation(lines: ConversationLine[]) {
  const dataProvider = { getConversation: async () => ({ data: lines }) } as unknown as DataProvider;
  return render(
    <CoreAdminContext dataProvider={dataProvider}>
      <AccountConversation accountId="u1" />
    </CoreAdminContext>,
  );
}

function deliveryCell(row: HTMLElement): HTMLElement {
  const cell = within(row).getAllByRole('cell').at(-1);
  if (!cell) throw new Error('A row without cells');
  return cell;
}

describe('AccountConversation delivery column', () => {
  it('shows each reply to a phone as delivered, failed with its code, or pending', async () => {
    renderConversation([
      line('in', 1, { direction: 'in', interpreter: 'rules', outcome: 'changed' }),
      line('ok', 2, { delivery: 'delivered' }),
      line('bad', 3, { channel: 'sms', delivery: 'failed', deliveryError: '21211' }),
      line('wait', 4, { delivery: 'pending', deliveryError: 'network' }),
      line('web', 5, { channel: 'web' }),
    ]);

    expect(await screen.findByRole('columnheader', { name: 'Delivery' })).toBeInTheDocument();
    // Newest first: web, pending, failed, delivered, the message in.
    const [, ...rows] = screen.getAllByRole('row');
    expect(rows.map((row) => deliveryCell(row).textContent)).toEqual([
      '—',
      'Pending(last try: network)',
      'Failed(code 21211)',
      'Delivered',
      '—',
    ]);
  });

  it('never shows message text, even if a row carried some', async () => {
    const withText = { ...line('bad', 3, { delivery: 'failed', deliveryError: '30007' }), text: 'call the bank about the loan' };
    renderConversation([withText]);

    expect(await screen.findByText('(code 30007)')).toBeInTheDocument();
    expect(screen.queryByText(/bank/)).not.toBeInTheDocument();
  });
});
