import { RotateCw } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/auth-context';
import { cn } from '@/lib/cn';
import { formatLongDate, fromUnixSeconds } from '@/lib/format';
import { formatMoney } from '@/lib/format-money';

import { type PaymentEntry, usePayments } from '../api/get-payments';

export const paymentsFailedMessage = 'Your payments could not be loaded.';
export const noPaymentsMessage = 'No payments yet';

const STATUS_WORDS: Record<PaymentEntry['status'], string> = { paid: 'Paid', failed: 'Failed', refunded: 'Refunded' };
const STATUS_TONE: Record<PaymentEntry['status'], string> = {
  paid: 'bg-success-soft text-success',
  failed: 'bg-danger-soft text-danger',
  refunded: 'bg-surface-muted text-ink-muted',
};

function PaymentRow({ payment }: { payment: PaymentEntry }) {
  const date = fromUnixSeconds(payment.date);
  const amount = formatMoney({ amount: payment.amount, currency: payment.currency });
  return (
    <li className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[1fr_auto_auto_6rem]">
      <span className="text-body text-ink">{date ? formatLongDate(date) : ''}</span>
      <span className="text-right text-body font-medium tabular-nums text-ink">{payment.kind === 'refund' ? `−${amount}` : amount}</span>
      <span className={cn('w-fit rounded-full px-2.5 py-0.5 text-small font-medium', STATUS_TONE[payment.status])}>
        {STATUS_WORDS[payment.status]}
      </span>
      <span className="text-right text-small">
        {payment.receipt_url && (
          <ExternalLink href={payment.receipt_url} className="font-medium text-accent underline-offset-4 hover:underline">
            Receipt
          </ExternalLink>
        )}
      </span>
    </li>
  );
}

/** Settings' list of what was paid (date, amount, status) with a link to each receipt. */
export function PaymentsSection() {
  const { user } = useAuth();
  const payments = usePayments(user?.id);
  // An answer without the list (an older server during a deploy) reads as nothing paid, not a broken page.
  const list = payments.data?.payments ?? [];
  return (
    <Card aria-labelledby="settings-payments-heading">
      <CardHeader>
        <CardTitle id="settings-payments-heading">Payments</CardTitle>
        <CardDescription>Your payments and their receipts.</CardDescription>
      </CardHeader>
      <CardContent>
        {payments.isPending ? (
          <p role="status" className="inline-flex items-center gap-2 text-small text-ink-muted">
            <Spinner size="sm" className="text-accent" />
            Loading your payments...
          </p>
        ) : payments.isError ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-small text-danger">{paymentsFailedMessage}</p>
            <Button variant="secondary" size="sm" onClick={() => void payments.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              Try again
            </Button>
          </div>
        ) : list.length === 0 ? (
          <p className="text-small text-ink-muted">{noPaymentsMessage}</p>
        ) : (
          <ul aria-label="Payments" className="flex flex-col divide-y divide-line">
            {list.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
