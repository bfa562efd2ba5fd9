import type { Decider } from '../../../platform/commands/decider';
import type { CalendarEvent, DisconnectReason } from './calendar.events';

export interface CalendarState {
  connected: boolean;
  /** Sealed refresh token of the current connection. */
  refreshToken: string | null;
  scopes: string[];
}

export type CalendarCommand =
  | { kind: 'connect'; userId: string; refreshToken: string; scopes: string[] }
  | { kind: 'record-refresh'; userId: string; accessExpiresAt: string | null }
  | { kind: 'disconnect'; userId: string; reason: DisconnectReason };

const initialState = (): CalendarState => ({ connected: false, refreshToken: null, scopes: [] });

function evolve(state: CalendarState, event: CalendarEvent): CalendarState {
  switch (event.type) {
    case 'calendar.connected':
      return { connected: true, refreshToken: event.data.refreshToken, scopes: event.data.scopes };
    case 'calendar.access_refreshed':
      return state;
    case 'calendar.disconnected':
      return initialState();
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

function decide(command: CalendarCommand, state: CalendarState): CalendarEvent[] {
  switch (command.kind) {
    case 'connect':
      // Connecting again (Refresh Connection) replaces the token; the old grant is not revoked,
      // because revoking any token of a grant at Google revokes the new one with it.
      return [{ type: 'calendar.connected', data: { userId: command.userId, refreshToken: command.refreshToken, scopes: command.scopes } }];
    case 'record-refresh':
      if (!state.connected) return [];
      return [{ type: 'calendar.access_refreshed', data: { userId: command.userId, accessExpiresAt: command.accessExpiresAt } }];
    case 'disconnect':
      if (!state.connected) return [];
      return [{ type: 'calendar.disconnected', data: { userId: command.userId, reason: command.reason } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const calendarDecider: Decider<CalendarState, CalendarCommand, CalendarEvent> = { initialState, evolve, decide };
