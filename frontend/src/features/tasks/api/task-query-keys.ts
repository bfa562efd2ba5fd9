/** Query keys of the task feature; every mutation invalidates by these. */
export const taskKeys = {
  all: ['tasks'] as const,
  list: (userId: string) => ['tasks', userId, 'list'] as const,
};

/** Mutation key of task updates, so overlapping toggles can tell when they are the last one. */
export const updateTaskMutationKey = ['tasks', 'update'] as const;
