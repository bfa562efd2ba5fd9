export const calendarKeys = {
  config: ['calendar', 'google-config'] as const,
  access: (userId: string) => ['calendar', 'access', userId] as const,
};
