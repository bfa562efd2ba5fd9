import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { decisionDecider } from '../domain/decision.decider';
import { decisionStream } from '../domain/decision.events';
import { checkedDecisionText } from '../domain/decision-rules';

/** How a decision turned out, in the person's words: the answer to its review question, or written on the dashboard. */
export class ReviewDecisionCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly decisionId: string,
    readonly outcome: string,
    readonly now: Date,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ReviewDecisionCommand)
export class ReviewDecisionHandler implements ICommandHandler<ReviewDecisionCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly cipher: PersonalDataCipher,
  ) {}

  async execute({ userId, decisionId, outcome, now, context }: ReviewDecisionCommand): Promise<void> {
    const sealed = await this.cipher.encrypt(userId, checkedDecisionText(outcome, 'outcome'));
    await this.runner.run(
      decisionStream(decisionId),
      decisionDecider,
      { kind: 'review', userId, decisionId, outcome: sealed, at: now.toISOString() },
      context,
    );
  }
}
