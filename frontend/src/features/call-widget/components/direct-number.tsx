import { Copy, PhoneOutgoing } from 'lucide-react';

import { notify } from '@/components/ui/toast';
import type { CallNumber } from '@/config/product';

import { callMessages } from '../utils/call-messages';
import { formatPhone } from '../utils/format-phone';

export type DirectNumberProps = {
  number: CallNumber;
  /** From 640 px a click copies the number; on phones it dials it. */
  desktop: boolean;
};

const rowClasses =
  'flex w-full items-center justify-between gap-3 rounded-control px-3 py-2.5 text-left transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-accent';

async function copy(phone: string) {
  try {
    await navigator.clipboard.writeText(phone);
    notify.success(callMessages.copied);
  } catch {
    notify.error(callMessages.copyFailed);
  }
}

/** One of daily's public numbers: copied on desktop, a tel: link on phones. */
export function DirectNumber({ number, desktop }: DirectNumberProps) {
  const formatted = formatPhone(number.phone);
  const content = (
    <>
      <span className="flex min-w-0 flex-col">
        <span className="text-small font-medium text-ink">{number.label}</span>
        <span className="text-small tabular-nums text-ink-muted">{formatted}</span>
      </span>
      {desktop ? (
        <>
          <Copy aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
          <span className="sr-only">(copy)</span>
        </>
      ) : (
        <PhoneOutgoing aria-hidden="true" className="size-4 shrink-0 text-accent" />
      )}
    </>
  );

  if (desktop) {
    return (
      <button type="button" className={rowClasses} onClick={() => void copy(number.phone)}>
        {content}
      </button>
    );
  }
  return (
    <a href={`tel:${number.phone}`} className={rowClasses}>
      {content}
    </a>
  );
}
