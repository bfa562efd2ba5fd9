import { Link, ReferenceField, Show, useCreatePath, useRecordContext } from 'react-admin';

import { cancellationReasonLabel } from '@/config/cancellation-reasons';

import type { SubscriptionRecord } from '../data-provider/console-types';
import { ConsoleSection } from '../shared/console-section';
import { Fact, FactList } from '../shared/fact-list';
import { formatPeriodEnd, formatTime } from '../shared/format-time';
import { HistoryTimeline } from '../shared/history-timeline';
import { StatusChip } from '../shared/status-chip';

function SubscriptionTitle() {
  const record = useRecordContext<SubscriptionRecord>();
  return <span>{record ? `Subscription ${record.subscriptionId ?? record.id}` : 'Subscription'}</span>;
}

/**
 * The subscription's page in Stripe's dashboard, where its invoices, payments and refunds are; test
 * mode's own ids (`sub_test_…`) exist nowhere but here and are shown as they are.
 */
function StripeLink({ id }: { id: string | null }) {
  if (!id) return <span>—</span>;
  if (id.startsWith('sub_test_')) return <span className="font-mono text-caption break-all">{`${id} (test mode)`}</span>;
  return (
    <a
      href={`https://dashboard.stripe.com/subscriptions/${encodeURIComponent(id)}`}
      target="_blank"
      rel="noreferrer"
      className="font-mono text-caption break-all"
    >
      {id}
    </a>
  );
}

export function SubscriptionShow() {
  return (
    <Show title={<SubscriptionTitle />} component="div">
      <SubscriptionPanels />
    </Show>
  );
}

function SubscriptionPanels() {
  const record = useRecordContext<SubscriptionRecord>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <div className="grid gap-4 py-4 lg:grid-cols-3">
      <ConsoleSection title="Subscription" className="lg:col-span-1">
        <FactList>
          <Fact label="Account">
            <Link to={createPath({ resource: 'accounts', id: record.userId, type: 'show' })}>
              <ReferenceField source="userId" reference="accounts" link={false} />
            </Link>
          </Fact>
          <Fact label="Plan">{record.plan ?? '—'}</Fact>
          <Fact label="Status">
            <StatusChip status={record.status} />
          </Fact>
          <Fact label="Period ends">{formatPeriodEnd(record.currentPeriodEnd)}</Fact>
          <Fact label="Cancels at end">{record.cancelAtPeriodEnd ? 'Yes' : 'No'}</Fact>
          <Fact label="Refund asked">{record.refundRequested ? 'Yes' : 'No'}</Fact>
          <Fact label="Reason to leave">{record.cancelCategory ? cancellationReasonLabel(record.cancelCategory) : '—'}</Fact>
          <Fact label="In their words">{record.cancelReason ?? '—'}</Fact>
          <Fact label="At Stripe">
            <StripeLink id={record.subscriptionId} />
          </Fact>
          <Fact label="Updated">{formatTime(record.updatedAt)}</Fact>
        </FactList>
      </ConsoleSection>
      <ConsoleSection title="History" className="lg:col-span-2">
        <HistoryTimeline resource="subscriptions" id={record.id} accountId={record.userId} />
      </ConsoleSection>
    </div>
  );
}
