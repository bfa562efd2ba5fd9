import { useState } from 'react';

import { useIsWideScreen } from '../../hooks/use-media-query';
import { ExpandableBetaCard } from './expandable-beta-card';
import { TappableBetaCard } from './tappable-beta-card';

/** Desktop: the details open and close in place. Mobile: all shown, and a tap books the call. */
export function PrivateBetaCard({ bookingUrl }: { bookingUrl: string }) {
  const wide = useIsWideScreen();
  // Held here so that crossing the breakpoint and back (a rotated tablet) keeps the card as it was.
  const [expanded, setExpanded] = useState(false);
  return wide ? (
    <ExpandableBetaCard bookingUrl={bookingUrl} expanded={expanded} onExpandedChange={setExpanded} />
  ) : (
    <TappableBetaCard bookingUrl={bookingUrl} />
  );
}
