import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { decisionDecider } from '../domain/decision.decider';
import { decisionStream } from '../domain/decision.events';

/**
 * The review job's claim on one decision, appended with the expected revision before the question
 * is sent: true for the one instance that appended it, false when it was asked already.
 */
export class ClaimReviewCommand extends Command<boolean> {
  constructor(
    readonly userId: string,
    readonly decisionId: string,
    readonly now: Date,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ClaimReviewCommand)
export class ClaimReviewHandler implements ICommandHandler<ClaimReviewCommand> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ userId, decisionId, now, context }: ClaimReviewCommand): Promise<boolean> {
    const outcome = await this.runner.run(
      decisionStream(decisionId),
      decisionDecider,
      { kind: 'ask_review', userId, decisionId, at: now.toISOString() },
      context,
    );
    return outcome.events.length > 0;
  }
}
