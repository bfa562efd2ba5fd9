import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CommandContext, newEntityId } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { DomainError } from '../../../platform/commands/domain-error';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { checkedTimeZone } from '../../tasks';
import { decisionDecider } from '../domain/decision.decider';
import { decisionStream } from '../domain/decision.events';
import {
  reviewDayOf,
  checkedConfidence,
  checkedDecisionText,
  DEFAULT_REVIEW_DAYS,
  OPTIONS_MAX,
  REVIEW_DAYS_MAX,
} from '../domain/decision-rules';
import { decisionJournalLine } from '../domain/journal-line';
import { dayIn, timeIn } from '../domain/local-dates';
import { DecisionJournal } from './decision-journal';

/** A decision in the person's own words; only `choice` is required. */
export interface NewDecision {
  question?: string | null;
  options?: string[];
  choice: string;
  reason?: string | null;
  expectedOutcome?: string | null;
  confidence?: number | null;
  /** Days from the decision to its review; 30 unless the person said otherwise. */
  reviewInDays?: number | null;
}

export interface RecordedDecision {
  id: string;
  decidedOn: string;
  reviewOn: string;
  /** The line added to that day's journal (for UNDO to take out); null when it was recorded before. */
  journalLine: string | null;
}

export class RecordDecisionCommand extends Command<RecordedDecision> {
  constructor(
    readonly userId: string,
    readonly decision: NewDecision,
    /** The person's zone: the decision's day and its review day are theirs. */
    readonly timeZone: string,
    readonly now: Date,
    readonly context: CommandContext,
    /** Given by a conversation so that a retried message records the same decision; new otherwise. */
    readonly decisionId?: string,
  ) {
    super();
  }
}

/**
 * Seals every text with the person's key before anything is decided, records the decision, then
 * writes its line into that day's journal through the journal's own command.
 */
@CommandHandler(RecordDecisionCommand)
export class RecordDecisionHandler implements ICommandHandler<RecordDecisionCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly journal: DecisionJournal,
    private readonly cipher: PersonalDataCipher,
  ) {}

  async execute({ userId, decision, timeZone, now, context, decisionId }: RecordDecisionCommand): Promise<RecordedDecision> {
    checkedTimeZone(timeZone);
    const choice = checkedDecisionText(decision.choice, 'choice');
    const question = optional(decision.question, 'question');
    const reason = optional(decision.reason, 'reason');
    const expectedOutcome = optional(decision.expectedOutcome, 'expected outcome');
    // A blank option (an empty line in a list) names nothing and is left out.
    const options = (decision.options ?? []).filter((o) => o.trim() !== '').map((o) => checkedDecisionText(o, 'an option'));
    if (options.length > OPTIONS_MAX) throw new DomainError(`At most ${OPTIONS_MAX} options.`, 'invalid');
    const confidence = checkedConfidence(decision.confidence ?? null);
    const days = decision.reviewInDays ?? DEFAULT_REVIEW_DAYS;
    if (!Number.isInteger(days) || days < 1 || days > REVIEW_DAYS_MAX)
      throw new DomainError(`The review must be 1 to ${REVIEW_DAYS_MAX} days away.`, 'invalid');

    const id = decisionId ?? newEntityId(context, 'decision');
    const decidedOn = dayIn(now, timeZone);
    const reviewOn = reviewDayOf(now, timeZone, days);
    const seal = (text: string) => this.cipher.encrypt(userId, text);
    const sealOrNull = (text: string | null) => (text === null ? Promise.resolve(null) : seal(text));
    const outcome = await this.runner.run(
      decisionStream(id),
      decisionDecider,
      {
        kind: 'record',
        decision: {
          decisionId: id,
          userId,
          question: await sealOrNull(question),
          options: await Promise.all(options.map(seal)),
          choice: await seal(choice),
          reason: await sealOrNull(reason),
          expectedOutcome: await sealOrNull(expectedOutcome),
          confidence,
          decidedOn,
          reviewOn,
          timeZone,
        },
      },
      context,
    );
    // A retried message finds the decision recorded: its journal line was written the first time.
    if (outcome.events.length === 0) return { id, decidedOn, reviewOn, journalLine: null };
    const line = `${timeIn(now, timeZone)} ${decisionJournalLine({ choice, reason, decidedOn, reviewOn })}`;
    await this.journal.addLine(userId, decidedOn, line, context);
    return { id, decidedOn, reviewOn, journalLine: line };
  }
}

function optional(text: string | null | undefined, field: string): string | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  return checkedDecisionText(text, field);
}
