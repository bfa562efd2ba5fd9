import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { decisionDecider } from '../domain/decision.decider';
import { decisionStream } from '../domain/decision.events';

/**
 * Takes a decision back (UNDO of the message that recorded it). Its journal line is the journal's
 * own: the caller removes it with the line `RecordDecisionCommand` returned.
 */
export class WithdrawDecisionCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly decisionId: string,
    readonly now: Date,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(WithdrawDecisionCommand)
export class WithdrawDecisionHandler implements ICommandHandler<WithdrawDecisionCommand> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ userId, decisionId, now, context }: WithdrawDecisionCommand): Promise<void> {
    await this.runner.run(
      decisionStream(decisionId),
      decisionDecider,
      { kind: 'withdraw', userId, decisionId, at: now.toISOString() },
      context,
    );
  }
}
