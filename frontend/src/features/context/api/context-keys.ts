/** Query keys of the context feature: the list every change invalidates. */
export const contextKeys = {
  all: ['context'] as const,
  list: () => [...contextKeys.all, 'list'] as const,
};
