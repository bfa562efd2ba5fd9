/** Query keys of the assistant feature. */
export const assistantKeys = {
  all: ['assistant'] as const,
  conversation: (userId: string) => ['assistant', userId, 'conversation'] as const,
};
