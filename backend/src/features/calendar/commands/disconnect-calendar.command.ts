import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CalendarService } from '../calendar.service';

export class DisconnectCalendarCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(DisconnectCalendarCommand)
export class DisconnectCalendarHandler implements ICommandHandler<DisconnectCalendarCommand> {
  constructor(private readonly calendar: CalendarService) {}

  execute({ userId, context }: DisconnectCalendarCommand): Promise<void> {
    return this.calendar.disconnect(userId, 'user', context);
  }
}
