import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import type { Task } from '../types/task';
import { taskMessages } from '../utils/task-messages';
import { TaskRequestError } from '../utils/task-request-error';
import { taskKeys } from './task-query-keys';

/** `POST /dev/user/tasks/array`: the person's tasks of type 'task'. */
export async function getTasks(userId: string, signal?: AbortSignal): Promise<Task[]> {
  if (!userId) throw new TaskRequestError(taskMessages.userIdRequired);
  let body: ApiSchema<'TaskListResponse'> | undefined;
  try {
    body = await apiFetch('/dev/user/tasks/array', {
      read: true,
      body: { userId } satisfies ApiSchema<'UserIdRequestDto'>,
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new TaskRequestError(taskMessages.fetchFailed, { cause: error });
  }
  // Spec section 8 names this failure: an answer whose data is not a list (a proxy's page, say).
  if (!Array.isArray(body?.data)) throw new TaskRequestError(taskMessages.invalidData);
  return body.data;
}

export function tasksQueryOptions(userId: string) {
  return queryOptions({
    queryKey: taskKeys.list(userId),
    queryFn: ({ signal }) => getTasks(userId, signal),
  });
}

export function useTasks(userId: string) {
  return useQuery(tasksQueryOptions(userId));
}
