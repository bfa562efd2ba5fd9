import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { OTP_RULES, OtpService, SendCodeCommand } from '../../auth';
import { phoneRequestBlocker, profileDecider } from '../domain/profile.decider';
import { profileStream } from '../domain/profile.events';
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
  ) {}

  async execute({ userId, phone: input, context }: RequestPhoneChangeCommand): Promise<{ waiting: boolean }> {
    const phone = this.otp.normalise(input);
    const phoneHash = this.cipher.lookupHash(phone);
    const current = await this.profiles.view(userId);
    if (current.phoneHash === phoneHash) return { waiting: false };
    // Whether the number is someone's account shows only once its code is confirmed (one claim per
    // phone): answering here would tell any signed-in person who is a customer.
    const { state } = await this.commands.load(profileStream(userId), profileDecider);
    const blocked = phoneRequestBlocker(state, Date.now());
    if (blocked) throw blocked;
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
}
