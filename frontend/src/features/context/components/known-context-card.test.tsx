import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Toaster } from '@/components/ui/toaster';
import { formatShortDate } from '@/lib/format';
import { type ApiCall, type ApiReply, fakeApi, testCustomer } from '@/testing/fake-api';
import { fakeAuth } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/test-utils';

import { KnownContextCard } from './known-context-card';

type Item = { id: string; text: string; characters: number; added_at: string; edited_at: string | null };
const piece = (id: string, text: string): Item => ({
  id,
  text,
  characters: text.length,
  added_at: '2026-11-02T09:00:00Z',
  edited_at: null,
});

/** A small server: the list, with edit, remove and restore applied to it. */
function server(items: Item[], refuse?: (call: ApiCall) => ApiReply | undefined) {
  let kept = [...items];
  const removed = new Map<string, Item>();
  return fakeApi((call) => {
    const refused = refuse?.(call);
    if (refused) return refused;
    const id = call.path.split('/')[4] ?? '';
    if (call.method === 'GET') return { json: { items: kept } };
    if (call.method === 'PUT') {
      const text = (call.body as { context: string }).context;
      kept = kept.map((item) => (item.id === id ? { ...item, text, edited_at: '2026-11-03T09:00:00Z' } : item));
      return { json: kept.find((item) => item.id === id) };
    }
    if (call.method === 'DELETE') {
      removed.set(
        id,
        kept.find((item) => item.id === id)!,
      );
      kept = kept.filter((item) => item.id !== id);
      // The server answers 204; the fake's Response cannot carry that status, and an empty 200 reads the same.
      return {};
    }
    const back = removed.get(id)!;
    kept = [...kept, back];
    return { json: back };
  });
}

function renderCard() {
  return renderWithProviders(
    <>
      <KnownContextCard />
      <Toaster />
    </>,
    { auth: fakeAuth({ user: testCustomer() }) },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('KnownContextCard', () => {
  it('lists what daily already knows, and says so when there is nothing yet', async () => {
    server([piece('a', 'I run a bakery in York.'), piece('b', 'Payroll on the 25th.')]);
    renderCard();
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('I run a bakery in York.')).toBeInTheDocument();
    expect(within(list).getAllByText(`Added ${formatShortDate(new Date('2026-11-02T09:00:00Z'))}`)).toHaveLength(2);
  });

  it('shows the empty state', async () => {
    server([]);
    renderCard();
    expect(await screen.findByText('Nothing yet. What you add above shows here.')).toBeInTheDocument();
  });

  it('edits a piece in place and shows the new text', async () => {
    const api = server([piece('a', 'Two staff.')]);
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Edit: Two staff.' }));
    const field = screen.getByRole('textbox', { name: 'Edit this context' });
    await user.clear(field);
    await user.type(field, '  Three staff since May. ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Three staff since May.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/me/context/a',
      body: { context: 'Three staff since May.' },
    });
  });

  it('keeps the draft and shows the server’s sentence beside it when a save is refused', async () => {
    server([piece('a', 'Two staff.')], (call) =>
      call.method === 'PUT'
        ? { status: 404, json: { message: 'Context not found: it may have been removed. Please reload the page.' } }
        : undefined,
    );
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Edit: Two staff.' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit this context' }), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Context not found: it may have been removed. Please reload the page.');
    expect(screen.getByRole('textbox', { name: 'Edit this context' })).toHaveValue('Two staff. More.');
  });

  it('removes a piece at once and brings it back with the toast’s Undo', async () => {
    const api = server([piece('a', 'Closing in August.')]);
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Remove: Closing in August.' }));
    expect(await screen.findByText('Nothing yet. What you add above shows here.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Closing in August.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /api/me/context/a/restore'));
  });
});
