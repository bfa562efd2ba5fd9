import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandContext } from '../../platform/commands/command-context';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../platform/read-store/read-store.port';
import { CalendarGrants } from './calendar-grants';
import { DisconnectCalendarCommand } from './commands/disconnect-calendar.command';
import { CALENDAR_SCOPES } from './domain/calendar-scopes';
import { GOOGLE_CALENDAR_CLIENT, type GoogleCalendarClient } from './google/google-calendar.client';
import { GoogleGrantRejectedError, GoogleUnavailableError } from './google/google-failure';
import { CALENDAR_CONNECTIONS, type CalendarConnectionView } from './read-models/calendar-connection-view';

/**
 * The calendar as other features read it: who is connected and whether they are free. Changes
 * go through the calendar's commands, a grant Google rejects included.
 */
@Injectable()
export class CalendarService {
  private readonly connections: ReadCollection<CalendarConnectionView>;

  constructor(
    private readonly grants: CalendarGrants,
    private readonly commandBus: CommandBus,
    @Inject(GOOGLE_CALENDAR_CLIENT) private readonly google: GoogleCalendarClient | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(READ_STORE) reads: ReadStore,
  ) {
    this.connections = reads.collection<CalendarConnectionView>(CALENDAR_CONNECTIONS);
  }

  /** What the browser needs to start the code flow. The client id is public by nature; the secret stays here. */
  publicConfig(): { configured: boolean; clientId: string | null; scopes: string[] } {
    return { configured: this.google !== null, clientId: this.google ? this.config.google.clientId : null, scopes: [...CALENDAR_SCOPES] };
  }

  async connectedUserIds(): Promise<string[]> {
    const connected = await this.connections.find({ connected: true });
    return connected.map((c) => c.userId);
  }

  /**
   * Whether the primary calendar has nothing booked between the two instants; null when that
   * cannot be known (no connection, or Google unavailable). A grant Google rejects is forgotten.
   */
  async isFree(userId: string, from: Date, to: Date, context: CommandContext): Promise<boolean | null> {
    const busy = await this.busySlots(userId, from, to, context);
    return busy && busy.every((b) => Date.parse(b.to) <= from.getTime() || Date.parse(b.from) >= to.getTime());
  }

  /** The busy intervals of the primary calendar between two instants (UTC ISO); null when they cannot be known. */
  async busySlots(userId: string, from: Date, to: Date, context: CommandContext): Promise<{ from: string; to: string }[] | null> {
    if (!this.google) return null;
    const token = await this.grants.refreshToken(userId);
    if (!token) return null;
    try {
      const busy = await this.google.busy(token, from, to);
      return busy.map((b) => ({ from: new Date(b.start).toISOString(), to: new Date(b.end).toISOString() }));
    } catch (error) {
      if (error instanceof GoogleGrantRejectedError) {
        // The same use case as the person's own Disconnect, with Google's reason.
        await this.commandBus.execute(new DisconnectCalendarCommand(userId, context, 'revoked-at-google'));
      } else if (!(error instanceof GoogleUnavailableError)) {
        throw error;
      }
      return null;
    }
  }
}
