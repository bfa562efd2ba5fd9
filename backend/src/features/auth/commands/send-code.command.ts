import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { OtpService } from '../otp/otp.service';

export class SendCodeCommand extends Command<{ channel: string }> {
  constructor(
    readonly phone: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SendCodeCommand)
export class SendCodeHandler implements ICommandHandler<SendCodeCommand> {
  constructor(private readonly otp: OtpService) {}

  async execute({ phone, context }: SendCodeCommand): Promise<{ channel: string }> {
    return this.otp.send(this.otp.normalise(phone), context);
  }
}
