import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Interval } from '@nestjs/schedule';
import type { CommandContext } from '../../../platform/commands/command-context';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { ClaimReviewCommand, DecisionsReader, type DecisionView, reviewDayOf } from '../../decisions';
import { Clock } from '../../../platform/scheduling/clock';
import { JobLeaseService } from '../../../platform/scheduling/job-lease.service';
import { readModelsLive } from '../../../platform/scheduling/read-models-live';
import { isNight, MESSAGING_PROVIDER, type MessagingProvider, Recipients } from '../../reminders';
import { ConversationStateStore } from '../commands/conversation-state';
import type { FlowQuestion } from '../domain/flows/flow-step';
import { reviewQuestion } from '../domain/flows/review.flow';

export const REVIEW_RULES = {
  job: 'decision-reviews',
  intervalMs: 5 * 60 * 1000,
  leaseMs: 10 * 60 * 1000,
} as const;

type Result = 'asked' | 'failed' | 'opted-out' | 'night' | 'no-phone' | 'already-claimed' | 'gone';

/**
 * On a decision's review day, in the zone it was made in and outside the person's quiet hours:
 * "On 3 Dec you decided X because Y. How did it turn out?", kept as the pending question so the
 * answer is recorded as the outcome. Each decision is claimed with the expected revision before
 * the message goes, so two instances never both ask; a day spent in quiet hours or with
 * "Messages from daily" off leaves it for a later run.
 */
@Injectable()
export class DecisionReviewsJob {
  private readonly logger = new Logger('DecisionReviews');
  private running = false;

  constructor(
    private readonly clock: Clock,
    private readonly lease: JobLeaseService,
    private readonly decisions: DecisionsReader,
    private readonly recipients: Recipients,
    private readonly conversation: ConversationStateStore,
    private readonly commands: CommandBus,
    private readonly projections: ProjectionRunner,
    @Inject(MESSAGING_PROVIDER) private readonly messaging: MessagingProvider,
  ) {}

  @Interval(REVIEW_RULES.job, REVIEW_RULES.intervalMs)
  async onInterval(): Promise<void> {
    await this.runOnce().catch((error: unknown) => this.logger.error({ err: error }, 'The decision reviews run failed'));
  }

  async runOnce(): Promise<Record<string, number> | null> {
    if (this.running || !readModelsLive(this.projections)) return null;
    this.running = true;
    try {
      const startedAt = this.clock.now();
      if (!(await this.lease.acquire(REVIEW_RULES.job, startedAt, REVIEW_RULES.leaseMs))) return null;
      const counts: Record<string, number> = {};
      const context = this.lease.context();
      for (const decision of await this.decisions.dueForReview(startedAt)) {
        const result = await this.ask(decision, startedAt, context).catch((error: unknown) => {
          this.logger.warn({ err: error, decisionId: decision._id }, 'A decision review could not be asked');
          return 'failed' as const;
        });
        counts[result] = (counts[result] ?? 0) + 1;
      }
      await this.lease.recordRun(REVIEW_RULES.job, startedAt, this.clock.now(), counts);
      return counts;
    } finally {
      this.running = false;
    }
  }

  private async ask(view: DecisionView, now: Date, context: CommandContext): Promise<Result> {
    const { userId } = view;
    const recipient = await this.recipients.find(userId, view.timeZone);
    if (!recipient.messagesEnabled) return 'opted-out';
    if (isNight(now, recipient.timeZone)) return 'night';
    if (!recipient.phone) return 'no-phone';
    const decision = await this.decisions.own(userId, view._id);
    if (!decision) return 'gone';
    if (!(await this.commands.execute(new ClaimReviewCommand(userId, view._id, now, context)))) return 'already-claimed';
    const today = reviewDayOf(now, view.timeZone, 0);
    const text = reviewQuestion({ choice: decision.choice, reason: decision.reason, decidedOn: decision.decided_on }, today);
    // Claimed and not sent stays claimed: a question that might have gone out is never asked twice.
    await this.messaging.send(recipient.phone, text);
    const pending: FlowQuestion = { question: { about: 'review', decision: decision.choice }, flow: { decisionId: view._id } };
    await this.conversation.ask(userId, pending, context);
    return 'asked';
  }
}
