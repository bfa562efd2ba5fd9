import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { SessionTokensService } from '../sessions/session-tokens.service';

export class EndSessionCommand extends Command<void> {
  constructor(
    readonly sessionId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(EndSessionCommand)
export class EndSessionHandler implements ICommandHandler<EndSessionCommand> {
  constructor(private readonly sessions: SessionTokensService) {}

  execute({ sessionId, context }: EndSessionCommand): Promise<void> {
    return this.sessions.revoke(sessionId, 'logout', context);
  }
}
