import { Logger } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { type AccountView, SignInVerifiedPhoneCommand } from '../../accounts';
import { RecordAnalyticsEventCommand, type VisitContext, VisitSessionsReader } from '../../analytics';
import { CodeChecksPerAddress } from '../otp/code-checks-per-address';
import { OtpService } from '../otp/otp.service';
import { sessionDecider } from '../sessions/session.decider';
import { sessionStream } from '../sessions/session.events';
import { hashToken, refreshTokenExpiry, type SessionResponse, SessionTokensService } from '../sessions/session-tokens.service';
import { loggedError } from '../../../platform/logging/provider-error';

export class VerifyCodeCommand extends Command<SessionResponse> {
  constructor(
    readonly phone: string,
    readonly code: string,
    readonly context: CommandContext,
    /** The browser visit the sign-in happened in, so the login counts for its traffic source. */
    readonly visit: VisitContext,
    /** The caller's address, for the limit on code checks across numbers. */
    readonly address: string,
  ) {
    super();
  }
}

/**
 * Checks the code, then signs the phone in: the account is registered (or found) by accounts,
 * attributed to the first touch of the visit it signs in from; the login is recorded for
 * analytics, and a session starts.
 */
@CommandHandler(VerifyCodeCommand)
export class VerifyCodeHandler implements ICommandHandler<VerifyCodeCommand> {
  private readonly logger = new Logger('SignIn');

  constructor(
    private readonly commands: CommandRunner,
    private readonly bus: CommandBus,
    private readonly otp: OtpService,
    private readonly checksPerAddress: CodeChecksPerAddress,
    private readonly tokens: SessionTokensService,
    private readonly visits: VisitSessionsReader,
  ) {}

  async execute({ phone: rawPhone, code, context, visit, address }: VerifyCodeCommand): Promise<SessionResponse> {
    const phone = this.otp.normalise(rawPhone);
    await this.checksPerAddress.take(address);
    await this.otp.verify(phone, code, context);
    const test = this.otp.testPhone(phone);
    // Read for every sign-in (one lookup by id); only a registration records it.
    const attribution = await this.visits.firstTouch({ ...visit, page_path: visit.page_path ?? '/login' });
    const { account, firstTime } = await this.bus.execute(
      new SignInVerifiedPhoneCommand(phone, test ? 'test-phone' : 'otp', test?.status ?? null, context, attribution),
    );
    await this.bus
      .execute(
        new RecordAnalyticsEventCommand(
          {
            event_type: firstTime ? 'login' : 'existing_user',
            user_id: account._id,
            session_id: visit.session_id,
            utm_source: visit.utm_source,
            page_path: visit.page_path ?? '/login',
          },
          { ...context, actor: account._id },
        ),
      )
      .catch((error: unknown) => this.logger.warn({ err: loggedError(error) }, 'Recording the login for analytics failed'));
    return this.startSession(account, context);
  }

  private async startSession(account: AccountView, context: CommandContext): Promise<SessionResponse> {
    const familyId = randomUUID();
    const refreshToken = this.tokens.newRefreshToken();
    await this.commands.run(
      sessionStream(familyId),
      sessionDecider,
      { kind: 'start', familyId, userId: account._id, refreshHash: hashToken(refreshToken), expiresAt: refreshTokenExpiry() },
      { ...context, actor: account._id },
    );
    return this.tokens.respond(account, familyId, refreshToken);
  }
}
