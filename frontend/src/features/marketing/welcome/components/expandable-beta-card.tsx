import { ArrowUpRight, ChevronDown, Mail } from 'lucide-react';
import { useId } from 'react';

import { buttonStyles } from '@/components/ui/button-styles';
import { ExternalLink } from '@/components/ui/external-link';
import { bookingByEmail, welcomeContent } from '@/content/welcome';
import { cn } from '@/lib/cn';

import { BetaDetails } from './beta-details';

// A booking page opens in a new tab; without one, the mail app opens.
const BookingIcon = bookingByEmail ? Mail : ArrowUpRight;

/** Spec section 9: the open card is at most 800 px tall. */
export const betaCardMaxHeightPx = 800;
/** Opening scrolls down to bring the details in; closing scrolls back up past where they were. */
export const betaScrollOnExpandPx = 300;
export const betaScrollOnCollapsePx = 500;
/** Lets the height start to change before the page moves, so the two motions read as one. */
const scrollDelayMs = 50;

export type ExpandableBetaCardProps = {
  bookingUrl: string;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
};

export function ExpandableBetaCard({ bookingUrl, expanded, onExpandedChange }: ExpandableBetaCardProps) {
  const { beta } = welcomeContent;
  const detailsId = useId();

  const toggle = () => {
    const opening = !expanded;
    onExpandedChange(opening);
    window.setTimeout(() => {
      window.scrollBy({ top: opening ? betaScrollOnExpandPx : -betaScrollOnCollapsePx, behavior: 'smooth' });
    }, scrollDelayMs);
  };

  return (
    <section aria-labelledby="beta-heading" className="rounded-card border border-line bg-surface shadow-card">
      {/* The action follows the text at the left: the right-hand side is where the call button floats. */}
      <div className="flex flex-col items-start gap-5 p-8 pb-6">
        <div className="max-w-2xl">
          <h2 id="beta-heading" className="text-heading font-semibold text-ink">
            {beta.heading}
          </h2>
          <p className="mt-2 text-body text-ink-muted">{beta.intro}</p>
        </div>
        <ExternalLink href={bookingUrl} className={buttonStyles()}>
          {beta.action}
          <BookingIcon aria-hidden="true" className="size-4" />
        </ExternalLink>
      </div>

      <div
        id={detailsId}
        data-testid="beta-details"
        inert={!expanded}
        style={{ maxHeight: expanded ? betaCardMaxHeightPx : 0 }}
        className={cn('overflow-hidden transition-[max-height,opacity] duration-500 ease-in-out', expanded ? 'opacity-100' : 'opacity-0')}
      >
        <div className="border-t border-line px-8 py-6">
          <BetaDetails />
        </div>
      </div>

      <div className="flex justify-center border-t border-line px-8 py-3">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={toggle}
          className="inline-flex h-10 items-center gap-2 rounded-full px-4 text-small font-medium text-ink-muted transition-colors hover:bg-ink/5 hover:text-ink"
        >
          {expanded ? beta.showLess : beta.showMore}
          <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform duration-300', expanded && 'rotate-180')} />
        </button>
      </div>
    </section>
  );
}
