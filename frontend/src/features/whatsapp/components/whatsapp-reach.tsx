import { MessageCircle } from 'lucide-react';
import { Suspense } from 'react';

import { buttonStyles } from '@/components/ui/button-styles';
import { ExternalLink } from '@/components/ui/external-link';
import { LoadBoundary } from '@/components/ui/load-boundary';
import { product } from '@/config/product';
import { cn } from '@/lib/cn';
import { deferredComponent } from '@/lib/deferred-component';

import { displayPhone } from '../utils/phone-display';

// The code is drawn on wide screens only, so its library is left out of the dashboard's first load.
const { Component: WhatsAppQrCode } = deferredComponent(async () => (await import('./whatsapp-qr-code')).WhatsAppQrCode);

export type WhatsAppReachProps = {
  /** `row`: one line for the dashboard; `block`: the Settings row, with room for the code. */
  layout?: 'row' | 'block';
  className?: string;
};

/**
 * daily one tap away: its WhatsApp number and a link that opens a chat with the first words
 * written; on wide screens a QR code too, for the phone beside the laptop.
 */
export function WhatsAppReach({ layout = 'row', className }: WhatsAppReachProps) {
  const { phone, memberHref, memberText } = product.whatsapp;
  return (
    <div className={cn('flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-4', className)}>
      <div className="flex min-w-0 flex-col gap-1 sm:flex-1">
        <p className="flex items-center gap-2 text-body text-ink">
          <MessageCircle aria-hidden="true" className="size-4 shrink-0 text-accent" />
          <span>
            {product.name} on WhatsApp: <span className="font-semibold whitespace-nowrap">{displayPhone(phone)}</span>
          </span>
        </p>
        <p className="text-small text-ink-muted">Message it anything, any time: tasks, voice notes, a decision you are stuck on.</p>
      </div>
      <ExternalLink href={memberHref} className={buttonStyles({ variant: 'primary', size: 'sm' })} data-testid="whatsapp-link">
        Open WhatsApp
      </ExternalLink>
      <figure className="hidden shrink-0 flex-col items-center gap-1 lg:flex">
        <LoadBoundary what="the QR code" quiet>
          <Suspense fallback={<div aria-hidden="true" className={layout === 'block' ? 'size-28' : 'size-20'} />}>
            <WhatsAppQrCode
              href={memberHref}
              size={layout === 'block' ? 112 : 80}
              label={`QR code: scan to message ${product.name} ("${memberText}")`}
            />
          </Suspense>
        </LoadBoundary>
        <figcaption className="text-caption text-ink-muted">Scan with your phone</figcaption>
      </figure>
    </div>
  );
}
