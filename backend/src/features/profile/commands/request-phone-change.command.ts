import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { DomainError } from '../../../platform/commands/domain-error';
import { RATE_COUNTER_STORE, type RateCounterStore } from '../../../platform/limits/rate-counter-store.port';
import { phoneClaimDecider, phoneClaimStream } from '../../accounts';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { OTP_RULES, OtpService, SendCodeCommand } from '../../auth';
import { phoneRequestBlocker, profileDecider } from '../domain/profile.decider';
import { profileStream } from '../domain/profile.events';
import { PHONE_LOOKUPS_PER_HOUR, PHONE_TAKEN } from '../domain/profile-rules';
import { ProfileReader } from '../read-models/profile.reader';

/** Whether the new number now waits for its code (false: it is the current number already). */
export class RequestPhoneChangeCommand extends Command<{ waiting: boolean }> {
  constructor(
    readonly userId: string,
    readonly phone: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** First step of a phone change: the new number gets a one-time code, and nothing changes until it comes back. */
@CommandHandler(RequestPhoneChangeCommand)
export class RequestPhoneChangeHandler implements ICommandHandler<RequestPhoneChangeCommand> {
  constructor(
    private readonly commands: CommandRunner,
    private readonly bus: CommandBus,
    private readonly cipher: PersonalDataCipher,
    private readonly otp: OtpService,
    private readonly profiles: ProfileReader,
    @Inject(RATE_COUNTER_STORE) private readonly counters: RateCounterStore,
  ) {}

  async execute({ userId, phone: input, context }: RequestPhoneChangeCommand): Promise<{ waiting: boolean }> {
    const phone = this.otp.normalise(input);
    const phoneHash = this.cipher.lookupHash(phone);
    const current = await this.profiles.view(userId);
    if (current.phoneHash === phoneHash) return { waiting: false };
    const { state } = await this.commands.load(profileStream(userId), profileDecider);
    const blocked = phoneRequestBlocker(state, Date.now());
    if (blocked) throw blocked;
    await this.refuseTaken(userId, phoneHash);
    await this.bus.execute(new SendCodeCommand(phone, context));
    const sealed = await this.cipher.encrypt(userId, phone);
    await this.commands.run(
      profileStream(userId),
      profileDecider,
      { kind: 'request-phone-change', userId, phone: sealed, phoneHash, now: Date.now(), ttlMs: OTP_RULES.codeTtlMs },
      context,
    );
    return { waiting: true };
  }

  /**
   * A number that is another account's cannot become this one's: refused before a code is sent
   * (which costs money, and would text someone who did not ask). Saying so tells that the number
   * is a customer's, so the lookups are counted and few an hour.
   */
  private async refuseTaken(userId: string, phoneHash: string): Promise<void> {
    const now = Date.now();
    const window = await this.counters.hit(`phone-change-lookup:${userId}`, 3_600_000, now);
    if (window.hits > PHONE_LOOKUPS_PER_HOUR)
      throw new DomainError(
        'Too many phone number changes in the last hour. Please try again later.',
        'rate_limited',
        Math.ceil((window.endsAt - now) / 1000),
      );
    const { state } = await this.commands.load(phoneClaimStream(phoneHash), phoneClaimDecider);
    if (state.userId !== null && state.userId !== userId) throw new DomainError(PHONE_TAKEN, 'conflict');
  }
}
