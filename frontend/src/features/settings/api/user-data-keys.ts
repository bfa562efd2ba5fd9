export const userDataKeys = {
  all: ['user-data'] as const,
  detail: (userId: string) => ['user-data', userId] as const,
};
