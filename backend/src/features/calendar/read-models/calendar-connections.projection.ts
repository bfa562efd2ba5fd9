import { eventTypes } from '../../../platform/event-store/event-types';
import { defineProjection, readModel } from '../../../platform/projections/define-projection';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import type { CalendarEvent } from '../domain/calendar.events';
import { CALENDAR_CONNECTIONS, type CalendarConnectionView } from './calendar-connection-view';

export const CalendarConnectionsProjection = defineProjection({
  name: 'calendar-connections',
  handles: eventTypes<CalendarEvent>({ 'calendar.connected': true, 'calendar.access_refreshed': true, 'calendar.disconnected': true }),
  collections: { connections: readModel<CalendarConnectionView>(CALENDAR_CONNECTIONS, [{ fields: { connected: 1 } }]) },
  evolve: (event, { connections }) => {
    const at = event.metadata.occurredAt;
    const { userId } = event.data;
    switch (event.type) {
      case 'calendar.connected':
        return applyOnce(connections, userId, event, () => ({
          userId,
          connected: true,
          scopes: event.data.scopes,
          connectedAt: at,
          lastRefreshedAt: at,
          disconnectedAt: null,
          disconnectReason: null,
        }));
      case 'calendar.access_refreshed':
        return applyOnce(connections, userId, event, (current) => current && { ...current, lastRefreshedAt: at });
      case 'calendar.disconnected':
        return applyOnce(
          connections,
          userId,
          event,
          (current) => current && { ...current, connected: false, disconnectedAt: at, disconnectReason: event.data.reason },
        );
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
});
