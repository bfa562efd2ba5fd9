import { Phone } from 'lucide-react';
import { type ReactNode, Suspense, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

import { barActionSlotId } from '@/components/layout/bar-action-slot';
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

const buttonFocus = 'hover:bg-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/**
 * "Want me to call you now?": a button that opens the call options, never over a control of the
 * page. Below 640 px it is a round icon in the top bar, beside the menu button (a corner of a
 * phone's screen always has a row's pencil or a field under it). From 640 px it is pinned to the
 * bottom-right corner and types its question, keeps only its icon once the page scrolls, and
 * steps aside while a control passes under it. Room is kept at the end of the page either way
 * (CallWidgetRoom, which DeferredCallWidget renders with the page).
 */
export function CallWidget({ className }: CallWidgetProps) {
  const desktop = useIsCallWidgetDesktop();
  // Held here, above the two forms: a window resized across 640 px swaps the button for the other
  // form, and what the person opened stays open through the swap.
  const [open, setOpen] = useState(false);
  const slot = barSlot(!desktop);
  // The room it needs at the end of the page comes with the page (CallWidgetRoom).
  return slot ? (
    createPortal(<BarCallButton open={open} onOpenChange={setOpen} />, slot)
  ) : (
    <CornerCallButton open={open} onOpenChange={setOpen} iconOnly={!desktop} className={className} />
  );
}

type OpenState = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The top bar's slot for the page's action, while the phone layout wants the button there. The bar
 * is part of the layout, committed before any page's content (and this widget loads after the
 * page), so reading it while rendering finds it; a page without the bar keeps the corner.
 */
function barSlot(wanted: boolean): HTMLElement | null {
  return wanted && typeof document !== 'undefined' ? document.getElementById(barActionSlotId) : null;
}

function BarCallButton({ open, onOpenChange }: OpenState) {
  return (
    <div data-call-widget="bar">
      <CallPopover open={open} onOpenChange={onOpenChange} side="bottom">
        <button
          type="button"
          aria-label={callMessages.label}
          onPointerEnter={() => void loadCallOptions()}
          onFocus={() => void loadCallOptions()}
          className={cn(
            'inline-flex size-12 items-center justify-center rounded-full bg-accent text-white shadow-float transition-colors data-[state=open]:bg-accent-hover',
            buttonFocus,
          )}
        >
          <Phone aria-hidden="true" className="size-5" />
        </button>
      </CallPopover>
    </div>
  );
}

/** `iconOnly` for a phone's layout on a page without the top bar: a label would spread over a row. */
function CornerCallButton({ open, onOpenChange, iconOnly, className }: CallWidgetProps & OpenState & { iconOnly: boolean }) {
  const reducedMotion = usePrefersReducedMotion();
  const typed = useTypedText(callMessages.label, { instant: reducedMotion });
  const scrolled = useScrolledPast(COMPACT_AFTER_SCROLL_PX);
  const compact = iconOnly || (scrolled && !open);
  const corner = useRef<HTMLDivElement>(null);
  // Over a control it steps aside (fades out, untouchable) until the page moves it clear again.
  const aside = useStepsAside(corner, !open);

  return (
    <div
      ref={corner}
      data-call-widget="corner"
      data-floating="call-widget"
      data-aside={aside || undefined}
      className={cn(
        'fixed bottom-4 right-4 z-40 transition-[opacity,translate] duration-200 sm:bottom-6 sm:right-6',
        aside && 'pointer-events-none invisible translate-y-2 opacity-0',
        className,
      )}
    >
      <CallPopover open={open} onOpenChange={onOpenChange} side="top">
        <button
          type="button"
          // The whole question is the name from the start; the typing is only for the eye.
          aria-label={callMessages.label}
          onPointerEnter={() => void loadCallOptions()}
          onFocus={() => void loadCallOptions()}
          className={cn(
            'inline-flex h-14 min-w-14 items-center justify-center gap-2.5 rounded-full bg-accent px-[1.125rem] text-small font-semibold text-white shadow-float transition-colors',
            'data-[state=open]:bg-accent-hover',
            buttonFocus,
          )}
        >
          <Phone aria-hidden="true" className="size-5 shrink-0" />
          {!compact && (
            // Every letter is there from the start, the ones not typed yet unseen: the button has its
            // final width at once, and the typing only shows letters (no letter widens it, which
            // would move it: a layout shift each time).
            <span aria-hidden="true" className="whitespace-nowrap pr-1">
              {Array.from(callMessages.label, (letter, index) => (
                <span key={index} className={index < typed.length ? undefined : 'opacity-0'}>
                  {letter}
                </span>
              ))}
            </span>
          )}
        </button>
      </CallPopover>
    </div>
  );
}

type CallPopoverProps = OpenState & {
  /** Below a button in the top bar, above one in the bottom corner. */
  side: 'top' | 'bottom';
  /** The button that opens it. */
  children: ReactNode;
};

function CallPopover({ open, onOpenChange, side, children }: CallPopoverProps) {
  const { user } = useAuth();
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{children}</PopoverTrigger>
      <PopoverContent side={side} align="end" aria-label={callMessages.label} className="w-80 max-w-[calc(100vw-2rem)]">
        <Suspense
          fallback={
            <p role="status" className="flex items-center gap-2 text-small text-ink-muted">
              <Spinner size="sm" className="text-accent" />
              Loading...
            </p>
          }
        >
          <CallOptions userId={user?.id ?? ''} phone={user?.phone ?? null} onRequested={() => onOpenChange(false)} />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
