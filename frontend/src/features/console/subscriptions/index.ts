import { CreditCard } from 'lucide-react';

import { SubscriptionList } from './subscription-list';
import { SubscriptionShow } from './subscription-show';

/** Read only: subscriptions change through the payment provider, never by hand. */
export default {
  list: SubscriptionList,
  show: SubscriptionShow,
  icon: CreditCard,
  recordRepresentation: 'subscriptionId',
};
