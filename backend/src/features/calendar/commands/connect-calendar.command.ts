import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { DomainError } from '../../../platform/commands/domain-error';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { calendarDecider } from '../domain/calendar.decider';
import { calendarStream } from '../domain/calendar.events';
import { canReadCalendar } from '../domain/calendar-scopes';
import { GOOGLE_CALENDAR_CLIENT, type GoogleCalendarClient } from '../google/google-calendar.client';
import { GoogleGrantRejectedError } from '../google/google-failure';
import { loggedError } from '../../../platform/logging/provider-error';

export class ConnectCalendarCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly code: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** Trades the code from Google's consent screen for a lasting grant; the token only ever sits sealed in the log. */
@CommandHandler(ConnectCalendarCommand)
export class ConnectCalendarHandler implements ICommandHandler<ConnectCalendarCommand> {
  private readonly logger = new Logger('Calendar');

  constructor(
    private readonly commands: CommandRunner,
    private readonly cipher: PersonalDataCipher,
    @Inject(GOOGLE_CALENDAR_CLIENT) private readonly google: GoogleCalendarClient | null,
  ) {}

  async execute({ userId, code, context }: ConnectCalendarCommand): Promise<void> {
    if (!this.google) throw new DomainError('Google Calendar is not configured on this server.', 'conflict');
    let grant;
    try {
      grant = await this.google.exchangeCode(code);
    } catch (error) {
      if (error instanceof GoogleGrantRejectedError)
        throw new DomainError('Could not authenticate with Google. Please try again.', 'invalid');
      this.logger.warn({ err: loggedError(error) }, 'Exchanging a Google code failed');
      throw new DomainError('Failed to connect Google Calendar. Please try again.', 'unavailable');
    }
    if (!canReadCalendar(grant.scopes)) {
      throw new DomainError('Please allow daily to see your calendar when Google asks, then try again.', 'invalid');
    }
    if (!grant.refreshToken) {
      // Google only hands out a refresh token on consent; without one the connection would die within the hour.
      throw new DomainError(
        'Google did not give daily lasting access. Please disconnect daily in your Google account settings and connect again.',
        'invalid',
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
}
