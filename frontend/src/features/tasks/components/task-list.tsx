import { startTransition, useEffect, useState } from 'react';

import { useUpdateTask } from '../api/update-task';
import type { Task } from '../types/task';
import { TaskItem } from './task-item';

/** Rows rendered with the page: more than a screen shows below the page header. */
const FIRST_ROWS = 8;
/**
 * Rows added per step after that, each step a transition the browser can interrupt. Few enough that
 * a step stays under the 50 ms a long task starts at on a slow phone (a member's first visit draws
 * the whole list this way: twelve rows took 100-125 ms on Lighthouse's mobile profile).
 */
const MORE_ROWS = 4;

/**
 * How many of `total` rows to render. A long list arrives in steps: the rows on screen paint at
 * once, and the rest follow in small interruptible renders instead of one long task that would
 * hold taps and scrolling. Once every row is out, the list stays whole as it grows.
 */
function useRevealedRows(total: number): number {
  // Infinity once every row is out: a task added later shows at once, not a step later.
  const [revealed, setRevealed] = useState(() => (total <= FIRST_ROWS ? Infinity : FIRST_ROWS));

  useEffect(() => {
    if (revealed === Infinity) return;
    const step = setTimeout(() => {
      startTransition(() => setRevealed((count) => (count + MORE_ROWS >= total ? Infinity : count + MORE_ROWS)));
    }, 0);
    return () => clearTimeout(step);
  }, [revealed, total]);

  return Math.min(revealed, total);
}

export type TaskListProps = {
  userId: string;
  tasks: readonly Task[];
  label: string;
  id?: string;
};

export function TaskList({ userId, tasks, label, id }: TaskListProps) {
  const shown = useRevealedRows(tasks.length);
  // Each change is its own mutation with its own callbacks; only the starting functions are shared.
  const { mutate, mutateAsync } = useUpdateTask(userId);
  return (
    <ul id={id} aria-label={label} className="divide-y divide-line">
      {tasks.slice(0, shown).map((task) => (
        <TaskItem key={task.id} userId={userId} task={task} update={mutate} updateAsync={mutateAsync} />
      ))}
    </ul>
  );
}
