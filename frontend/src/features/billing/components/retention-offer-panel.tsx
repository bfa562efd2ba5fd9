import { Gift } from 'lucide-react';

import type { RetentionOffer } from '../api/retention-offer';

/** The offer to stay, shown once per subscription before the cancellation is confirmed. */
export function RetentionOfferPanel({ offer, headingId }: { offer: RetentionOffer; headingId: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-control border border-line bg-canvas px-5 py-6 text-center">
      <Gift aria-hidden="true" className="size-7 text-accent" />
      <h3 id={headingId} className="text-heading font-semibold text-ink">
        {`Before you go: ${offer.description}`}
      </h3>
      <p className="text-small text-ink-muted">
        {`Stay with daily and take ${offer.description}. Nothing else changes, and you can still cancel any time. We make this offer once.`}
      </p>
    </div>
  );
}
