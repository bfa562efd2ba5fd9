import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { ProfileService } from '../profile.service';

export type UserField = 'email' | 'phone' | 'voice';

export type UpdateUserFieldResult = { success: true } | { success: false; needs_verification: true; message: string };

export class UpdateUserFieldCommand extends Command<UpdateUserFieldResult> {
  constructor(
    readonly userId: string,
    readonly field: UserField,
    readonly value: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** One settings field at a time, as the settings page saves them. A new phone waits for its code. */
@CommandHandler(UpdateUserFieldCommand)
export class UpdateUserFieldHandler implements ICommandHandler<UpdateUserFieldCommand> {
  constructor(private readonly profiles: ProfileService) {}

  async execute({ userId, field, value, context }: UpdateUserFieldCommand): Promise<UpdateUserFieldResult> {
    switch (field) {
      case 'email':
        await this.profiles.changeEmail(userId, value, context);
        return { success: true };
      case 'voice':
        await this.profiles.changeVoice(userId, value, context);
        return { success: true };
      case 'phone': {
        const waiting = await this.profiles.requestPhoneChange(userId, value, context);
        if (!waiting) return { success: true };
        return { success: false, needs_verification: true, message: 'We sent a code to the new number. Enter it to confirm the change.' };
      }
      default: {
        const unknown: never = field;
        return unknown;
      }
    }
  }
}
