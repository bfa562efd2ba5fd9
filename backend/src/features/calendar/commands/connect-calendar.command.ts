import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CalendarService } from '../calendar.service';

export class ConnectCalendarCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly code: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ConnectCalendarCommand)
export class ConnectCalendarHandler implements ICommandHandler<ConnectCalendarCommand> {
  constructor(private readonly calendar: CalendarService) {}

  execute({ userId, code, context }: ConnectCalendarCommand): Promise<void> {
    return this.calendar.connect(userId, code, context);
  }
}
