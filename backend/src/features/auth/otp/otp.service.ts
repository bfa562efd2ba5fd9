import { Inject, Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { DomainError } from '../../../platform/commands/domain-error';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { normalisePhone } from '../../accounts';
import { checkBlocker, otpDecider } from './otp.decider';
import { otpStream } from './otp.events';
import { OTP_RULES } from './otp-rules';
import { OTP_PROVIDER, type OtpProvider } from './otp-provider.port';

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * What sign-in and a phone change share about one-time codes: the number as the codes know it,
 * the test numbers, and checking a code, with its limits recorded as events on the phone's own
 * stream. Sending one is a use case of its own (SendCodeCommand).
 */
@Injectable()
export class OtpService {
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

  /** A code is kept only as a keyed hash, tied to the phone it was sent to. */
  codeHash(phoneHash: string, code: string): string {
    return this.cipher.lookupHash(`otp:${phoneHash}:${code}`);
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
    const spent = checkBlocker(outcome.state, Date.now());
    if (spent) throw spent;
    const left = OTP_RULES.maxWrongTries - (outcome.state.current?.failures ?? OTP_RULES.maxWrongTries);
    throw new DomainError(`That code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`, 'invalid');
  }
}
