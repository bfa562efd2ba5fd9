import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { type PaymentHistory, paymentHistory } from '../domain/payment-history';
import { BILLING_PAYMENTS, type PaymentView } from '../read-models/billing-views';

/** The most a person's list shows: years of monthly payments. */
const SHOWN = 120;

export class GetMyPaymentsQuery extends Query<PaymentHistory> {
  constructor(readonly userId: string) {
    super();
  }
}

/** The caller's payments and refunds, newest first, each paid one with its receipt. */
@QueryHandler(GetMyPaymentsQuery)
export class GetMyPaymentsHandler implements IQueryHandler<GetMyPaymentsQuery> {
  private readonly payments: ReadCollection<PaymentView>;

  constructor(@Inject(READ_STORE) reads: ReadStore) {
    this.payments = reads.collection<PaymentView>(BILLING_PAYMENTS);
  }

  async execute({ userId }: GetMyPaymentsQuery): Promise<PaymentHistory> {
    return paymentHistory(await this.payments.find({ userId }, { sort: { at: -1 }, limit: SHOWN }));
  }
}
