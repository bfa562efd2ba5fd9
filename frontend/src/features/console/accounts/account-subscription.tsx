import { Link, ReferenceOneField, useCreatePath, useRecordContext, WithRecord } from 'react-admin';

import type { SubscriptionRecord } from '../data-provider/console-types';
import { formatPeriodEnd } from '../shared/format-time';
import { StatusChip } from '../shared/status-chip';
import { Fact, FactList } from '../shared/fact-list';

/** The account's subscription (one per account, keyed by the account id), with a link to its own page and history. */
export function AccountSubscription() {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <ReferenceOneField
      reference="subscriptions"
      target="userId"
      link={false}
      empty={<p className="text-small text-ink-muted">No subscription started.</p>}
    >
      <WithRecord<SubscriptionRecord>
        render={(subscription) => (
          <div className="flex flex-col gap-3">
            <FactList>
              <Fact label="Plan">{subscription.plan ?? '—'}</Fact>
              <Fact label="Status">
                <StatusChip status={subscription.status} />
              </Fact>
              <Fact label="Period ends">{formatPeriodEnd(subscription.currentPeriodEnd)}</Fact>
              <Fact label="Cancels at period end">{subscription.cancelAtPeriodEnd ? 'Yes' : 'No'}</Fact>
            </FactList>
            <Link
              to={createPath({ resource: 'subscriptions', id: subscription.id, type: 'show' })}
              className="self-start text-small font-medium"
            >
              Subscription and its history
            </Link>
          </div>
        )}
      />
    </ReferenceOneField>
  );
}
