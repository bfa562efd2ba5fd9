import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { type AccessCheck, CalendarService } from '../calendar.service';

/** A command, not a query: the check refreshes the access token and records what it found. */
export class CheckCalendarAccessCommand extends Command<AccessCheck> {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(CheckCalendarAccessCommand)
export class CheckCalendarAccessHandler implements ICommandHandler<CheckCalendarAccessCommand> {
  constructor(private readonly calendar: CalendarService) {}

  execute({ userId, context }: CheckCalendarAccessCommand): Promise<AccessCheck> {
    return this.calendar.checkAccess(userId, context);
  }
}
