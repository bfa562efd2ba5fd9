import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { sessionDecider } from '../sessions/session.decider';
import { type SessionRevoked, sessionStream } from '../sessions/session.events';

/** Ends one session family: its refresh token stops working and its access token is refused from now on. */
export class EndSessionCommand extends Command<void> {
  constructor(
    readonly sessionId: string,
    readonly context: CommandContext,
    readonly reason: Exclude<SessionRevoked['data']['reason'], 'refresh-token-reused'> = 'logout',
  ) {
    super();
  }
}

@CommandHandler(EndSessionCommand)
export class EndSessionHandler implements ICommandHandler<EndSessionCommand> {
  constructor(private readonly commands: CommandRunner) {}

  async execute({ sessionId, context, reason }: EndSessionCommand): Promise<void> {
    await this.commands.run(sessionStream(sessionId), sessionDecider, { kind: 'revoke', reason }, context);
  }
}
