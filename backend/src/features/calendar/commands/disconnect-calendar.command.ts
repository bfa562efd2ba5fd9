import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { CalendarGrants } from '../calendar-grants';
import { calendarDecider } from '../domain/calendar.decider';
import { calendarStream, type DisconnectReason } from '../domain/calendar.events';
import { GOOGLE_CALENDAR_CLIENT, type GoogleCalendarClient } from '../google/google-calendar.client';
import { GoogleGrantRejectedError } from '../google/google-failure';
import { loggedError } from '../../../platform/logging/provider-error';

export class DisconnectCalendarCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
    readonly reason: DisconnectReason = 'user',
  ) {
    super();
  }
}

/**
 * Revokes at Google (when it can) and forgets the token either way: the person asked to be
 * disconnected, their account is going, or Google said the grant is gone.
 */
@CommandHandler(DisconnectCalendarCommand)
export class DisconnectCalendarHandler implements ICommandHandler<DisconnectCalendarCommand> {
  private readonly logger = new Logger('Calendar');

  constructor(
    private readonly commands: CommandRunner,
    private readonly grants: CalendarGrants,
    @Inject(GOOGLE_CALENDAR_CLIENT) private readonly google: GoogleCalendarClient | null,
  ) {}

  async execute({ userId, context, reason }: DisconnectCalendarCommand): Promise<void> {
    // A grant Google has already rejected has nothing left to revoke there.
    const token = reason === 'revoked-at-google' ? null : await this.grants.refreshToken(userId);
    if (token && this.google) {
      try {
        await this.google.revoke(token);
      } catch (error) {
        if (!(error instanceof GoogleGrantRejectedError))
          this.logger.warn({ err: loggedError(error) }, 'Revoking at Google failed; the token is forgotten anyway');
      }
    }
    await this.commands.run(calendarStream(userId), calendarDecider, { kind: 'disconnect', userId, reason }, context);
  }
}
