import { Phone } from 'lucide-react';
import { useState } from 'react';

import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useAuth } from '@/lib/auth/auth-context';
import { cn } from '@/lib/cn';

import { useIsCallWidgetDesktop, usePrefersReducedMotion } from '../hooks/use-media-query';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { useTypedText } from '../hooks/use-typed-text';
import { callMessages } from '../utils/call-messages';
import { CallOptions } from './call-options';

export type CallWidgetProps = {
  /**
   * `fixed` (the default) pins the widget to the bottom-right corner of the viewport; `inline`
   * leaves placement to a container that already does it.
   */
  placement?: 'fixed' | 'inline';
  /**
   * Show only the phone icon on phones: for pages that already ask the question in their own
   * words (the dashboard's call-me prompt), so a phone does not say it twice.
   */
  compactOnPhones?: boolean;
  className?: string;
};

// Past this, the page's content runs under the corner: the button keeps only its icon.
const COMPACT_AFTER_SCROLL_PX = 80;

/** "Want me to call you now?": a button typed out letter by letter that opens the call options. */
export function CallWidget({ placement = 'fixed', compactOnPhones = false, className }: CallWidgetProps) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const typed = useTypedText(callMessages.label, { instant: reducedMotion });
  const desktop = useIsCallWidgetDesktop();
  const scrolled = useScrolledPast(COMPACT_AFTER_SCROLL_PX);
  // Compact (a round phone button) once the page scrolls under it, so it covers less of it.
  const compact = (scrolled && !open) || (compactOnPhones && !desktop);

  return (
    <>
      {/* Room at the end of the page, so its last lines and buttons can scroll clear of the button. */}
      {placement === 'fixed' && <div aria-hidden="true" data-slot="call-widget-room" className="h-20" />}
      <div className={cn(placement === 'fixed' && 'fixed bottom-4 right-4 z-40 sm:bottom-6 sm:right-6', className)}>
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger asChild>
            <button
              type="button"
              // The whole question is the name from the start; the typing is only for the eye.
              aria-label={callMessages.label}
              className={cn(
                'inline-flex h-14 min-w-14 items-center justify-center gap-2.5 rounded-full bg-accent px-[1.125rem] text-small font-semibold text-white shadow-float transition-colors',
                'hover:bg-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
                'data-[state=open]:bg-accent-hover',
              )}
            >
              <Phone aria-hidden="true" className="size-5 shrink-0" />
              {typed && !compact && (
                <span aria-hidden="true" className="whitespace-nowrap pr-1">
                  {typed}
                </span>
              )}
            </button>
          </PopoverTrigger>
          <PopoverContent side="top" align="end" aria-label={callMessages.label} className="w-80 max-w-[calc(100vw-2rem)]">
            <CallOptions userId={user?.id ?? ''} phone={user?.phone ?? null} onRequested={() => setOpen(false)} />
          </PopoverContent>
        </Popover>
      </div>
    </>
  );
}
