import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { checkedTimeZone } from '../../tasks';
import { profileDecider } from '../domain/profile.decider';
import { profileStream } from '../domain/profile.events';
import { type MessagesSetting, ProfileReader } from '../read-models/profile.reader';

export class SetTimeZoneCommand extends Command<MessagesSetting> {
  constructor(
    readonly userId: string,
    readonly timeZone: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * The zone the web app found in the browser, reported without the person doing anything, so the
 * quiet hours of every job follow where they are. The decider records nothing when it is unchanged.
 */
@CommandHandler(SetTimeZoneCommand)
export class SetTimeZoneHandler implements ICommandHandler<SetTimeZoneCommand> {
  constructor(
    private readonly commands: CommandRunner,
    private readonly profiles: ProfileReader,
  ) {}

  async execute({ userId, timeZone, context }: SetTimeZoneCommand): Promise<MessagesSetting> {
    const command = { kind: 'set-time-zone' as const, userId, timeZone: checkedTimeZone(timeZone) };
    await this.commands.run(profileStream(userId), profileDecider, command, context);
    return this.profiles.messages(userId);
  }
}
