import { Inject, Injectable, Logger } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { DomainError } from '../../../platform/commands/domain-error';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { normalisePhone } from '../../accounts';
import { checkBlocker, otpDecider, sendBlocker } from './otp.decider';
import { type CodeSent, otpStream } from './otp.events';
import { OTP_RULES } from './otp-rules';
import { OTP_PROVIDER, type OtpProvider } from './otp-provider.port';

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Sends and checks one-time codes, with their limits recorded as events on the phone's own stream. */
@Injectable()
export class OtpService {
  private readonly logger = new Logger('OTP');

  constructor(
    private readonly commands: CommandRunner,
    private readonly cipher: PersonalDataCipher,
    @Inject(OTP_PROVIDER) private readonly provider: OtpProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  normalise(phone: string): string {
    return normalisePhone(
      phone,
      this.config.testPhones.map((t) => t.phone),
    );
  }

  testPhone(phone: string) {
    return this.config.testPhones.find((t) => t.phone === phone) ?? null;
  }

  private codeHash(phoneHash: string, code: string): string {
    return this.cipher.lookupHash(`otp:${phoneHash}:${code}`);
  }

  /**
   * The limits are checked, the code sent and the send recorded in one serialised decision per
   * phone, so parallel requests for one number send one code and the rest are refused before any
   * provider is called. Test numbers keep every limit; only SIGN_IN_LIMITS=off (refused in
   * production) lifts the send limits, for load tests that sign the same numbers in again and again.
   */
  async send(phone: string, context: CommandContext): Promise<{ channel: string }> {
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
          codeHash: sent.code ? this.codeHash(phoneHash, sent.code) : null,
          provider: sent.provider,
          channel: sent.channel,
          limited,
        };
      },
      context,
    );
    return { channel };
  }

  private async deliver(
    phone: string,
  ): Promise<{ code: string | null; channel: CodeSent['data']['channel']; provider: CodeSent['data']['provider'] }> {
    const test = this.testPhone(phone);
    if (test) return { code: test.code, channel: 'none', provider: 'test-phone' };
    try {
      const sent = await this.provider.send(phone);
      return { code: sent.code, channel: sent.channel, provider: sent.code ? 'local' : 'twilio' };
    } catch (error) {
      this.logger.error({ err: error }, 'Sending a one-time code failed');
      throw new DomainError('We could not send a code to this number. Please check it and try again.', 'unavailable');
    }
  }

  /** Checks a code; a wrong one is recorded (5 wrong tries end the code) and answered with tries left. */
  async verify(phone: string, code: string, context: CommandContext): Promise<void> {
    const phoneHash = this.cipher.lookupHash(phone);
    const stream = otpStream(phoneHash);
    const { state } = await this.commands.load(stream, otpDecider);
    const blocked = checkBlocker(state, Date.now());
    if (blocked) throw blocked;
    const storedHash = state.current?.codeHash ?? null;
    const matches = storedHash
      ? sameHash(this.codeHash(phoneHash, code), storedHash)
      : await this.provider.check(phone, code).catch(() => false);
    const outcome = await this.commands.run(stream, otpDecider, { kind: 'check', now: Date.now(), phoneHash, matches }, context);
    if (matches) return;
    const failures = outcome.state.current?.failures ?? OTP_RULES.maxWrongTries;
    const left = OTP_RULES.maxWrongTries - failures;
    if (left <= 0) throw new DomainError('Too many wrong codes. Please ask for a new code.', 'rate_limited', 30);
    throw new DomainError(`That code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`, 'invalid');
  }
}
