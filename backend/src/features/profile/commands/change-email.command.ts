import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { profileDecider } from '../domain/profile.decider';
import { profileStream } from '../domain/profile.events';
import { checkedEmail } from '../domain/profile-rules';

export class ChangeEmailCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly email: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ChangeEmailCommand)
export class ChangeEmailHandler implements ICommandHandler<ChangeEmailCommand> {
  constructor(
    private readonly commands: CommandRunner,
    private readonly cipher: PersonalDataCipher,
  ) {}

  async execute({ userId, email: input, context }: ChangeEmailCommand): Promise<void> {
    const email = checkedEmail(input);
    const sealed = await this.cipher.encrypt(userId, email);
    await this.commands.run(profileStream(userId), profileDecider, { kind: 'change-email', userId, email: sealed }, context);
  }
}
