import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CommandContext } from '../../platform/commands/command-context';
import { CommandRunner } from '../../platform/commands/command-runner';
import { DomainError } from '../../platform/commands/domain-error';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { PersonalDataCipher } from '../../platform/crypto/personal-data-cipher';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../platform/read-store/read-store.port';
import { calendarDecider } from './domain/calendar.decider';
import { calendarStream, type DisconnectReason } from './domain/calendar.events';
import { CALENDAR_SCOPES, canReadCalendar } from './domain/calendar-scopes';
import { GOOGLE_CALENDAR_CLIENT, type GoogleCalendarClient } from './google/google-calendar.client';
import { GoogleGrantRejectedError, GoogleUnavailableError } from './google/google-failure';
import { CALENDAR_CONNECTIONS, type CalendarConnectionView } from './read-models/calendar-connection-view';

export interface AccessCheck {
  hasAccess: boolean;
  configured: boolean;
}

const NOT_CONFIGURED = 'Google Calendar is not configured on this server.';

/** Connects, checks and forgets a person's Google Calendar; the token only ever sits sealed in the log. */
@Injectable()
export class CalendarService {
  private readonly logger = new Logger('Calendar');
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

  async connect(userId: string, code: string, context: CommandContext): Promise<void> {
    if (!this.google) throw new DomainError(NOT_CONFIGURED, 409);
    let grant;
    try {
      grant = await this.google.exchangeCode(code);
    } catch (error) {
      if (error instanceof GoogleGrantRejectedError) throw new DomainError('Could not authenticate with Google. Please try again.', 400);
      this.logger.warn({ err: error }, 'Exchanging a Google code failed');
      throw new DomainError('Failed to connect Google Calendar. Please try again.', 503);
    }
    if (!canReadCalendar(grant.scopes)) {
      throw new DomainError('Please allow daily to see your calendar when Google asks, then try again.', 400);
    }
    if (!grant.refreshToken) {
      // Google only hands out a refresh token on consent; without one the connection would die within the hour.
      throw new DomainError(
        'Google did not give daily lasting access. Please disconnect daily in your Google account settings and connect again.',
        400,
      );
    }
    const sealed = await this.cipher.encrypt(userId, grant.refreshToken);
    await this.commands.run(
      calendarStream(userId),
      calendarDecider,
      { kind: 'connect', userId, refreshToken: sealed, scopes: grant.scopes },
      context,
    );
  }

  /** The refresh token, unsealed, or null when there is no connection (or the account's key is gone). */
  private async refreshToken(userId: string): Promise<string | null> {
    const { state } = await this.commands.load(calendarStream(userId), calendarDecider);
    if (!state.connected || !state.refreshToken) return null;
    return this.cipher.decrypt(userId, state.refreshToken);
  }

  /** Proves the connection still works by getting a fresh access token; a dead grant is forgotten. */
  async checkAccess(userId: string, context: CommandContext): Promise<AccessCheck> {
    if (!this.google) return { hasAccess: false, configured: false };
    const token = await this.refreshToken(userId);
    if (!token) return { hasAccess: false, configured: true };
    try {
      const { accessExpiresAt } = await this.google.refresh(token);
      await this.commands.run(calendarStream(userId), calendarDecider, { kind: 'record-refresh', userId, accessExpiresAt }, context);
      return { hasAccess: true, configured: true };
    } catch (error) {
      if (error instanceof GoogleGrantRejectedError) {
        await this.commands.run(
          calendarStream(userId),
          calendarDecider,
          { kind: 'disconnect', userId, reason: 'revoked-at-google' },
          context,
        );
        return { hasAccess: false, configured: true };
      }
      this.logger.warn({ err: error }, 'Checking a Google connection failed');
      throw new DomainError('Could not reach Google to check the connection. Please try again.', 503);
    }
  }

  /** Revokes at Google (when it can) and forgets the token either way: the person asked to be disconnected. */
  async disconnect(userId: string, reason: DisconnectReason, context: CommandContext): Promise<void> {
    const token = await this.refreshToken(userId);
    if (token && this.google) {
      try {
        await this.google.revoke(token);
      } catch (error) {
        if (!(error instanceof GoogleGrantRejectedError))
          this.logger.warn({ err: error }, 'Revoking at Google failed; the token is forgotten anyway');
      }
    }
    await this.commands.run(calendarStream(userId), calendarDecider, { kind: 'disconnect', userId, reason }, context);
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
