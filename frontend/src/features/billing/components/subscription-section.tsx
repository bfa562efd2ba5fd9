import { Mail, RotateCw } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { deferredDialog } from '@/components/ui/deferred-dialog';
import { buttonStyles } from '@/components/ui/button-styles';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { product } from '@/config/product';
import { useAuth } from '@/lib/auth/auth-context';
import { cn } from '@/lib/cn';

import { useSubscriptionStatus } from '../api/get-subscription-status';
import { useYourPlan } from '../api/get-your-plan';
import { planName, priceAsCharged, stateLabel, whatComesNext } from '../utils/plan-words';
import { describeSubscriptionStatus, formatPeriodEnd } from '../utils/subscription-status-display';
import type { CancelSubscriptionDialogProps } from './cancel-subscription-dialog';
import { ResumeButton } from './resume-button';
import { UpdateCardButton, useCardUpdatedNotice } from './update-card-button';

// The cancellation flow (reasons, refund, the offer to stay) loads when its button is first pointed
// at, focused or pressed: most visits to Settings never open it.
const CancelSubscriptionDialog = deferredDialog<CancelSubscriptionDialogProps>(
  async () => (await import('./cancel-subscription-dialog')).CancelSubscriptionDialog,
  (props) => (
    <Button variant="secondary" {...props}>
      Cancel Subscription
    </Button>
  ),
);

export const statusFetchFailedMessage = 'Failed to fetch subscription status';

const supportHref = `mailto:${product.contactEmail}?subject=${encodeURIComponent('Subscription help')}`;

const toneByAction = {
  cancel: 'bg-success',
  subscribe: 'bg-ink-muted',
  'contact-support': 'bg-danger',
} as const;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <dt className="text-small text-ink-muted">{term}</dt>
      <dd className="text-body font-medium text-ink sm:text-right">{children}</dd>
    </div>
  );
}

/**
 * The Subscription section of /settings: status and renewal date from the server, and the one
 * action the status calls for (spec section 4's table).
 */
export function SubscriptionSection() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const status = useSubscriptionStatus(user?.id);
  const plan = useYourPlan(user?.id).data;
  useCardUpdatedNotice();
  // A plan that still takes payments (or will, after its trial) has a card to replace; one set to end takes none.
  const hasCard = plan?.state === 'trial' || plan?.state === 'active' || plan?.state === 'payment_problem';

  useEffect(() => {
    if (status.isError) notify.error(statusFetchFailedMessage);
  }, [status.isError, status.errorUpdatedAt]);

  const display = describeSubscriptionStatus(status.data?.status);
  const periodEnd = formatPeriodEnd(status.data?.current_period_end);
  const name = plan ? planName(plan) : null;
  const price = plan && plan.state !== 'refunded' && plan.state !== 'ended' ? priceAsCharged(plan) : null;
  const next = plan ? whatComesNext(plan) : null;
  const label = (plan && stateLabel(plan)) ?? display.label;

  return (
    <Card aria-labelledby="settings-subscription-heading">
      <CardHeader>
        <CardTitle id="settings-subscription-heading">Subscription</CardTitle>
        <CardDescription>Your plan and billing.</CardDescription>
      </CardHeader>
      <CardContent>
        {status.isPending && user ? (
          // The rows the answer fills in, laid out already, so the sections below do not move.
          <dl aria-busy="true" className="flex flex-col divide-y divide-line">
            <Row term="Status">
              <span role="status" className="inline-flex items-center gap-2 font-normal text-ink-muted">
                <Spinner size="sm" className="text-accent" />
                Loading your subscription...
              </span>
            </Row>
            <Row term="Renewal date">
              <span aria-hidden="true" className="invisible">
                …
              </span>
            </Row>
          </dl>
        ) : status.isError ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-small text-danger">{statusFetchFailedMessage}</p>
            <Button variant="secondary" size="sm" onClick={() => void status.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              Try again
            </Button>
          </div>
        ) : (
          <dl className="flex flex-col divide-y divide-line">
            <Row term="Status">
              <span className="inline-flex items-start gap-2">
                <span aria-hidden="true" className={cn('mt-[0.55rem] size-2 shrink-0 rounded-full', toneByAction[display.action])} />
                {label}
              </span>
            </Row>
            {name && <Row term="Plan">{name}</Row>}
            {price && <Row term="Price">{price}</Row>}
            {next ? (
              <Row term={next.term}>{next.value}</Row>
            ) : (
              plan?.state !== 'ended' &&
              plan?.state !== 'included' && (
                <Row term={display.action === 'subscribe' && status.data?.status === 'canceled' ? 'Access until' : 'Renewal date'}>
                  {periodEnd}
                </Row>
              )
            )}
            {plan?.card_last4 && <Row term="Card">{`•••• ${plan.card_last4}`}</Row>}
          </dl>
        )}
      </CardContent>
      {status.isPending && user && (
        <CardFooter aria-hidden="true" className="invisible justify-end">
          <span className={buttonStyles({ variant: 'secondary' })}>Subscribe</span>
        </CardFooter>
      )}
      {status.isSuccess && (
        <CardFooter className="justify-end">
          {hasCard && <UpdateCardButton />}
          {display.action === 'cancel' && (
            <CancelSubscriptionDialog
              subscriptionId={status.data.subscription_id}
              status={status.data.status}
              lastPayment={status.data.last_payment ?? null}
              periodEnd={periodEnd}
            />
          )}
          {/* Set to end but not ended: taking the cancellation back is the step, not a new plan. */}
          {plan?.state === 'ending' && status.data.subscription_id ? (
            <ResumeButton subscriptionId={status.data.subscription_id} />
          ) : (
            display.action === 'subscribe' &&
            plan?.state !== 'included' && <Button onClick={() => navigate(paths.subscribe.getHref())}>Subscribe</Button>
          )}
          {display.action === 'contact-support' && (
            <a href={supportHref} className={buttonStyles({ variant: 'secondary' })}>
              <Mail aria-hidden="true" className="size-4" />
              Contact Support
            </a>
          )}
        </CardFooter>
      )}
    </Card>
  );
}
