import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { DomainError } from '../../../platform/commands/domain-error';
import { summarise } from '../domain/subscription-summary';
import type { ReportedStatus } from '../domain/subscription-status';
import { type SubscriptionCommand, subscriptionDecider } from '../domain/subscription.decider';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.port';
import { SubscriptionLedger } from '../subscription-ledger.service';

export interface ResumedSubscription {
  status: ReportedStatus;
  subscription_id: string | null;
  current_period_end: number | null;
  cancel_at_period_end: boolean;
}

export class ResumeSubscriptionCommand extends Command<ResumedSubscription> {
  constructor(
    readonly userId: string,
    readonly subscriptionId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * Takes back a cancellation set for the end of the period, while the period lasts: the provider
 * renews the plan again, and its answer is recorded together with the request. Asked again, or for a
 * plan that was never set to end, it changes nothing and answers the plan as it is.
 */
@CommandHandler(ResumeSubscriptionCommand)
export class ResumeSubscriptionHandler implements ICommandHandler<ResumeSubscriptionCommand> {
  constructor(
    private readonly ledger: SubscriptionLedger,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async execute({ userId, subscriptionId, context }: ResumeSubscriptionCommand): Promise<ResumedSubscription> {
    const before = await this.ledger.load(userId);
    const record = before.subscriptions[subscriptionId];
    if (!record) throw new DomainError('No active subscription found', 'not_found');
    const request: SubscriptionCommand = { kind: 'request-resume', userId, subscriptionId };
    // Throws when the subscription has already ended; nothing to take back answers as it is.
    if (subscriptionDecider.decide(request, before).length === 0) return answer(summarise(before));

    const { plan, status, currentPeriodEnd, trialEnd, cancelAtPeriodEnd } = record;
    const current = { subscriptionId, customerId: before.customerId, plan, status, currentPeriodEnd, trialEnd, cancelAtPeriodEnd };
    const observed = await this.provider.resumeSubscription(subscriptionId, current);
    const answered: SubscriptionCommand[] = observed
      ? [{ kind: 'observe-subscription', userId, subscription: observed, observation: 'updated', at: Date.now() / 1000 }]
      : [];
    const { state } = await this.ledger.run(userId, [request, ...answered], context);
    return answer(summarise(state));
  }
}

function answer(summary: ReturnType<typeof summarise>): ResumedSubscription {
  return {
    status: summary.status,
    subscription_id: summary.subscriptionId,
    current_period_end: summary.currentPeriodEnd,
    cancel_at_period_end: summary.cancelAtPeriodEnd,
  };
}
