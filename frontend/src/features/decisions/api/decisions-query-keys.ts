/** Query keys of the decisions feature; a message to daily can add one, so the assistant refreshes `all`. */
export const decisionKeys = {
  all: ['decisions'] as const,
  list: (userId: string) => ['decisions', userId, 'list'] as const,
};
