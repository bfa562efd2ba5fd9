import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { CouponChecker } from '../coupon-checker.service';
import { type CouponAnswer, couponAnswer, INVALID_COUPON } from '../domain/coupon-answer';
import { BILLING_SUBSCRIPTIONS, type SubscriptionView } from '../read-models/billing-views';

export class ValidateCouponQuery extends Query<CouponAnswer> {
  constructor(
    readonly userId: string,
    readonly code: string,
  ) {
    super();
  }
}

/** Checks a code for the subscribe form; the same check runs again when the checkout starts. */
@QueryHandler(ValidateCouponQuery)
export class ValidateCouponHandler implements IQueryHandler<ValidateCouponQuery> {
  private readonly views: ReadCollection<SubscriptionView>;

  constructor(
    private readonly coupons: CouponChecker,
    @Inject(READ_STORE) reads: ReadStore,
  ) {
    this.views = reads.collection<SubscriptionView>(BILLING_SUBSCRIPTIONS);
  }

  async execute({ userId, code }: ValidateCouponQuery): Promise<CouponAnswer> {
    const view = await this.views.get(userId);
    const terms = await this.coupons.check(code, view?.state ?? null);
    return terms ? couponAnswer(terms) : INVALID_COUPON;
  }
}
