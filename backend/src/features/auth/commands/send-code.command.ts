import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { DomainError } from '../../../platform/commands/domain-error';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { otpDecider, sendBlocker } from '../otp/otp.decider';
import { type CodeSent, otpStream } from '../otp/otp.events';
import { OtpService } from '../otp/otp.service';
import { OTP_PROVIDER, type OtpProvider } from '../otp/otp-provider.port';
import { loggedError } from '../../../platform/logging/provider-error';

/** A one-time code for a phone: to sign in, or (from settings) to confirm a new number. */
export class SendCodeCommand extends Command<{ channel: string }> {
  constructor(
    readonly phone: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

interface Delivery {
  code: string | null;
  channel: CodeSent['data']['channel'];
  provider: CodeSent['data']['provider'];
}

/**
 * The limits are checked, the code sent and the send recorded in one serialised decision per
 * phone, so parallel requests for one number send one code and the rest are refused before any
 * provider is called. Test numbers keep every limit; only SIGN_IN_LIMITS=off (refused in
 * production) lifts the send limits, for load tests that sign the same numbers in again and again.
 */
@CommandHandler(SendCodeCommand)
export class SendCodeHandler implements ICommandHandler<SendCodeCommand> {
  private readonly logger = new Logger('OTP');

  constructor(
    private readonly commands: CommandRunner,
    private readonly cipher: PersonalDataCipher,
    private readonly otp: OtpService,
    @Inject(OTP_PROVIDER) private readonly provider: OtpProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ phone: rawPhone, context }: SendCodeCommand): Promise<{ channel: string }> {
    const phone = this.otp.normalise(rawPhone);
    const phoneHash = this.cipher.lookupHash(phone);
    const limited = this.config.signInLimits;
    let channel: CodeSent['data']['channel'] = 'none';
    await this.commands.runPrepared(
      otpStream(phoneHash),
      otpDecider,
      async (state) => {
        const blocked = limited ? sendBlocker(state, Date.now()) : null;
        if (blocked) throw blocked;
        const sent = await this.deliver(phone);
        channel = sent.channel;
        return {
          kind: 'send' as const,
          now: Date.now(),
          phoneHash,
          codeHash: sent.code ? this.otp.codeHash(phoneHash, sent.code) : null,
          provider: sent.provider,
          channel: sent.channel,
          limited,
        };
      },
      context,
    );
    return { channel };
  }

  private async deliver(phone: string): Promise<Delivery> {
    const test = this.otp.testPhone(phone);
    if (test) return { code: test.code, channel: 'none', provider: 'test-phone' };
    try {
      const sent = await this.provider.send(phone);
      return { code: sent.code, channel: sent.channel, provider: sent.code ? 'local' : 'twilio' };
    } catch (error) {
      this.logger.error({ err: loggedError(error) }, 'Sending a one-time code failed');
      throw new DomainError('We could not send a code to this number. Please check it and try again.', 'unavailable');
    }
  }
}
