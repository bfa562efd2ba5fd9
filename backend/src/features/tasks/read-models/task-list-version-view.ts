import type { Doc } from '../../../platform/read-store/read-store.port';

/**
 * The `task_list_versions` read model: per user, the log position of the last event that changed
 * any of their tasks. A copy of a user's list built at version v is still exact while this says v,
 * which lets any API process keep such copies and check them with one small read.
 */
export interface TaskListVersionView extends Doc {
  _id: string;
  version: number;
}

export const TASK_LIST_VERSIONS = 'task_list_versions';
