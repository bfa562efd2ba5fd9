import { useMutation, useQueryClient } from '@tanstack/react-query';

import { notify } from '@/components/ui/toast';
import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import type { Task, TaskAnswer, TaskChanges } from '../types/task';
import { optimisticPatch, patchTask, replaceTask, reversePatch, type TaskPatch } from '../utils/patch-task';
import { taskMessages } from '../utils/task-messages';
import { TaskRequestError, toTaskRequestError } from '../utils/task-request-error';
import { taskKeys, updateTaskMutationKey } from './task-query-keys';

export type TaskUpdate = { taskId: string; changes: TaskChanges };

/** `POST /dev/user/tasks/update`: changes any of the fields and answers with the stored task. */
export async function updateTask(userId: string, { taskId, changes }: TaskUpdate): Promise<Task> {
  if (!userId || !taskId) throw new TaskRequestError(taskMessages.idsRequired);
  let body: TaskAnswer | undefined;
  try {
    body = await apiFetch('/dev/user/tasks/update', {
      body: { userId, taskId, ...changes } satisfies ApiSchema<'UpdateTaskRequestDto'>,
    });
  } catch (error) {
    throw toTaskRequestError(error, { network: taskMessages.updateNetwork, failed: taskMessages.updateFailed });
  }
  const task = body?.task;
  if (!task) throw new TaskRequestError(taskMessages.updateFailed);
  return task;
}

type UpdateContext = { reverse: TaskPatch | null };

/**
 * Updates a task. Completed and important show at once and are put back if the server refuses
 * (spec section 4); every failure is announced in a toast.
 */
export function useUpdateTask(userId: string) {
  const queryClient = useQueryClient();
  const listKey = taskKeys.list(userId);

  return useMutation<Task, Error, TaskUpdate, UpdateContext>({
    mutationKey: updateTaskMutationKey,
    mutationFn: (update) => updateTask(userId, update),
    onMutate: async ({ taskId, changes }) => {
      const patch = optimisticPatch(changes);
      if (Object.keys(patch).length === 0) return { reverse: null };
      // A refetch landing now would overwrite the optimistic value with the old one.
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData<Task[]>(listKey)?.find((task) => task.id === taskId);
      if (!before) return { reverse: null };
      queryClient.setQueryData<Task[]>(listKey, (tasks) => (tasks ? patchTask(tasks, taskId, patch) : tasks));
      return { reverse: reversePatch(before, patch) };
    },
    onError: (error, { taskId }, context) => {
      // Only the toggled fields go back, so another toggle still in flight keeps its own value.
      const reverse = context?.reverse;
      if (reverse) queryClient.setQueryData<Task[]>(listKey, (tasks) => (tasks ? patchTask(tasks, taskId, reverse) : tasks));
      const detail = error instanceof TaskRequestError ? error.detail : undefined;
      notify.error(error.message || taskMessages.updateFailed, detail ? { description: detail } : undefined);
    },
    onSuccess: (task) => {
      // With other updates still in flight this answer may predate them; the last one refetches.
      if (queryClient.isMutating({ mutationKey: updateTaskMutationKey }) > 1) return;
      queryClient.setQueryData<Task[]>(listKey, (tasks) => (tasks ? replaceTask(tasks, task) : tasks));
    },
    onSettled: () => {
      // While other toggles are in flight a refetch would briefly show their old values.
      if (queryClient.isMutating({ mutationKey: updateTaskMutationKey }) === 1) {
        return queryClient.invalidateQueries({ queryKey: listKey });
      }
    },
  });
}
