import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { AccountsReader, SeedTestPlanCommand } from '../../accounts';
import type { Plan } from '../domain/billing-plans';
import type { SubscriptionCommand } from '../domain/subscription.decider';
import { SubscriptionLedger } from '../subscription-ledger.service';
import { paidCheckoutEvents } from '../test-mode/test-stripe-events';
import { ApplyProviderEventCommand } from './apply-provider-event.command';

/** Made from the person, so a second run finds the checkout the first one opened. */
const seededId = (prefix: string, userId: string) =>
  `${prefix}_seed_${createHash('sha256').update(userId).digest('base64url').slice(0, 24)}`;

/**
 * A test number seeded as a member gets the subscription its status stands for: a test-mode
 * checkout opened and paid (nothing due, no trial) through the same commands and provider events
 * as any other, so your plan, the subscription status and the account status tell one story. It
 * never reaches Stripe, whichever provider is configured. Runs once per account: an account that
 * has ever had a subscription, or is no longer a member, is left as it is.
 */
@CommandHandler(SeedTestPlanCommand)
export class SeedTestPlanHandler implements ICommandHandler<SeedTestPlanCommand> {
  constructor(
    private readonly ledger: SubscriptionLedger,
    private readonly accounts: AccountsReader,
    private readonly bus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId, context }: SeedTestPlanCommand): Promise<void> {
    const account = await this.accounts.get(userId);
    const plan: Plan | null = account?.status === 'closed' ? 'premium' : account?.status === 'founding_member' ? 'founding' : null;
    if (!plan) return;
    const state = await this.ledger.load(userId);
    if (Object.keys(state.subscriptions).length > 0) return;
    const sessionId = seededId('cs_test', userId);
    const customerId = state.customerId ?? seededId('cus_test', userId);
    if (!state.checkouts[sessionId]) {
      const settings = `${this.config.publicUrl}/settings`;
      const commands: SubscriptionCommand[] = [
        { kind: 'link-customer', userId, customerId, provider: 'test' },
        {
          kind: 'start-checkout',
          userId,
          sessionId,
          plan,
          provider: 'test',
          discount: null,
          trialDays: 0,
          successUrl: settings,
          cancelUrl: settings,
          expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
        },
      ];
      await this.ledger.run(userId, commands, context);
    }
    const events = paidCheckoutEvents({ sessionId, userId, plan, customerId, amountDue: 0, trialDays: 0 }, Date.now() / 1000);
    for (const event of events) await this.bus.execute(new ApplyProviderEventCommand(event, context));
  }
}
