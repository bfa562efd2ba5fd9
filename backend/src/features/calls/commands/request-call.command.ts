import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CallsService } from '../calls.service';

export class RequestCallCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly phoneNumber: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RequestCallCommand)
export class RequestCallHandler implements ICommandHandler<RequestCallCommand> {
  constructor(private readonly calls: CallsService) {}

  execute({ userId, phoneNumber, context }: RequestCallCommand): Promise<void> {
    return this.calls.requestCall(userId, phoneNumber, context);
  }
}
