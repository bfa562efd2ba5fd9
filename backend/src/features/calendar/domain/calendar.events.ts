/** The refresh token is sealed with the user's own key: it becomes useless when the account is deleted. */
export type CalendarConnected = {
  type: 'calendar.connected';
  data: { userId: string; /** sealed */ refreshToken: string; scopes: string[] };
};
export type CalendarAccessRefreshed = { type: 'calendar.access_refreshed'; data: { userId: string; accessExpiresAt: string | null } };
export type CalendarDisconnected = {
  type: 'calendar.disconnected';
  data: { userId: string; reason: DisconnectReason };
};

export type DisconnectReason = 'user' | 'revoked-at-google' | 'account-deleted';

export type CalendarEvent = CalendarConnected | CalendarAccessRefreshed | CalendarDisconnected;
export const calendarStream = (userId: string): string => `calendar-${userId}`;
