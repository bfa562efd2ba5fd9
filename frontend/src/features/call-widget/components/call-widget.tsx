import { Phone } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';

import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/auth-context';
import { deferredComponent } from '@/lib/deferred-component';
import { cn } from '@/lib/cn';

import { useIsCallWidgetDesktop, usePrefersReducedMotion } from '../hooks/use-media-query';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { useStepsAside } from '../hooks/use-steps-aside';
import { useTypedText } from '../hooks/use-typed-text';
import { callMessages } from '../utils/call-messages';

// The options format phone numbers with the phone-number metadata, the largest part of the
// widget: they load when the widget is pointed at, focused or opened, not with the page.
const { Component: CallOptions, preload: loadCallOptions } = deferredComponent(async () => (await import('./call-options')).CallOptions);

export type CallWidgetProps = {
  className?: string;
};

// Past this, the page's content runs under the corner: the button keeps only its icon.
const COMPACT_AFTER_SCROLL_PX = 80;

/**
 * "Want me to call you now?": a button typed out letter by letter that opens the call options.
 * It behaves the same on every page: pinned to the bottom-right corner, with room kept for it at
 * the end of the page, and stepping aside while a control of the page passes under it. On phones
 * it is only its round icon, so it never spreads over a row of the page; from 640 px it types its
 * question, and keeps only its icon once the page scrolls.
 */
export function CallWidget({ className }: CallWidgetProps) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const typed = useTypedText(callMessages.label, { instant: reducedMotion });
  const desktop = useIsCallWidgetDesktop();
  const scrolled = useScrolledPast(COMPACT_AFTER_SCROLL_PX);
  const compact = !desktop || (scrolled && !open);
  const corner = useRef<HTMLDivElement>(null);
  // Over a control it steps aside (fades out, untouchable) until the page moves it clear again.
  const aside = useStepsAside(corner, !open);

  return (
    <>
      {/* Room at the end of the page, so its last lines and buttons can scroll clear of the button. */}
      <div aria-hidden="true" data-slot="call-widget-room" className="h-20" />
      <div
        ref={corner}
        data-floating="call-widget"
        data-aside={aside || undefined}
        className={cn(
          'fixed bottom-4 right-4 z-40 transition-[opacity,translate] duration-200 sm:bottom-6 sm:right-6',
          aside && 'pointer-events-none invisible translate-y-2 opacity-0',
          className,
        )}
      >
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger asChild>
            <button
              type="button"
              // The whole question is the name from the start; the typing is only for the eye.
              aria-label={callMessages.label}
              onPointerEnter={() => void loadCallOptions()}
              onFocus={() => void loadCallOptions()}
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
            <Suspense
              fallback={
                <p role="status" className="flex items-center gap-2 text-small text-ink-muted">
                  <Spinner size="sm" className="text-accent" />
                  Loading...
                </p>
              }
            >
              <CallOptions userId={user?.id ?? ''} phone={user?.phone ?? null} onRequested={() => setOpen(false)} />
            </Suspense>
          </PopoverContent>
        </Popover>
      </div>
    </>
  );
}
