import { Inject, Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { AccountsReader } from '../../accounts';
import { CancelSubscriptionCommand } from './cancel-subscription.command';
import { SettleOnePlanCommand } from './settle-one-plan.command';
import { isLive } from '../domain/subscription-status';
import { livePlan } from '../domain/one-live-plan';
import type { SubscriptionRecord, SubscriptionState } from '../domain/subscription.state';
import type { SubscriptionEvent } from '../domain/subscription.events';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.port';
import { SubscriptionLedger } from '../subscription-ledger.service';
import { TrialClaims } from '../trial-claims.service';
import { loggedError } from '../../../platform/logging/provider-error';

/**
 * The subscription to keep when an account has more than one live: the founding membership over
 * Premium (the upgrade), then the lowest id. The order is total, so two webhooks settling at once
 * never both end the one the other kept.
 */
function keepFirst(a: SubscriptionRecord, b: SubscriptionRecord): number {
  const founding = Number(b.plan === 'founding') - Number(a.plan === 'founding');
  return founding !== 0 ? founding : a.subscriptionId < b.subscriptionId ? -1 : 1;
}

/**
 * What follows from the subscription stream for the world outside it, once its events are stored:
 * the other open checkouts of an account are closed when one completes, a second live plan (an
 * upgrade, or two checkouts paid in a race) is ended and refunded, and a trial is claimed for the
 * phone. Each step is idempotent, and the next provider event about the account runs it again, so
 * a crash between the append and these steps heals on Stripe's retry.
 */
@CommandHandler(SettleOnePlanCommand)
export class SettleOnePlanHandler implements ICommandHandler<SettleOnePlanCommand> {
  private readonly logger = new Logger('OnePlan');

  constructor(
    private readonly ledger: SubscriptionLedger,
    private readonly accounts: AccountsReader,
    private readonly trials: TrialClaims,
    private readonly bus: CommandBus,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async execute({ userId, appended, context }: SettleOnePlanCommand): Promise<void> {
    const own: CommandContext = { ...context, actor: 'system', source: 'system' };
    const state = await this.ledger.load(userId);
    await this.claimTrial(userId, state, own);
    await this.supersedeOpenCheckouts(userId, state, appended, own);
    await this.endSurplus(userId, state, own);
  }

  private async claimTrial(userId: string, state: SubscriptionState, context: CommandContext): Promise<void> {
    const trial = Object.values(state.subscriptions).find((s) => s.trialEnd !== null);
    if (!trial) return;
    const account = await this.accounts.get(userId);
    if (account) await this.trials.claim(account.phoneHash, trial.subscriptionId, trial.trialEnd, context);
  }

  /**
   * Once a plan is live, every other open checkout of the account is closed, except a founding one
   * opened over Premium (the one upgrade). Decided from the state, not from what this run appended,
   * so a retried event finishes the job a crash interrupted.
   */
  private async supersedeOpenCheckouts(userId: string, state: SubscriptionState, appended: SubscriptionEvent[], context: CommandContext) {
    const live = livePlan(state);
    if (!live) return;
    const completed = appended.find((e) => e.type === 'billing.checkout_completed');
    const by =
      completed?.data.sessionId ??
      Object.values(state.checkouts).find(
        (c) => c.status === 'complete' && c.subscriptionId && isLive(state.subscriptions[c.subscriptionId]?.status ?? 'canceled'),
      )?.sessionId ??
      null;
    for (const checkout of Object.values(state.checkouts)) {
      if (checkout.status !== 'open') continue;
      if (live === 'premium' && checkout.plan === 'founding') continue;
      // A session the provider will not expire was paid meanwhile; its subscription is ended below when it is reported.
      if (!(await this.provider.expireCheckout(checkout.sessionId))) continue;
      await this.ledger.run(userId, [{ kind: 'expire-checkout', userId, sessionId: checkout.sessionId, supersededBy: by }], context);
    }
  }

  private async endSurplus(userId: string, state: SubscriptionState, context: CommandContext): Promise<void> {
    const live = Object.values(state.subscriptions)
      .filter((s) => isLive(s.status) && !s.cancellation?.refundRequested)
      .sort(keepFirst);
    const [kept, ...surplus] = live;
    for (const subscription of surplus) {
      try {
        await this.bus.execute(
          new CancelSubscriptionCommand(userId, subscription.subscriptionId, null, true, context, null, kept.subscriptionId),
        );
      } catch (error) {
        this.logger.warn(
          { userId, subscriptionId: subscription.subscriptionId, problem: loggedError(error).message },
          'A second live plan could not be ended yet; the next payment event about the account tries again',
        );
      }
    }
  }
}
