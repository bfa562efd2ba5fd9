import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

/** A use case whose handler a module forgot to provide (handlers-provided.spec.ts). */
export class ForgottenCommand {
  constructor(readonly note: string) {}
}

@CommandHandler(ForgottenCommand)
export class ForgottenHandler implements ICommandHandler<ForgottenCommand, string> {
  execute(command: ForgottenCommand): Promise<string> {
    return Promise.resolve(command.note);
  }
}
