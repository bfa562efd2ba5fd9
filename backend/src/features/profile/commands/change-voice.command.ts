import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { profileDecider } from '../domain/profile.decider';
import { profileStream } from '../domain/profile.events';
import { checkedVoice } from '../domain/profile-rules';

export class ChangeVoiceCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly voice: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ChangeVoiceCommand)
export class ChangeVoiceHandler implements ICommandHandler<ChangeVoiceCommand> {
  constructor(private readonly commands: CommandRunner) {}

  async execute({ userId, voice, context }: ChangeVoiceCommand): Promise<void> {
    await this.commands.run(profileStream(userId), profileDecider, { kind: 'change-voice', userId, voice: checkedVoice(voice) }, context);
  }
}
