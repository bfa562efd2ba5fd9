import { defineFeature } from '../../platform/features/feature-declaration';
import type { CalendarEvent } from './domain/calendar.events';
import { CALENDAR_CONNECTIONS } from './read-models/calendar-connection-view';
import { dayAndTime, sentence } from '../../platform/features/sentence';

export const calendarFeature = defineFeature<CalendarEvent>({
  name: 'calendar',
  events: {
    // A live credential is the person's, but a file on their laptop is the wrong place for it.
    'calendar.connected': { concernsUser: true, withheldFromExport: ['refreshToken'], summary: () => 'Google Calendar connected' },
    'calendar.access_refreshed': {
      concernsUser: true,
      summary: (d) => sentence('Google Calendar access renewed', d.accessExpiresAt && `until ${dayAndTime(d.accessExpiresAt)}`),
    },
    'calendar.disconnected': {
      concernsUser: true,
      summary: (d) =>
        `Google Calendar disconnected · ${{ user: 'by the member', 'revoked-at-google': 'access withdrawn at Google', 'account-deleted': 'account deleted' }[d.reason]}`,
    },
  },
  personalReadModels: [{ collection: CALENDAR_CONNECTIONS, by: '_id' }],
});
