import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CommandContext, newEntityId } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { profileDecider } from '../domain/profile.decider';
import { profileStream } from '../domain/profile.events';
import { checkedContext } from '../domain/profile-rules';

export class AddContextCommand extends Command<{ id: string; characters: number }> {
  constructor(
    readonly userId: string,
    readonly context: string,
    readonly commandContext: CommandContext,
  ) {
    super();
  }
}

/** Free text for the assistant, sealed with the person's key: no read model keeps it. */
@CommandHandler(AddContextCommand)
export class AddContextHandler implements ICommandHandler<AddContextCommand> {
  constructor(
    private readonly commands: CommandRunner,
    private readonly cipher: PersonalDataCipher,
  ) {}

  async execute({ userId, context: input, commandContext }: AddContextCommand): Promise<{ id: string; characters: number }> {
    const text = checkedContext(input);
    // Derived from the Idempotency-Key when there is one: a repeat whose answer was lost gets the same id.
    const contextId = newEntityId(commandContext, 'context');
    const sealed = await this.cipher.encrypt(userId, text);
    await this.commands.run(
      profileStream(userId),
      profileDecider,
      { kind: 'add-context', userId, contextId, context: sealed, characters: text.length },
      commandContext,
    );
    return { id: contextId, characters: text.length };
  }
}
