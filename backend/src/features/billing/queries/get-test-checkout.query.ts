import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.port';
import { BILLING_CHECKOUTS, type CheckoutView } from '../read-models/billing-views';
import { requireTestCheckout } from '../test-mode/require-test-checkout';

export class GetTestCheckoutQuery extends Query<CheckoutView> {
  constructor(readonly sessionId: string) {
    super();
  }
}

/** A test checkout for its page; 404 when there is none, or when Stripe is configured. */
@QueryHandler(GetTestCheckoutQuery)
export class GetTestCheckoutHandler implements IQueryHandler<GetTestCheckoutQuery> {
  private readonly checkouts: ReadCollection<CheckoutView>;

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(READ_STORE) reads: ReadStore,
  ) {
    this.checkouts = reads.collection<CheckoutView>(BILLING_CHECKOUTS);
  }

  async execute({ sessionId }: GetTestCheckoutQuery): Promise<CheckoutView> {
    return requireTestCheckout(this.provider, await this.checkouts.get(sessionId));
  }
}
