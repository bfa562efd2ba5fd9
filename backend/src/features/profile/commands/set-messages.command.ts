import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { sequence } from '../../../platform/commands/decider';
import { checkedTimeZone } from '../../tasks';
import { type ProfileCommand, profileDecider } from '../domain/profile.decider';
import { profileStream } from '../domain/profile.events';
import { type MessagesSetting, ProfileReader } from '../read-models/profile.reader';

export class SetMessagesCommand extends Command<MessagesSetting> {
  constructor(
    readonly userId: string,
    readonly enabled: boolean,
    /** The browser's zone, when it sent one. */
    readonly timeZone: string | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}

const profileCommands = sequence(profileDecider);

/**
 * Turns "Messages from daily" on or off, noting the browser's time zone with it when sent: both
 * in one append, and neither recorded again when it has not changed.
 */
@CommandHandler(SetMessagesCommand)
export class SetMessagesHandler implements ICommandHandler<SetMessagesCommand> {
  constructor(
    private readonly commands: CommandRunner,
    private readonly profiles: ProfileReader,
  ) {}

  async execute({ userId, enabled, timeZone, context }: SetMessagesCommand): Promise<MessagesSetting> {
    const commands: ProfileCommand[] = [{ kind: 'set-messages', userId, enabled }];
    if (timeZone) commands.push({ kind: 'set-time-zone', userId, timeZone: checkedTimeZone(timeZone) });
    await this.commands.run(profileStream(userId), profileCommands, commands, context);
    return this.profiles.messages(userId);
  }
}
