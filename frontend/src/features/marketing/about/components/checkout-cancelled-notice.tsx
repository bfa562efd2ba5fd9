import { Info } from 'lucide-react';

import { aboutContent } from '@/content/about';

/** Shown on /about?cancelled=true, where the founding checkout sends people who turned back. */
export function CheckoutCancelledNotice() {
  const { cancelledNotice } = aboutContent;
  return (
    <div role="status" className="mb-8 flex gap-3 rounded-card border border-line bg-surface-muted p-5">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
      <div>
        <p className="font-semibold text-ink">{cancelledNotice.title}</p>
        <p className="mt-1 text-small text-ink-muted">{cancelledNotice.body}</p>
      </div>
    </div>
  );
}
