import { ReferenceOneField, useRecordContext, WithRecord } from 'react-admin';

import type { SubscriptionRecord } from '../data-provider/console-types';
import { formatPeriodEnd } from '../shared/format-time';
import { StatusChip } from '../shared/status-chip';
import { Fact, FactList } from '../shared/fact-list';

/** The account's subscription (one per account, keyed by the account id), with a link to its own page. */
export function AccountSubscription() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <ReferenceOneField
      reference="subscriptions"
      target="userId"
      link="show"
      empty={<p className="text-small text-ink-muted">No subscription started.</p>}
    >
      <WithRecord<SubscriptionRecord>
        render={(subscription) => (
          <FactList>
            <Fact label="Plan">{subscription.plan ?? '—'}</Fact>
            <Fact label="Status">
              <StatusChip status={subscription.status} />
            </Fact>
            <Fact label="Period ends">{formatPeriodEnd(subscription.currentPeriodEnd)}</Fact>
            <Fact label="Cancels at period end">{subscription.cancelAtPeriodEnd ? 'Yes' : 'No'}</Fact>
          </FactList>
        )}
      />
    </ReferenceOneField>
  );
}
