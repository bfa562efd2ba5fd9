import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import type { Task, TaskAnswer } from '../types/task';
import { dueDateFields } from '../utils/due-date';
import { taskMessages } from '../utils/task-messages';
import { TaskRequestError, toTaskRequestError } from '../utils/task-request-error';
import { taskKeys } from './task-query-keys';

/** What the New Task form collects (spec section 3, "New-task form"). */
export type NewTask = {
  title: string;
  description: string;
  /** `YYYY-MM-DD`, or empty for no due date. */
  dueDate: string;
  /** `HH:mm`; empty means 12:00. */
  dueTime: string;
  important: boolean;
};

/** The body of `POST /dev/user/tasks/create`; the time zone travels only with a due date. */
export function createTaskBody(userId: string, input: NewTask, timeZone?: string): ApiSchema<'CreateTaskRequestDto'> {
  return {
    userId,
    title: input.title.trim(),
    description: input.description.trim(),
    ...dueDateFields(input.dueDate, input.dueTime, timeZone),
    important: input.important,
    updates: [],
    recurring: false,
    completed: false,
  };
}

/** `POST /dev/user/tasks/create`: answers with the stored task. */
export async function createTask(userId: string, input: NewTask): Promise<Task> {
  if (!userId) throw new TaskRequestError(taskMessages.userIdRequired);
  let body: TaskAnswer | undefined;
  try {
    body = await apiFetch('/dev/user/tasks/create', { body: createTaskBody(userId, input) });
  } catch (error) {
    throw toTaskRequestError(error, { network: taskMessages.createNetwork, failed: taskMessages.createFailed });
  }
  const task = body?.task;
  if (!task) throw new TaskRequestError(taskMessages.createFailed);
  return task;
}

export function useCreateTask(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewTask) => createTask(userId, input),
    onSuccess: (task) => {
      // Shown at once; the refetch below then confirms it against the server's list.
      queryClient.setQueryData<Task[]>(taskKeys.list(userId), (tasks) =>
        tasks ? [task, ...tasks.filter((t) => t.id !== task.id)] : tasks,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.list(userId) }),
  });
}
