import { ArrowUpRight, Mail } from 'lucide-react';

import { ExternalLink } from '@/components/ui/external-link';
import { bookingByEmail, welcomeContent } from '@/content/welcome';

import { BetaDetails } from './beta-details';

// A booking page opens in a new tab; without one, the mail app opens.
const BookingIcon = bookingByEmail ? Mail : ArrowUpRight;

/**
 * On mobile the whole card is the booking link. The link itself is the button at the bottom;
 * its ::after covers the card, so a tap anywhere opens it while screen readers still read the
 * card's text as text rather than as one long link name.
 */
export function TappableBetaCard({ bookingUrl }: { bookingUrl: string }) {
  const { beta } = welcomeContent;
  return (
    <section
      aria-labelledby="beta-heading"
      className="relative rounded-card border border-line bg-surface p-6 shadow-card transition-colors active:bg-surface-muted"
    >
      <h2 id="beta-heading" className="text-heading font-semibold text-ink">
        {beta.heading}
      </h2>
      <p className="mt-2 text-body text-ink-muted">{beta.intro}</p>
      <div className="mt-6">
        <BetaDetails />
      </div>
      <ExternalLink
        href={bookingUrl}
        className="mt-6 inline-flex h-11 w-full items-center justify-center gap-2 rounded-full bg-accent px-5 text-small font-semibold text-white after:absolute after:inset-0 after:rounded-card after:content-['']"
      >
        {beta.mobileAction}
        <BookingIcon aria-hidden="true" className="size-4" />
      </ExternalLink>
    </section>
  );
}
