import type { ProjectionRunner } from '../projections/projection-runner';

/**
 * Jobs act on read models, so they wait until those have caught up: not while a process is still
 * replaying the log, and never in one that does not run projections (the rebuild command).
 */
export function readModelsLive(projections: ProjectionRunner): boolean {
  const status = projections.status();
  return status.length > 0 && status.every((p) => p.state !== 'catching-up' && p.state !== 'rebuilding' && p.state !== 'retrying');
}
