import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/test-utils';

import { fakeTaskServer, makeTask } from '../testing/fake-task-server';
import { TaskList } from './task-list';

const tasks = Array.from({ length: 30 }, (_, index) => makeTask(`t${index + 1}`, { title: `Task number ${index + 1}` }));

beforeEach(() => {
  vi.stubGlobal('fetch', fakeTaskServer().fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TaskList', () => {
  it('paints the first rows at once and brings out the rest in steps, in order', async () => {
    renderWithProviders(<TaskList userId="u1" tasks={tasks} label="Active tasks" />);
    const list = screen.getByRole('list', { name: 'Active tasks' });
    const first = within(list).getAllByRole('listitem');
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(tasks.length);

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(tasks.length), { timeout: 15_000 });
    const titles = within(list)
      .getAllByRole('button', { name: /^Edit / })
      .map((button) => button.getAttribute('aria-label'));
    expect(titles).toEqual(tasks.map((task) => `Edit ${task.title}`));
  });

  it('shows a task added after the list is whole at once', async () => {
    const view = renderWithProviders(<TaskList userId="u1" tasks={tasks} label="Active tasks" />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(tasks.length), { timeout: 15_000 });

    const added = makeTask('t31', { title: 'Task number 31' });
    view.rerender(<TaskList userId="u1" tasks={[added, ...tasks]} label="Active tasks" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(tasks.length + 1);
    expect(screen.getByRole('button', { name: 'Edit Task number 31' })).toBeInTheDocument();
  });
});
