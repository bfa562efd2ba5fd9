import { screen, waitFor, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { notify } from '@/components/ui/toast';
import { formatShortDate, formatWeekdayDate } from '@/lib/format';
import type { AuthUser } from '@/lib/auth/session-types';
import { fakeAuth } from '@/testing/fake-auth';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/test-utils';

import { fakeTaskServer, makeTask } from '../testing/fake-task-server';
import { TasksPanel } from './tasks-panel';

/** The 14th of next month, as the calendar names it, and as the API sends it. */
function nextMonthDay() {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth() + 1, 14);
  const key = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-14`;
  return { day, key, name: formatWeekdayDate(day, { year: 'always' }) };
}

/** Opens a date field's calendar, moves on a month and picks the 14th. */
async function pickNextMonthDay(person: ReturnType<typeof userEvent.setup>, field: HTMLElement) {
  await person.click(field);
  const calendar = screen.getAllByRole('dialog').at(-1)!;
  await person.click(within(calendar).getByRole('button', { name: /next month/i }));
  await person.click(within(calendar).getByRole('button', { name: nextMonthDay().name }));
}

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

let server: ReturnType<typeof fakeTaskServer>;

function renderPanel() {
  return renderWithProviders(<TasksPanel />, { auth: fakeAuth({ user, account: 'closed' }) });
}

beforeEach(() => {
  server = fakeTaskServer();
  vi.stubGlobal('fetch', server.fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TasksPanel', () => {
  it('shows a loading state, then the empty state', async () => {
    renderPanel();
    expect(screen.getByRole('status')).toHaveTextContent('Loading tasks...');
    expect(await screen.findByText('No tasks found. Create your first task!')).toBeInTheDocument();
    expect(server.requests[0]).toEqual({ route: 'array', body: { userId: 'u1' } });
  });

  it('says the list failed and fetches again on Try Again', async () => {
    server.failNext('array', { status: 500 });
    const { user: person } = renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch tasks. Please try again later.');

    await person.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No tasks found. Create your first task!')).toBeInTheDocument();
  });

  it('says so when the list is not in the expected shape', async () => {
    server.fetchMock.mockResolvedValueOnce(jsonResponse({ success: true, data: { tasks: [] } }));
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Received invalid data format from server');
  });

  it('lists active tasks in spec order, nothing under a task without a description, completed ones folded away', async () => {
    server = fakeTaskServer([
      makeTask('undated', { title: 'Tidy desk', created_at: '2025-01-03T00:00:00.000Z' }),
      makeTask('soon', { title: 'Pay rent', description: 'Before the 5th', due_date: '2025-01-04T12:00:00.000Z' }),
      makeTask('star', { title: 'Pitch investors', important: true }),
      makeTask('done', { title: 'Book flights', completed: true }),
    ]);
    vi.stubGlobal('fetch', server.fetchMock);
    const { user: person } = renderPanel();

    const active = await screen.findByRole('list', { name: 'Active tasks' });
    const titles = within(active)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(titles).toEqual(['Pitch investors', 'Pay rent', 'Tidy desk']);
    expect(within(active).getByText('Before the 5th')).toBeInTheDocument();
    expect(within(active).queryByText('No description')).not.toBeInTheDocument();
    expect(screen.queryByText('Book flights')).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Completed (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await person.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const done = screen.getByRole('list', { name: 'Completed tasks' });
    expect(within(done).getByText('Book flights')).toBeInTheDocument();
    // A finished task offers only to be reopened: no star, no edit.
    expect(within(done).queryByRole('button', { name: /Important/ })).not.toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('deletes a task from its editor at once, and Undo in the toast brings it back', async () => {
    server = fakeTaskServer([makeTask('t1', { title: 'Pay rent', description: 'Before the 5th', important: true })]);
    vi.stubGlobal('fetch', server.fetchMock);
    const { user: person } = renderPanel();
    await person.click(await screen.findByRole('button', { name: 'Edit Pay rent' }));
    const toast = vi.spyOn(notify, 'success');
    await person.click(screen.getByRole('button', { name: 'Delete task' }));

    await waitFor(() => expect(screen.queryByText('Pay rent')).not.toBeInTheDocument());
    expect(server.requests.find((r) => r.route === 'remove')?.body).toEqual({ userId: 'u1', taskId: 't1' });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Deleted: Pay rent', expect.anything()));
    const options = toast.mock.calls[0]?.[1] as { action: { label: string; onClick: () => void } };
    expect(options.action.label).toBe('Undo');

    options.action.onClick();
    expect(await screen.findByText('Pay rent')).toBeInTheDocument();
    expect(server.requests.find((r) => r.route === 'create')?.body).toMatchObject({
      title: 'Pay rent',
      description: 'Before the 5th',
      important: true,
    });
  });

  it('puts a task back when the delete is refused, and says so', async () => {
    server = fakeTaskServer([makeTask('t1', { title: 'Pay rent' })]);
    vi.stubGlobal('fetch', server.fetchMock);
    const { user: person } = renderPanel();
    await person.click(await screen.findByRole('button', { name: 'Edit Pay rent' }));
    const errorToast = vi.spyOn(notify, 'error');
    server.failNext('remove', 'network');
    await person.click(screen.getByRole('button', { name: 'Delete task' }));
    await waitFor(() => expect(errorToast).toHaveBeenCalledWith('Network error when deleting task', undefined));
    expect(screen.getByDisplayValue('Pay rent')).toBeInTheDocument();
  });

  it('stars a task at once and puts it back when the server refuses', async () => {
    const errorToast = vi.spyOn(notify, 'error');
    server = fakeTaskServer([makeTask('t1', { title: 'Pay rent' })]);
    vi.stubGlobal('fetch', server.fetchMock);
    const { user: person } = renderPanel();
    const star = await screen.findByRole('button', { name: 'Important: Pay rent' });
    expect(star).toHaveAttribute('aria-pressed', 'false');

    server.failNext('update', { status: 500 });
    const release = server.hold('update');
    await person.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');

    release();
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(errorToast).toHaveBeenCalledWith('Failed to update task', expect.anything());
    expect(server.requests.at(-2)).toEqual({ route: 'update', body: { userId: 'u1', taskId: 't1', important: true } });
  });

  it('moves a completed task away at once, and back when the network fails', async () => {
    const errorToast = vi.spyOn(notify, 'error');
    server = fakeTaskServer([makeTask('t1', { title: 'Pay rent' })]);
    vi.stubGlobal('fetch', server.fetchMock);
    const { user: person } = renderPanel();
    const box = await screen.findByRole('checkbox', { name: 'Completed: Pay rent' });

    server.failNext('update', 'network');
    const release = server.hold('update');
    await person.click(box);
    expect(screen.queryByRole('list', { name: 'Active tasks' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Completed (1)' })).toBeInTheDocument();

    release();
    expect(await screen.findByRole('checkbox', { name: 'Completed: Pay rent' })).not.toBeChecked();
    expect(errorToast).toHaveBeenCalledWith('Network error when updating task', undefined);
  });

  it('keeps the list on screen when an update and the refresh after it fail offline, and catches up on Try Again', async () => {
    vi.spyOn(notify, 'error');
    server = fakeTaskServer([makeTask('t1', { title: 'Pay rent' }), makeTask('t2', { title: 'Call the bank' })]);
    vi.stubGlobal('fetch', server.fetchMock);
    const { user: person } = renderPanel();
    const star = await screen.findByRole('button', { name: 'Important: Pay rent' });

    server.failNext('update', 'network', { once: false });
    server.failNext('array', 'network', { once: false });
    await person.click(star);

    expect(await screen.findByText("Couldn't refresh your tasks. Showing them as last loaded.", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Call the bank')).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch tasks/)).not.toBeInTheDocument();

    server.clearFailures();
    await person.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByText(/Couldn't refresh/)).not.toBeInTheDocument());
    expect(screen.getByText('Pay rent')).toBeInTheDocument();
  }, 15_000);

  it('completes and reopens a task when the server agrees', async () => {
    server = fakeTaskServer([makeTask('t1', { title: 'Pay rent' })]);
    vi.stubGlobal('fetch', server.fetchMock);
    const { user: person } = renderPanel();
    await person.click(await screen.findByRole('checkbox', { name: 'Completed: Pay rent' }));
    await person.click(await screen.findByRole('button', { name: 'Completed (1)' }));
    const done = screen.getByRole('checkbox', { name: 'Completed: Pay rent' });
    expect(done).toBeChecked();
    await waitFor(() => expect(server.tasks[0]?.completed).toBe(true));

    await person.click(done);
    expect(await screen.findByRole('list', { name: 'Active tasks' })).toHaveTextContent('Pay rent');
    await waitFor(() => expect(server.tasks[0]?.completed).toBe(false));
  });

  it('creates a task: title required, "Creating..." while saving, time zone only with a due date', async () => {
    const { user: person } = renderPanel();
    await person.click(await screen.findByRole('button', { name: 'New Task' }));
    const dialog = screen.getByRole('dialog', { name: 'New Task' });
    const create = within(dialog).getByRole('button', { name: 'Create Task' });
    expect(create).toBeDisabled();

    await person.type(within(dialog).getByLabelText('Title'), '   ');
    expect(create).toBeDisabled();
    await person.type(within(dialog).getByLabelText('Title'), 'Call the bank');
    expect(create).toBeEnabled();
    expect(within(dialog).getByLabelText('Time')).toHaveValue('12:00');

    const release = server.hold('create');
    await person.click(create);
    expect(within(dialog).getByRole('button', { name: 'Creating...' })).toBeDisabled();
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('list', { name: 'Active tasks' })).toHaveTextContent('Call the bank');
    const sent = server.requests.find((request) => request.route === 'create')?.body;
    expect(sent).toMatchObject({ userId: 'u1', title: 'Call the bank', due_date: null, important: false });
    expect(sent).not.toHaveProperty('timezone');
  });

  it('sends the due datetime and the time zone when a date is chosen', async () => {
    const { user: person } = renderPanel();
    await person.click(await screen.findByRole('button', { name: 'New Task' }));
    const dialog = screen.getByRole('dialog', { name: 'New Task' });
    await person.type(within(dialog).getByLabelText('Title'), 'Renew passport');
    await pickNextMonthDay(person, within(dialog).getByRole('button', { name: /^Due date/ }));
    await person.clear(within(dialog).getByLabelText('Time'));
    await person.click(within(dialog).getByLabelText('Important'));
    await person.click(within(dialog).getByRole('button', { name: 'Create Task' }));

    await waitFor(() => expect(server.requests.some((request) => request.route === 'create')).toBe(true));
    const sent = server.requests.find((request) => request.route === 'create')?.body;
    expect(sent).toMatchObject({
      due_date: `${nextMonthDay().key}T12:00`,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      important: true,
    });
  });

  it('keeps the form open and says why when creating fails', async () => {
    const { user: person } = renderPanel();
    await person.click(await screen.findByRole('button', { name: 'New Task' }));
    const dialog = screen.getByRole('dialog', { name: 'New Task' });
    await person.type(within(dialog).getByLabelText('Title'), 'Call the bank');

    server.failNext('create', 'network');
    await person.click(within(dialog).getByRole('button', { name: 'Create Task' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Network error when creating task');

    server.failNext('create', { status: 400, body: { message: 'The title is too long.' } });
    await person.click(within(dialog).getByRole('button', { name: 'Create Task' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to create task'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The title is too long.');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Call the bank');
  });

  it('edits title and description in place: non-blank title, "Saving..." while saving', async () => {
    server = fakeTaskServer([makeTask('t1', { title: 'Pay rent', description: 'Before the 5th' })]);
    vi.stubGlobal('fetch', server.fetchMock);
    const { user: person } = renderPanel();
    await person.click(await screen.findByRole('button', { name: 'Edit Pay rent' }));

    const title = screen.getByLabelText('Title');
    const save = screen.getByRole('button', { name: 'Save' });
    await person.clear(title);
    expect(save).toBeDisabled();
    await person.type(title, 'Pay January rent');
    await person.clear(screen.getByLabelText(/Description/));

    const release = server.hold('update');
    await person.click(save);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();

    expect(await screen.findByText('Pay January rent')).toBeInTheDocument();
    expect(screen.queryByText('Before the 5th')).not.toBeInTheDocument();
    expect(server.requests.at(-2)?.body).toEqual({ userId: 'u1', taskId: 't1', title: 'Pay January rent', description: '' });
  });

  it('keeps the due-date chip with the task, before Save and Cancel, while it is being edited', async () => {
    server = fakeTaskServer([makeTask('t1', { title: 'Pay rent' })]);
    vi.stubGlobal('fetch', server.fetchMock);
    const { user: person } = renderPanel();
    await person.click(await screen.findByRole('button', { name: 'Edit Pay rent' }));
    const form = screen.getByRole('form', { name: 'Edit task' });
    const chip = within(form).getByRole('button', { name: 'Add due date to Pay rent' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(chip.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Add due date to Pay rent' })).toHaveLength(1);
  });

  it('cancels an edit without saving', async () => {
    server = fakeTaskServer([makeTask('t1', { title: 'Pay rent' })]);
    vi.stubGlobal('fetch', server.fetchMock);
    const { user: person } = renderPanel();
    await person.click(await screen.findByRole('button', { name: 'Edit Pay rent' }));
    await person.type(screen.getByLabelText('Title'), ' now');
    await person.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Pay rent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Pay rent' })).toHaveFocus();
    expect(server.requests.filter((request) => request.route === 'update')).toHaveLength(0);
  });

  it('sets a due date in place: a date is needed, an empty time means 12:00', async () => {
    server = fakeTaskServer([makeTask('t1', { title: 'Pay rent' })]);
    vi.stubGlobal('fetch', server.fetchMock);
    const { user: person } = renderPanel();
    await person.click(await screen.findByRole('button', { name: 'Add due date to Pay rent' }));

    const form = screen.getByRole('form', { name: 'Due date' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await pickNextMonthDay(person, within(form).getByRole('button', { name: /^Due date/ }));
    await person.clear(within(form).getByLabelText('Time'));
    await person.click(save);

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Due date' })).not.toBeInTheDocument());
    const sent = server.requests.find((request) => request.route === 'update')?.body;
    expect(sent).toEqual({
      userId: 'u1',
      taskId: 't1',
      due_date: `${nextMonthDay().key}T12:00`,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(await screen.findByRole('button', { name: /^Change due date of Pay rent: / })).toHaveTextContent(
      formatShortDate(nextMonthDay().day),
    );
  });
});
