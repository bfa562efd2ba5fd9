import type { Task, TaskChanges } from '../types/task';

/** The fields a toggle shows before the server answers (spec section 4: optimistic toggles). */
export type TaskPatch = Partial<Pick<Task, 'completed' | 'important'>>;

/** The part of a change that is shown at once; text and due dates wait for the server's reading. */
export function optimisticPatch(changes: TaskChanges): TaskPatch {
  const patch: TaskPatch = {};
  if (changes.completed !== undefined) patch.completed = changes.completed;
  if (changes.important !== undefined) patch.important = changes.important;
  return patch;
}

/** The values a patch replaced, so a failure can put back exactly those and nothing else. */
export function reversePatch(before: Task, patch: TaskPatch): TaskPatch {
  const reverse: TaskPatch = {};
  if (patch.completed !== undefined) reverse.completed = before.completed;
  if (patch.important !== undefined) reverse.important = before.important;
  return reverse;
}

/** A copy of the list with one task's fields replaced; other tasks keep their identity. */
export function patchTask(tasks: readonly Task[], taskId: string, patch: TaskPatch): Task[] {
  return tasks.map((task) => (task.id === taskId ? { ...task, ...patch } : task));
}

/** A copy of the list with the server's version of a task in place of the cached one. */
export function replaceTask(tasks: readonly Task[], next: Task): Task[] {
  return tasks.map((task) => (task.id === next.id ? next : task));
}
