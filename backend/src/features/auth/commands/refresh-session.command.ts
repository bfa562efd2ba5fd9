import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { DomainError } from '../../../platform/commands/domain-error';
import { AccountsReader } from '../../accounts';
import { sessionDecider } from '../sessions/session.decider';
import { sessionStream } from '../sessions/session.events';
import { hashToken, refreshTokenExpiry, type SessionResponse, SessionTokensService } from '../sessions/session-tokens.service';
import { SessionsReader } from '../sessions/sessions.reader';

export class RefreshSessionCommand extends Command<SessionResponse> {
  constructor(
    readonly refreshToken: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

const ENDED = 'Your session has ended. Please sign in again.';

/** Rotates a refresh token. A token presented a second time revokes its whole family (the decider's rule). */
@CommandHandler(RefreshSessionCommand)
export class RefreshSessionHandler implements ICommandHandler<RefreshSessionCommand> {
  constructor(
    private readonly commands: CommandRunner,
    private readonly tokens: SessionTokensService,
    private readonly sessions: SessionsReader,
    private readonly accounts: AccountsReader,
  ) {}

  async execute({ refreshToken, context }: RefreshSessionCommand): Promise<SessionResponse> {
    const presentedHash = hashToken(refreshToken);
    const familyId = await this.sessions.familyOf(presentedHash);
    if (!familyId) throw new DomainError(ENDED, 'unauthenticated');
    const next = this.tokens.nextRefreshToken(refreshToken);
    const outcome = await this.commands.run(
      sessionStream(familyId),
      sessionDecider,
      { kind: 'refresh', now: Date.now(), presentedHash, refreshHash: hashToken(next), expiresAt: refreshTokenExpiry() },
      { ...context, actor: 'system' },
    );
    if (outcome.state.revoked || !outcome.state.userId) throw new DomainError(ENDED, 'unauthenticated');
    const account = await this.accounts.get(outcome.state.userId);
    if (!account) throw new DomainError(ENDED, 'unauthenticated');
    return this.tokens.respond(account, familyId, next);
  }
}
