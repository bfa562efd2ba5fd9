import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { profileDecider } from '../domain/profile.decider';
import { profileStream } from '../domain/profile.events';
import { checkedContext } from '../domain/profile-rules';

export class EditContextCommand extends Command<{ id: string; characters: number }> {
  constructor(
    readonly userId: string,
    readonly contextId: string,
    readonly context: string,
    readonly commandContext: CommandContext,
  ) {
    super();
  }
}

/** Rewrites a piece of context in place, under the same rules as a new one and sealed the same way. */
@CommandHandler(EditContextCommand)
export class EditContextHandler implements ICommandHandler<EditContextCommand> {
  constructor(
    private readonly commands: CommandRunner,
    private readonly cipher: PersonalDataCipher,
  ) {}

  async execute({ userId, contextId, context: input, commandContext }: EditContextCommand): Promise<{ id: string; characters: number }> {
    const text = checkedContext(input);
    const sealed = await this.cipher.encrypt(userId, text);
    await this.commands.run(
      profileStream(userId),
      profileDecider,
      { kind: 'edit-context', userId, contextId, context: sealed, characters: text.length },
      commandContext,
    );
    return { id: contextId, characters: text.length };
  }
}
