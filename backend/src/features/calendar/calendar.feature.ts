import { defineFeature } from '../../platform/features/feature-declaration';
import type { CalendarEvent } from './domain/calendar.events';
import { CALENDAR_CONNECTIONS } from './read-models/calendar-connection-view';

export const calendarFeature = defineFeature<CalendarEvent>({
  name: 'calendar',
  events: {
    // A live credential is the person's, but a file on their laptop is the wrong place for it.
    'calendar.connected': { concernsUser: true, withheldFromExport: ['refreshToken'] },
    'calendar.access_refreshed': { concernsUser: true },
    'calendar.disconnected': { concernsUser: true },
  },
  personalReadModels: [{ collection: CALENDAR_CONNECTIONS, by: '_id' }],
});
