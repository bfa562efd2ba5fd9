/** How a task repeats, as a reply says it: "every week", "every 2 months", "every weekday". */
export function repeatWords(task: { recurring: boolean; repeat?: { every: string; interval: number } | null }): string | null {
  if (!task.recurring) return null;
  const rule = task.repeat ?? { every: 'week', interval: 1 };
  if (rule.every === 'weekday') return 'every weekday';
  return rule.interval === 1 ? `every ${rule.every}` : `every ${rule.interval} ${rule.every}s`;
}
