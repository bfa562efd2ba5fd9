/** `GET /api/auth/google/config`: whether this server can connect calendars, and how. */
export type GoogleCalendarConfig = {
  configured: boolean;
  clientId: string | null;
  scopes: string[];
};

/** `POST /api/auth/google/check-access`. */
export type CalendarAccess = {
  hasAccess: boolean;
  configured: boolean;
};
