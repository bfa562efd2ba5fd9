import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { AccountsService } from '../../accounts';
import { type SessionResponse, SessionTokensService } from '../sessions/session-tokens.service';

export class RefreshSessionCommand extends Command<SessionResponse> {
  constructor(
    readonly refreshToken: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RefreshSessionCommand)
export class RefreshSessionHandler implements ICommandHandler<RefreshSessionCommand> {
  constructor(
    private readonly sessions: SessionTokensService,
    private readonly accounts: AccountsService,
  ) {}

  execute({ refreshToken, context }: RefreshSessionCommand): Promise<SessionResponse> {
    return this.sessions.refresh(refreshToken, (userId) => this.accounts.get(userId), context);
  }
}
