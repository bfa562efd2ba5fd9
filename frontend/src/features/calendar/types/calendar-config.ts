import type { ApiSchema } from '@/lib/api-types';

/** `GET /api/auth/google/config`: whether this server can connect calendars, and how. */
export type GoogleCalendarConfig = ApiSchema<'CalendarConfigResponse'>;

/** `POST /api/auth/google/check-access`. */
export type CalendarAccess = ApiSchema<'CalendarAccessResponse'>;
