import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { DomainError } from '../../../platform/commands/domain-error';
import { type SubscriptionCommand, subscriptionDecider } from '../domain/subscription.decider';
import { type RetentionOfferTakenDto, toRetentionOfferDto } from '../http/retention-offer.response';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.port';
import { SubscriptionLedger } from '../subscription-ledger.service';

export class AnswerRetentionOfferCommand extends Command<RetentionOfferTakenDto> {
  constructor(
    readonly userId: string,
    readonly subscriptionId: string,
    readonly accept: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * The person's answer to the retention offer in the cancel dialog, once per subscription. Taking
 * it puts the coupon on the subscription at the provider first, then records the answer with the
 * subscription as the provider now describes it; turning it down is recorded, and the dialog goes
 * on to cancel.
 */
@CommandHandler(AnswerRetentionOfferCommand)
export class AnswerRetentionOfferHandler implements ICommandHandler<AnswerRetentionOfferCommand> {
  constructor(
    private readonly ledger: SubscriptionLedger,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId, subscriptionId, accept, context }: AnswerRetentionOfferCommand): Promise<RetentionOfferTakenDto> {
    const before = await this.ledger.load(userId);
    const offer = await this.provider.retentionOffer(this.config.stripe.retentionCoupon);
    if (!offer) throw new DomainError('There is no offer to take just now.', 'conflict');
    const answer: SubscriptionCommand = { kind: 'answer-retention-offer', userId, subscriptionId, accepted: accept, offer };
    // Checked before the provider is asked: a second answer is refused, the same answer again changes nothing.
    if (subscriptionDecider.decide(answer, before).length === 0) return { accepted: accept, offer: toRetentionOfferDto(offer) };
    const updated = accept ? await this.provider.applyRetentionOffer(subscriptionId, offer) : null;
    const observed: SubscriptionCommand[] = updated
      ? [{ kind: 'observe-subscription', userId, subscription: updated, observation: 'updated', at: Date.now() / 1000 }]
      : [];
    await this.ledger.run(userId, [answer, ...observed], context);
    return { accepted: accept, offer: toRetentionOfferDto(offer) };
  }
}
