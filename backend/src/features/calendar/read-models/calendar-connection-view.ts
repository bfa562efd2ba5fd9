import type { Doc } from '../../../platform/read-store/read-store.port';
import type { DisconnectReason } from '../domain/calendar.events';

/** `calendar_connections`: who has a calendar connected (no tokens here; they stay in the log, sealed). */
export interface CalendarConnectionView extends Doc {
  _id: string;
  userId: string;
  connected: boolean;
  scopes: string[];
  connectedAt: string | null;
  lastRefreshedAt: string | null;
  disconnectedAt: string | null;
  disconnectReason: DisconnectReason | null;
}

export const CALENDAR_CONNECTIONS = 'calendar_connections';
