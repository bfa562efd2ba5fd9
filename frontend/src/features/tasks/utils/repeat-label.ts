import type { Task } from '../types/task';

/** "Repeats every week", "Repeats every 2 months", "Repeats every weekday"; null for a task that does not repeat. */
export function repeatLabel(task: Pick<Task, 'recurring' | 'repeat'>): string | null {
  if (!task.recurring) return null;
  const rule = task.repeat ?? { every: 'week', interval: 1 };
  if (rule.every === 'weekday') return 'Repeats every weekday';
  return rule.interval === 1 ? `Repeats every ${rule.every}` : `Repeats every ${rule.interval} ${rule.every}s`;
}
