import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Checked, RunMoment } from '../../../platform/scheduling/scheduled-work';
import { type ScheduledWorkHandle, ScheduledWorkRunner } from '../../../platform/scheduling/scheduled-work-runner';
import { ClaimReviewCommand, DecisionsReader, type DecisionView, reviewDayOf } from '../../decisions';
import { isNight, MESSAGING_PROVIDER, type MessagingProvider, Recipients } from '../../reminders';
import { ConversationStateStore } from '../commands/conversation-state';
import type { FlowQuestion } from '../domain/flows/flow-step';
import { reviewQuestion } from '../domain/flows/review.flow';

export const REVIEW_RULES = {
  job: 'decision-reviews',
  intervalMs: 5 * 60 * 1000,
  leaseMs: 10 * 60 * 1000,
} as const;

type Decision = NonNullable<Awaited<ReturnType<DecisionsReader['own']>>>;

interface Ready {
  view: DecisionView;
  decision: Decision;
  phone: string;
}

/**
 * On a decision's review day, in the zone it was made in and outside the person's quiet hours:
 * "On 3 Dec you decided X because Y. How did it turn out?", kept as the pending question so the
 * answer is recorded as the outcome. Each decision is claimed with the expected revision before
 * the message goes, so two instances never both ask; a day spent in quiet hours or with
 * "Messages from daily" off leaves it for a later run.
 */
@Injectable()
export class DecisionReviewsJob {
  private readonly work: ScheduledWorkHandle;

  constructor(
    runner: ScheduledWorkRunner,
    private readonly decisions: DecisionsReader,
    private readonly recipients: Recipients,
    private readonly conversation: ConversationStateStore,
    private readonly commands: CommandBus,
    @Inject(MESSAGING_PROVIDER) private readonly messaging: MessagingProvider,
  ) {
    this.work = runner.register<DecisionView, Ready>({
      name: REVIEW_RULES.job,
      everyMs: REVIEW_RULES.intervalMs,
      exclusive: { lease: true, leaseMs: REVIEW_RULES.leaseMs },
      logContext: 'DecisionReviews',
      itemFailed: 'A decision review could not be asked',
      failedItem: (decision) => ({ decisionId: decision._id }),
      due: ({ startedAt }) => this.decisions.dueForReview(startedAt),
      check: (view, run) => this.check(view, run),
      claim: ({ view }, { startedAt, context }) => this.commands.execute(new ClaimReviewCommand(view.userId, view._id, startedAt, context)),
      alreadyClaimed: 'already-claimed',
      act: (ready, run) => this.ask(ready, run),
    });
  }

  runOnce(): Promise<Record<string, number> | null> {
    return this.work.runOnce();
  }

  private async check(view: DecisionView, { startedAt }: RunMoment): Promise<Checked<Ready>> {
    const recipient = await this.recipients.find(view.userId, view.timeZone);
    if (!recipient.messagesEnabled) return { skip: 'opted-out' };
    if (isNight(startedAt, recipient.timeZone)) return { skip: 'night' };
    if (!recipient.phone) return { skip: 'no-phone' };
    const decision = await this.decisions.own(view.userId, view._id);
    if (!decision) return { skip: 'gone' };
    return { ready: { view, decision, phone: recipient.phone } };
  }

  private async ask({ view, decision, phone }: Ready, { startedAt, context }: RunMoment): Promise<string> {
    const today = reviewDayOf(startedAt, view.timeZone, 0);
    const text = reviewQuestion({ choice: decision.choice, reason: decision.reason, decidedOn: decision.decided_on }, today);
    // Claimed and not sent stays claimed: a question that might have gone out is never asked twice.
    await this.messaging.send(phone, text);
    const pending: FlowQuestion = { question: { about: 'review', decision: decision.choice }, flow: { decisionId: view._id } };
    await this.conversation.ask(view.userId, pending, context);
    return 'asked';
  }
}
