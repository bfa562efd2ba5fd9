import { Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { AccountsService } from '../../accounts';
import { AnalyticsRecorder, type VisitContext, VisitSessionsReader } from '../../analytics';
import { OtpService } from '../otp/otp.service';
import { type SessionResponse, SessionTokensService } from '../sessions/session-tokens.service';

export class VerifyCodeCommand extends Command<SessionResponse> {
  constructor(
    readonly phone: string,
    readonly code: string,
    readonly context: CommandContext,
    /** The browser visit the sign-in happened in, so the login counts for its traffic source. */
    readonly visit: VisitContext = { session_id: null, utm_source: null, page_path: null },
  ) {
    super();
  }
}

/**
 * Checks the code, then signs the phone in: registers a new account (or finds the existing one)
 * attributed to the first touch of the visit it signs in from, moves a phone-only account to open,
 * records the login for analytics and starts a session.
 */
@CommandHandler(VerifyCodeCommand)
export class VerifyCodeHandler implements ICommandHandler<VerifyCodeCommand> {
  private readonly logger = new Logger('SignIn');

  constructor(
    private readonly otp: OtpService,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionTokensService,
    private readonly analytics: AnalyticsRecorder,
    private readonly visits: VisitSessionsReader,
  ) {}

  async execute({ phone: rawPhone, code, context, visit }: VerifyCodeCommand): Promise<SessionResponse> {
    const phone = this.otp.normalise(rawPhone);
    await this.otp.verify(phone, code, context);
    const test = this.otp.testPhone(phone);
    // Read for every sign-in (one lookup by id); only a registration records it.
    const attribution = await this.visits.firstTouch({ ...visit, page_path: visit.page_path ?? '/login' });
    const { account, firstTime } = await this.accounts.signInVerifiedPhone(
      phone,
      test ? 'test-phone' : 'otp',
      test?.status ?? null,
      context,
      attribution,
    );
    await this.analytics
      .record(
        {
          event_type: firstTime ? 'login' : 'existing_user',
          user_id: account._id,
          session_id: visit.session_id,
          utm_source: visit.utm_source,
          page_path: visit.page_path ?? '/login',
        },
        { ...context, actor: account._id },
      )
      .catch((error: unknown) => this.logger.warn({ err: error }, 'Recording the login for analytics failed'));
    return this.sessions.start(account, context);
  }
}
