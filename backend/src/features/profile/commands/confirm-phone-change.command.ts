import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { DomainError } from '../../../platform/commands/domain-error';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { accountDecider, accountStream, phoneClaimDecider, phoneClaimStream } from '../../accounts';
import { OtpService } from '../../auth';
import { pendingPhoneBlocker, profileDecider } from '../domain/profile.decider';
import { profileStream } from '../domain/profile.events';
import { PHONE_TAKEN } from '../domain/profile-rules';

export class ConfirmPhoneChangeCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly phone: string,
    readonly code: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * Second step of a phone change: checks the code, claims the new number (one account per phone
 * holds here too), changes the account's phone, then lets the old number go so it can sign up afresh.
 */
@CommandHandler(ConfirmPhoneChangeCommand)
export class ConfirmPhoneChangeHandler implements ICommandHandler<ConfirmPhoneChangeCommand> {
  constructor(
    private readonly commands: CommandRunner,
    private readonly cipher: PersonalDataCipher,
    private readonly otp: OtpService,
  ) {}

  async execute({ userId, phone: input, code, context }: ConfirmPhoneChangeCommand): Promise<void> {
    const phone = this.otp.normalise(input);
    const phoneHash = this.cipher.lookupHash(phone);
    const { state } = await this.commands.load(profileStream(userId), profileDecider);
    const blocked = pendingPhoneBlocker(state, phoneHash, Date.now());
    if (blocked) throw blocked;
    await this.otp.verify(phone, code, context);
    const claim = await this.commands.run(phoneClaimStream(phoneHash), phoneClaimDecider, { kind: 'claim', userId }, context);
    if (claim.state.userId !== userId) throw new DomainError(PHONE_TAKEN, 'conflict');
    const previousPhoneHash = await this.changeAccountPhone(userId, phone, phoneHash, context);
    if (previousPhoneHash && previousPhoneHash !== phoneHash) {
      await this.commands.run(
        phoneClaimStream(previousPhoneHash),
        phoneClaimDecider,
        { kind: 'release', userId, reason: 'phone changed' },
        context,
      );
    }
  }

  /** The number the account had before, or null; nothing half-applied if the change fails. */
  private async changeAccountPhone(userId: string, phone: string, phoneHash: string, context: CommandContext): Promise<string | null> {
    try {
      const sealed = await this.cipher.encrypt(userId, phone);
      const changed = await this.commands.run(
        accountStream(userId),
        accountDecider,
        { kind: 'change-phone', userId, phone: sealed, phoneHash },
        context,
      );
      return changed.events[0]?.type === 'account.phone_changed' ? changed.events[0].data.previousPhoneHash : null;
    } catch (error) {
      // The new number goes back to nobody if the change itself failed.
      await this.commands.run(
        phoneClaimStream(phoneHash),
        phoneClaimDecider,
        { kind: 'release', userId, reason: 'phone change failed' },
        context,
      );
      throw error;
    }
  }
}
