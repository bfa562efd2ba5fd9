import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.port';
import { BILLING_PAYMENTS, type PaymentView } from '../read-models/billing-views';
import { testReceiptPath } from '../test-mode/test-stripe-events';

export class GetTestReceiptQuery extends Query<PaymentView | null> {
  constructor(readonly invoiceId: string) {
    super();
  }
}

/** A payment made on the test checkout, for its receipt page; null with Stripe configured or for any other payment. */
@QueryHandler(GetTestReceiptQuery)
export class GetTestReceiptHandler implements IQueryHandler<GetTestReceiptQuery> {
  private readonly payments: ReadCollection<PaymentView>;

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(READ_STORE) reads: ReadStore,
  ) {
    this.payments = reads.collection<PaymentView>(BILLING_PAYMENTS);
  }

  async execute({ invoiceId }: GetTestReceiptQuery): Promise<PaymentView | null> {
    if (this.provider.name !== 'test') return null;
    const payment = await this.payments.get(invoiceId);
    return payment?.receiptUrl === testReceiptPath(invoiceId) ? payment : null;
  }
}
