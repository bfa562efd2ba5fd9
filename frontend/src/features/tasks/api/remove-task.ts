import { useMutation, useQueryClient } from '@tanstack/react-query';

import { notify } from '@/components/ui/toast';
import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import type { Task, TaskAnswer } from '../types/task';
import { localTimeZone } from '../utils/due-date';
import { taskMessages } from '../utils/task-messages';
import { TaskRequestError, toTaskRequestError } from '../utils/task-request-error';
import { taskKeys } from './task-query-keys';

/** `POST /dev/user/tasks/remove`: the task leaves every list. */
export async function removeTask(userId: string, taskId: string): Promise<void> {
  if (!userId || !taskId) throw new TaskRequestError(taskMessages.idsRequired);
  try {
    await apiFetch('/dev/user/tasks/remove', {
      body: { userId, taskId } satisfies ApiSchema<'RemoveTaskRequestDto'>,
    });
  } catch (error) {
    throw toTaskRequestError(error, { network: taskMessages.deleteNetwork, failed: taskMessages.deleteFailed });
  }
}

/**
 * A deleted task written again, for the toast's Undo: the same title, description, due instant,
 * star and progress notes. The server gives it a new id; nothing else tells it from the one deleted.
 */
export async function restoreTask(userId: string, task: Task): Promise<Task> {
  let body: TaskAnswer | undefined;
  try {
    body = await apiFetch('/dev/user/tasks/create', {
      body: {
        userId,
        title: task.title,
        description: task.description,
        // The stored instant carries its offset, so it needs no time zone to be read the same.
        due_date: task.due_date,
        ...(task.due_date ? { timezone: localTimeZone() } : {}),
        important: task.important,
        completed: task.completed,
        recurring: task.recurring,
        updates: task.updates.map(({ date, text }) => ({ date, text })),
      } satisfies ApiSchema<'CreateTaskRequestDto'>,
    });
  } catch (error) {
    throw toTaskRequestError(error, { network: taskMessages.createNetwork, failed: taskMessages.restoreFailed });
  }
  if (!body?.task) throw new TaskRequestError(taskMessages.restoreFailed);
  return body.task;
}

/**
 * Deletes a task by hand. It leaves the list at once and comes back if the server refuses; once
 * deleted, a toast offers Undo for as long as it is shown.
 */
export function useRemoveTask(userId: string) {
  const queryClient = useQueryClient();
  const listKey = taskKeys.list(userId);

  const undo = async (task: Task) => {
    try {
      const restored = await restoreTask(userId, task);
      queryClient.setQueryData<Task[]>(listKey, (tasks) => (tasks ? [restored, ...tasks] : tasks));
      notify.success(taskMessages.restored(task.title));
    } catch (error) {
      notify.error(error instanceof Error ? error.message : taskMessages.restoreFailed);
    } finally {
      void queryClient.invalidateQueries({ queryKey: listKey });
    }
  };

  return useMutation<void, Error, Task, { before: Task[] | undefined }>({
    mutationFn: (task) => removeTask(userId, task.id),
    onMutate: async (task) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData<Task[]>(listKey);
      queryClient.setQueryData<Task[]>(listKey, (tasks) => tasks?.filter((t) => t.id !== task.id));
      return { before };
    },
    onError: (error, _task, context) => {
      if (context?.before) queryClient.setQueryData(listKey, context.before);
      const detail = error instanceof TaskRequestError ? error.detail : undefined;
      notify.error(error.message || taskMessages.deleteFailed, detail ? { description: detail } : undefined);
    },
    onSuccess: (_nothing, task) => {
      notify.success(taskMessages.deleted(task.title), {
        duration: 8000,
        action: { label: 'Undo', onClick: () => void undo(task) },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
