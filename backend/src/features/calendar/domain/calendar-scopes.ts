/** Spec section 4: what the browser asks Google for when connecting the calendar. */
export const CALENDAR_SCOPES = [
  'openid',
  'email',
  'profile',
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.readonly',
] as const;

/** Any of these lets daily read free/busy; Google lets people untick scopes on the consent screen. */
const CALENDAR_READ_SCOPES = [
  'https://www.googleapis.com/auth/calendar',
  'https://www.googleapis.com/auth/calendar.readonly',
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.events.readonly',
];

export function canReadCalendar(granted: readonly string[]): boolean {
  return granted.some((scope) => CALENDAR_READ_SCOPES.includes(scope));
}
