import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { notify } from '@/components/ui/toast';
import type { AuthUser } from '@/lib/auth/session-types';
import { fakeAuth } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/test-utils';

import { fakeJournalServer } from '../testing/fake-journal-server';
import { JournalPanel } from './journal-panel';

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

let server: ReturnType<typeof fakeJournalServer>;

function useServer(entries: Parameters<typeof fakeJournalServer>[0] = []) {
  server = fakeJournalServer(entries);
  vi.stubGlobal('fetch', server.fetchMock);
}

function renderPanel() {
  return renderWithProviders(<JournalPanel />, { auth: fakeAuth({ user, account: 'closed' }) });
}

const days = () => within(screen.getByRole('list', { name: 'Days' })).getAllByRole('button');

beforeEach(() => {
  // Only the clock is fixed; timers stay real so the user-event and query timing run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 0, 5, 10, 0));
  useServer();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('JournalPanel', () => {
  it('shows 10 days ending today, selects today and fetches the previous 9 days through today', async () => {
    renderPanel();
    const strip = days();
    expect(strip).toHaveLength(10);
    expect(strip[0]).toHaveAccessibleName('Friday, December 27, 2024');
    expect(strip[9]).toHaveAccessibleName('Sunday, January 5, today');
    expect(strip[9]).toHaveAttribute('aria-pressed', 'true');
    expect(strip[9]).toHaveAttribute('aria-current', 'date');
    expect(screen.getByText('Dec 27, 2024 – Jan 5, 2025')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.requests).toContainEqual({ route: 'fetch', body: { userId: 'u1', start_date: '2024-12-27', end_date: '2025-01-05' } }),
    );
  });

  it('opens a day without an entry straight in edit mode, and saves it', async () => {
    const success = vi.spyOn(notify, 'success');
    const { user: person } = renderPanel();
    const editor = await screen.findByRole('textbox', { name: 'Journal entry for Sunday, January 5' });
    expect(editor).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();

    await person.type(editor, 'Chose the yearly plan.');
    const release = server.hold('save');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();

    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByText('Chose the yearly plan.')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Journal entry saved successfully');
    expect(server.requests).toContainEqual({ route: 'save', body: { userId: 'u1', date: '2025-01-05', entry: 'Chose the yearly plan.' } });
    await waitFor(() => expect(days()[9]).toHaveAccessibleName('Sunday, January 5, today, has an entry'));
  });

  it('Edit, then Cancel, restores the saved content', async () => {
    useServer([{ id: 'e5', date: '2025-01-05', content: 'Shipped the beta.' }]);
    const { user: person } = renderPanel();
    expect(await screen.findByText('Shipped the beta.')).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('textbox', { name: /Journal entry for/ });
    expect(editor).toHaveValue('Shipped the beta.');
    expect(editor).toHaveFocus();
    await person.clear(editor);
    await person.type(editor, 'Something else');
    await person.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByText('Shipped the beta.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Journal entry for/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(server.requests.some((request) => request.route === 'save')).toBe(false);
  });

  it('Cancel on a day never saved clears the selection', async () => {
    const { user: person } = renderPanel();
    await screen.findByRole('textbox', { name: /Journal entry for/ });
    await person.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Select a date to view or create a journal entry')).toBeInTheDocument();
    expect(days().every((day) => day.getAttribute('aria-pressed') === 'false')).toBe(true);
  });

  it('shows the empty placeholder for an entry saved empty', async () => {
    useServer([{ id: 'e5', date: '2025-01-05', content: '' }]);
    renderPanel();
    expect(await screen.findByText('No content. Click Edit to add a journal entry.')).toBeInTheDocument();
  });

  it('moves the strip by 3 days with the arrows and fetches the days in view', async () => {
    const { user: person } = renderPanel();
    await person.click(screen.getByRole('button', { name: 'Show 3 earlier days' }));
    expect(days()[0]).toHaveAccessibleName('Tuesday, December 24, 2024');
    expect(days()[9]).toHaveAccessibleName('Thursday, January 2');
    await waitFor(() =>
      expect(server.requests).toContainEqual({ route: 'fetch', body: { userId: 'u1', start_date: '2024-12-24', end_date: '2025-01-02' } }),
    );

    await person.click(screen.getByRole('button', { name: 'Show 3 later days' }));
    expect(days()[9]).toHaveAccessibleName(/^Sunday, January 5, today/);
  });

  it('stops at today: the later-days arrow is off while today ends the strip', async () => {
    const { user: person } = renderPanel();
    const later = screen.getByRole('button', { name: 'Show 3 later days' });
    expect(later).toBeDisabled();
    await person.click(screen.getByRole('button', { name: 'Show 3 earlier days' }));
    expect(later).toBeEnabled();
    await person.click(later);
    expect(later).toBeDisabled();
    expect(days()[9]).toHaveAccessibleName(/^Sunday, January 5, today/);
  });

  it('goes to a day chosen in the date picker, bringing it into view', async () => {
    useServer([{ id: 'e', date: '2024-11-20', content: 'Signed the lease.' }]);
    const { user: person } = renderPanel();
    const picker = screen.getByRole('button', { name: /^Go to date/ });
    // The field writes the chosen day as the app writes dates.
    expect(picker).toHaveAccessibleName('Go to date January 5, 2025');
    await person.click(picker);
    const calendar = screen.getByRole('dialog');
    await person.click(within(calendar).getByRole('button', { name: /previous month/i }));
    await person.click(within(calendar).getByRole('button', { name: /previous month/i }));
    await person.click(within(calendar).getByRole('button', { name: /November 20/ }));
    expect(days()[9]).toHaveAccessibleName(/^Wednesday, November 20, 2024/);
    expect(days()[9]).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Signed the lease.')).toBeInTheDocument();
  });

  it('offers no day after today in the date picker', async () => {
    const { user: person } = renderPanel();
    await person.click(screen.getByRole('button', { name: /^Go to date/ }));
    const calendar = screen.getByRole('dialog');
    expect(within(calendar).getByRole('button', { name: /January 6/ })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: /next month/i })).toHaveAttribute('aria-disabled', 'true');
    expect(within(calendar).getByRole('button', { name: 'Sunday, January 5, 2025, today, selected' })).toBeEnabled();
  });

  it('says a failed load once, with one Try Again that loads both the days and the entry', async () => {
    server.failNext('fetch', { status: 500 }, { once: false });
    const { user: person } = renderPanel();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Try Again' })).toHaveLength(1));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('Failed to load journal entry'),
    ]);

    server.clearFailures();
    await person.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('textbox', { name: /Journal entry for/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Failed to load journal entries' alone when only the days in view fail", async () => {
    const { user: person } = renderPanel();
    await screen.findByRole('textbox', { name: /Journal entry for/ });
    server.failNext('fetch', { status: 500 }, { once: false });
    await person.click(screen.getByRole('button', { name: 'Show 3 earlier days' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load journal entries');
    expect(screen.getAllByRole('button', { name: 'Try Again' })).toHaveLength(1);
  });

  it('keeps the draft and says why when saving fails', async () => {
    const error = vi.spyOn(notify, 'error');
    const { user: person } = renderPanel();
    const editor = await screen.findByRole('textbox', { name: /Journal entry for/ });
    await person.type(editor, 'Draft');

    server.failNext('save', 'network');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Network error when saving journal entry', undefined));
    expect(editor).toHaveValue('Draft');

    server.failNext('save', { status: 400, body: { message: 'The journal entry is too long.' } });
    await person.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Failed to save journal entry', { description: 'The journal entry is too long.' }),
    );
  });
});
