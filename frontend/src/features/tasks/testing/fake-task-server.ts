import { vi } from 'vitest';

import { jsonResponse } from '@/testing/json-response';

import type { Task } from '../types/task';

export function makeTask(id: string, fields: Partial<Task> = {}): Task {
  return {
    id,
    type: 'task',
    title: id,
    description: '',
    due_date: null,
    important: false,
    completed: false,
    recurring: false,
    created_at: '2025-01-01T09:00:00.000Z',
    updates: [],
    ...fields,
  };
}

type Failure = 'network' | { status: number; body?: unknown };
type Route = 'array' | 'create' | 'update' | 'remove';

/**
 * A stand-in for the four task endpoints, installed as `fetch`. It keeps tasks in memory, and
 * `failNext` makes the next call to a route fail, once or until cleared.
 */
export function fakeTaskServer(initial: Task[] = []) {
  let tasks = [...initial];
  const failures = new Map<Route, { failure: Failure; once: boolean }>();
  const requests: { route: Route; body: Record<string, unknown> }[] = [];
  const gates = new Map<Route, Promise<void>>();

  const respond = (route: Route, body: Record<string, unknown>): Response => {
    if (route === 'array') return jsonResponse({ success: true, data: tasks });
    if (route === 'create') {
      const task = makeTask(`t${tasks.length + 1}`, {
        title: String(body.title),
        description: String(body.description ?? ''),
        important: body.important === true,
        due_date: typeof body.due_date === 'string' ? new Date(body.due_date).toISOString() : null,
        created_at: new Date().toISOString(),
      });
      tasks = [task, ...tasks];
      return jsonResponse({ task }, 201);
    }
    const { userId: _userId, taskId, ...changes } = body;
    if (route === 'remove') {
      if (!tasks.some((task) => task.id === taskId)) return jsonResponse({ message: 'Task not found.' }, 404);
      tasks = tasks.filter((task) => task.id !== taskId);
      return jsonResponse({ taskId });
    }
    const index = tasks.findIndex((task) => task.id === taskId);
    if (index < 0) return jsonResponse({ message: 'No such task.' }, 404);
    const next = { ...tasks[index], ...changes } as Task;
    tasks = tasks.map((task, i) => (i === index ? next : task));
    return jsonResponse({ task: next });
  };

  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const route = String(input).split('/').pop() as Route;
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    requests.push({ route, body });
    const gate = gates.get(route);
    if (gate) await gate;
    const planned = failures.get(route);
    if (planned) {
      if (planned.once) failures.delete(route);
      if (planned.failure === 'network') throw new TypeError('Failed to fetch');
      return jsonResponse(planned.failure.body ?? { message: 'Refused' }, planned.failure.status);
    }
    return respond(route, body);
  });

  return {
    fetchMock,
    requests,
    get tasks() {
      return tasks;
    },
    failNext(route: Route, failure: Failure, { once = true } = {}) {
      failures.set(route, { failure, once });
    },
    clearFailures() {
      failures.clear();
    },
    /** Holds the answers of a route until the returned function is called, to look at the state meanwhile. */
    hold(route: Route): () => void {
      let release = () => {};
      gates.set(
        route,
        new Promise<void>((resolve) => {
          release = () => {
            gates.delete(route);
            resolve();
          };
        }),
      );
      return release;
    },
  };
}
