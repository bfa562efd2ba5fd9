/** Who runs a job, and until when; appended with the expected revision, so only one instance wins. */
export type LeaseTaken = { type: 'scheduler.lease_taken'; data: { job: string; holder: string; takenAt: string; until: string } };
/** What one run of a job did: counts only, never whom it reached. */
export type RunFinished = {
  type: 'scheduler.run_finished';
  data: { job: string; holder: string; startedAt: string; finishedAt: string; outcome: Record<string, number> };
};

export type SchedulerEvent = LeaseTaken | RunFinished;

/**
 * One stream per job per UTC day. A lease decision folds today's stream (and yesterday's while
 * today's is still empty), so the work per run stays bounded however long the service runs.
 */
export const schedulerStream = (job: string, at: Date): string => `scheduler-${job}-${at.toISOString().slice(0, 10)}`;
