import { Inject, Injectable } from '@nestjs/common';
import { findPage, type Page } from '../../../platform/read-store/find-page';
import {
  type Filter,
  type FindOptions,
  READ_STORE,
  type ReadCollection,
  type ReadStore,
} from '../../../platform/read-store/read-store.port';
import { BILLING_SUBSCRIPTIONS, type SubscriptionView } from './billing-views';

/** Billing's per-person subscription document, as provider events and the console read it. */
@Injectable()
export class SubscriptionsReader {
  private readonly subscriptions: ReadCollection<SubscriptionView>;

  constructor(@Inject(READ_STORE) reads: ReadStore) {
    this.subscriptions = reads.collection<SubscriptionView>(BILLING_SUBSCRIPTIONS);
  }

  get(userId: string): Promise<SubscriptionView | null> {
    return this.subscriptions.get(userId);
  }

  /** The person a provider's customer or subscription id belongs to, or null when none is known here. */
  async ownerOf(ids: { customerId: string | null; subscriptionId: string | null }): Promise<string | null> {
    if (ids.customerId) {
      const [byCustomer] = await this.subscriptions.find({ customerId: ids.customerId }, { limit: 1 });
      if (byCustomer) return byCustomer._id;
    }
    if (ids.subscriptionId) {
      const [bySubscription] = await this.subscriptions.find({ subscriptionIds: ids.subscriptionId }, { limit: 1 });
      if (bySubscription) return bySubscription._id;
    }
    return null;
  }

  /** One page of the documents a filter over the subscription fields selects, with how many it selects in all. */
  page(filter: Filter, options: FindOptions): Promise<Page<SubscriptionView>> {
    return findPage(this.subscriptions, filter, options);
  }
}
