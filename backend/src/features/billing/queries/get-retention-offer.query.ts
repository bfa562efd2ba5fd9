import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { retentionOfferOpen } from '../domain/retention.decide';
import { type RetentionOfferAnswerDto, toRetentionOfferDto } from '../http/retention-offer.response';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.port';
import { SubscriptionLedger } from '../subscription-ledger.service';

export class GetRetentionOfferQuery extends Query<RetentionOfferAnswerDto> {
  constructor(
    readonly userId: string,
    readonly subscriptionId: string,
  ) {
    super();
  }
}

/** Whether the cancel dialog should offer the retention discount before confirming, and on what terms. */
@QueryHandler(GetRetentionOfferQuery)
export class GetRetentionOfferHandler implements IQueryHandler<GetRetentionOfferQuery> {
  constructor(
    private readonly ledger: SubscriptionLedger,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId, subscriptionId }: GetRetentionOfferQuery): Promise<RetentionOfferAnswerDto> {
    const state = await this.ledger.load(userId);
    // Someone else's subscription id reads the same as one with no offer: nothing is told about it.
    if (!retentionOfferOpen(state, subscriptionId)) return { available: false };
    const terms = await this.provider.retentionOffer(this.config.stripe.retentionCoupon);
    return terms ? { available: true, offer: toRetentionOfferDto(terms) } : { available: false };
  }
}
