import { PhoneCall } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { product } from '@/config/product';

import { useRequestCall } from '../api/request-call';
import { useIsCallWidgetDesktop } from '../hooks/use-media-query';
import { callMessages } from '../utils/call-messages';
import { formatPhone } from '../utils/format-phone';
import { DirectNumber } from './direct-number';

export type CallOptionsProps = {
  userId: string;
  phone: string | null;
  /** Called once the call has been asked for, to close the popover. */
  onRequested: () => void;
};

/** The popover of the call widget: "Call me now", and the numbers to ring daily yourself. */
export function CallOptions({ userId, phone, onRequested }: CallOptionsProps) {
  const desktop = useIsCallWidgetDesktop();
  const call = useRequestCall();

  const requestCall = () =>
    call.mutate(
      { userId, phone },
      {
        onSuccess: () => {
          notify.success(callMessages.calling);
          onRequested();
        },
        onError: (error) => notify.error(error.message || callMessages.unexpected),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <p className="text-body font-semibold text-ink">Talk it through now</p>
        <p className="text-small text-ink-muted">
          {phone
            ? `${product.name} rings ${formatPhone(phone)} straight away.`
            : `Add your phone number in settings so ${product.name} can call you.`}
        </p>
      </div>
      <Button fullWidth onClick={requestCall} loading={call.isPending} loadingLabel="Requesting...">
        <PhoneCall aria-hidden="true" className="size-4" />
        Call me now
      </Button>
      <div className="flex flex-col gap-1 border-t border-line pt-3">
        <p className="text-caption font-medium text-ink-muted">Or call {product.name} yourself</p>
        {/* The rows' hover reaches past the text, which lines up with the heading above. */}
        <ul aria-label={`${product.name} phone numbers`} className="-mx-3 flex flex-col">
          {product.callNumbers.map((number) => (
            <li key={number.region}>
              <DirectNumber number={number} desktop={desktop} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
