import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { DomainError } from '../../../platform/commands/domain-error';
import { CalendarGrants } from '../calendar-grants';
import { calendarDecider } from '../domain/calendar.decider';
import { calendarStream } from '../domain/calendar.events';
import { GOOGLE_CALENDAR_CLIENT, type GoogleCalendarClient } from '../google/google-calendar.client';
import { GoogleGrantRejectedError } from '../google/google-failure';
import { loggedError } from '../../../platform/logging/provider-error';

export interface AccessCheck {
  hasAccess: boolean;
  configured: boolean;
}

/** A command, not a query: the check refreshes the access token and records what it found. */
export class CheckCalendarAccessCommand extends Command<AccessCheck> {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** Proves the connection still works by getting a fresh access token; a dead grant is forgotten. */
@CommandHandler(CheckCalendarAccessCommand)
export class CheckCalendarAccessHandler implements ICommandHandler<CheckCalendarAccessCommand> {
  private readonly logger = new Logger('Calendar');

  constructor(
    private readonly commands: CommandRunner,
    private readonly grants: CalendarGrants,
    @Inject(GOOGLE_CALENDAR_CLIENT) private readonly google: GoogleCalendarClient | null,
  ) {}

  async execute({ userId, context }: CheckCalendarAccessCommand): Promise<AccessCheck> {
    if (!this.google) return { hasAccess: false, configured: false };
    const token = await this.grants.refreshToken(userId);
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
      this.logger.warn({ err: loggedError(error) }, 'Checking a Google connection failed');
      throw new DomainError('Could not reach Google to check the connection. Please try again.', 'unavailable');
    }
  }
}
