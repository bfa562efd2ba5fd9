import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse } from '@/testing/json-response';

import { fakeTaskServer, makeTask } from '../testing/fake-task-server';
import { TaskRequestError } from '../utils/task-request-error';
import { createTask, createTaskBody } from './create-task';
import { getTasks } from './get-tasks';
import { updateTask } from './update-task';

let server: ReturnType<typeof fakeTaskServer>;

beforeEach(() => {
  server = fakeTaskServer([makeTask('t1')]);
  vi.stubGlobal('fetch', server.fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const newTask = { title: '  Send invoice ', description: ' For December ', dueDate: '', dueTime: '12:00', important: false };

describe('getTasks', () => {
  it('asks for the user’s tasks', async () => {
    server.fetchMock.mockResolvedValueOnce(jsonResponse({ success: true, data: [makeTask('a')], total: 1 }));
    await expect(getTasks('u1')).resolves.toMatchObject([{ id: 'a' }]);
    const [url, init] = server.fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/dev/user/tasks/array');
    expect(init?.body).toBe('{"userId":"u1"}');
  });

  it('needs a user id', async () => {
    await expect(getTasks('')).rejects.toThrow('User ID is required');
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('says "Failed to fetch tasks. Please try again later." when the call fails', async () => {
    server.failNext('array', { status: 500 });
    await expect(getTasks('u1')).rejects.toThrow('Failed to fetch tasks. Please try again later.');
    server.failNext('array', 'network');
    await expect(getTasks('u1')).rejects.toThrow('Failed to fetch tasks. Please try again later.');
  });

  it('says "Received invalid data format from server" when data is not a list', async () => {
    server.fetchMock.mockResolvedValueOnce(jsonResponse({ success: true, data: 'nope' }));
    await expect(getTasks('u1')).rejects.toThrow('Received invalid data format from server');
  });
});

describe('createTask', () => {
  it('sends the spec fields, trimmed, with no due date and no time zone', () => {
    expect(createTaskBody('u1', newTask)).toEqual({
      userId: 'u1',
      title: 'Send invoice',
      description: 'For December',
      due_date: null,
      important: false,
      updates: [],
      recurring: false,
      completed: false,
    });
  });

  it('sends the due datetime with the time zone, 12:00 when the time is empty', () => {
    const body = createTaskBody('u1', { ...newTask, dueDate: '2025-01-05', dueTime: '', important: true }, 'America/New_York');
    expect(body).toMatchObject({ due_date: '2025-01-05T12:00', timezone: 'America/New_York', important: true });
  });

  it('answers with the stored task', async () => {
    await expect(createTask('u1', newTask)).resolves.toMatchObject({ title: 'Send invoice', type: 'task' });
    expect(server.requests.at(-1)?.route).toBe('create');
  });

  it('names the failure: user id, network, refusal', async () => {
    await expect(createTask('', newTask)).rejects.toThrow('User ID is required');
    server.failNext('create', 'network');
    await expect(createTask('u1', newTask)).rejects.toThrow('Network error when creating task');
    server.failNext('create', { status: 400, body: { message: 'Please enter a title for the task.' } });
    const refused = await createTask('u1', newTask).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TaskRequestError);
    expect(refused).toMatchObject({ message: 'Failed to create task', detail: 'Please enter a title for the task.' });
  });

  it('calls an answer without a task a failure', async () => {
    server.fetchMock.mockResolvedValueOnce(jsonResponse({ ok: true }, 201));
    await expect(createTask('u1', newTask)).rejects.toThrow('Failed to create task');
  });
});

describe('updateTask', () => {
  it('sends the ids and only the changed fields', async () => {
    await expect(updateTask('u1', { taskId: 't1', changes: { completed: true } })).resolves.toMatchObject({ id: 't1', completed: true });
    expect(server.requests.at(-1)).toEqual({ route: 'update', body: { userId: 'u1', taskId: 't1', completed: true } });
  });

  it('needs both ids', async () => {
    await expect(updateTask('', { taskId: 't1', changes: {} })).rejects.toThrow('User ID and Task ID are required');
    await expect(updateTask('u1', { taskId: '', changes: {} })).rejects.toThrow('User ID and Task ID are required');
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('names network failures and refusals', async () => {
    server.failNext('update', 'network');
    await expect(updateTask('u1', { taskId: 't1', changes: { important: true } })).rejects.toThrow('Network error when updating task');
    server.failNext('update', { status: 404 });
    await expect(updateTask('u1', { taskId: 't1', changes: { important: true } })).rejects.toThrow('Failed to update task');
  });
});
