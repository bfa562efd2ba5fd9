import { Inject, Injectable } from '@nestjs/common';
import type { CommandContext } from '../../platform/commands/command-context';
import { CommandRunner } from '../../platform/commands/command-runner';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { PersonalDataCipher } from '../../platform/crypto/personal-data-cipher';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../platform/read-store/read-store.port';
import { calendarDecider } from './domain/calendar.decider';
import { calendarStream } from './domain/calendar.events';
import { CALENDAR_SCOPES } from './domain/calendar-scopes';
import { GOOGLE_CALENDAR_CLIENT, type GoogleCalendarClient } from './google/google-calendar.client';
import { GoogleGrantRejectedError, GoogleUnavailableError } from './google/google-failure';
import { CALENDAR_CONNECTIONS, type CalendarConnectionView } from './read-models/calendar-connection-view';

/**
 * A person's Google grant as the calendar's use cases and the nudge job read it: the sealed token
 * opened, who is connected, whether they are free. Changes go through the calendar's commands.
 */
@Injectable()
export class CalendarService {
  private readonly connections: ReadCollection<CalendarConnectionView>;

  constructor(
    private readonly commands: CommandRunner,
    private readonly cipher: PersonalDataCipher,
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

  /** The refresh token, unsealed, or null when there is no connection (or the account's key is gone). */
  async refreshToken(userId: string): Promise<string | null> {
    const { state } = await this.commands.load(calendarStream(userId), calendarDecider);
    if (!state.connected || !state.refreshToken) return null;
    return this.cipher.decrypt(userId, state.refreshToken);
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
    if (!this.google) return null;
    const token = await this.refreshToken(userId);
    if (!token) return null;
    try {
      const busy = await this.google.busy(token, from, to);
      return busy.every((b) => Date.parse(b.end) <= from.getTime() || Date.parse(b.start) >= to.getTime());
    } catch (error) {
      if (error instanceof GoogleGrantRejectedError) {
        await this.commands.run(
          calendarStream(userId),
          calendarDecider,
          { kind: 'disconnect', userId, reason: 'revoked-at-google' },
          context,
        );
      } else if (!(error instanceof GoogleUnavailableError)) {
        throw error;
      }
      return null;
    }
  }
}
