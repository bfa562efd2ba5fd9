import { CircleAlert, CircleCheck, TicketPercent } from 'lucide-react';
import { useId } from 'react';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format-money';

import { couponMessage, type CouponState } from '../utils/coupon-state';

export type CouponFieldProps = {
  value: string;
  state: CouponState;
  onChange: (value: string) => void;
  onCheck: (value: string) => void;
  disabled?: boolean;
};

const messageTone = {
  idle: 'text-ink-muted',
  validating: 'text-ink-muted',
  valid: 'text-success',
  invalid: 'text-danger',
} as const;

function StatusIcon({ state }: { state: CouponState }) {
  switch (state.status) {
    case 'validating':
      return <Spinner size="sm" className="text-ink-muted" />;
    case 'valid':
      return <CircleCheck aria-hidden="true" className="size-5 text-success" />;
    case 'invalid':
      return <CircleAlert aria-hidden="true" className="size-5 text-danger" />;
    default:
      return <TicketPercent aria-hidden="true" className="size-5 text-ink-muted" />;
  }
}

/** The optional code field: checked when it loses focus, with an icon and a message for its state. */
export function CouponField({ value, state, onChange, onCheck, disabled }: CouponFieldProps) {
  const inputId = useId();
  const messageId = useId();
  const message = couponMessage(state);

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={inputId} optional>
        Coupon or Referral Code
      </Label>
      <div className="relative">
        <Input
          id={inputId}
          name="coupon_code"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={(event) => onCheck(event.target.value)}
          invalid={state.status === 'invalid'}
          aria-describedby={message ? messageId : undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={disabled}
          className="pr-11"
        />
        <span className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center">
          <StatusIcon state={state} />
        </span>
      </div>
      <div aria-live="polite" className="empty:hidden">
        {message && (
          <p id={messageId} className={cn('text-caption', messageTone[state.status])}>
            {message}
            {state.status === 'valid' && state.type === 'referral' && state.discountAmount && !message.includes(state.discountAmount) && (
              <span className="ml-2 inline-flex rounded-full bg-success-soft px-2 py-0.5 font-medium">
                Referral · {formatMoney({ amount: state.discountAmount, currency: 'GBP' })} off
              </span>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
