import * as PopoverPrimitive from '@radix-ui/react-popover';
import type { ComponentProps, RefObject } from 'react';

import { cn } from '@/lib/cn';

import type { OverlayState } from './overlay-state';

export type PopoverContentProps = ComponentProps<typeof PopoverPrimitive.Content>;

/**
 * The open popover, placed beside its trigger by Radix (Floating UI) and dismissed by it; loaded
 * the first time a popover opens (see popover.tsx), so pages do not carry it before then.
 */
export function OpenPopoverContent({
  state,
  className,
  sideOffset = 8,
  collisionPadding = 12,
  onInteractOutside,
  onCloseAutoFocus,
  ...props
}: PopoverContentProps & { state: OverlayState }) {
  return (
    <PopoverPrimitive.Root open={state.open} onOpenChange={state.setOpen}>
      <PopoverPrimitive.Anchor virtualRef={state.triggerRef as RefObject<HTMLElement>} />
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          id={state.contentId}
          sideOffset={sideOffset}
          collisionPadding={collisionPadding}
          className={cn(
            'z-50 w-72 rounded-card border border-line bg-surface p-4 text-ink shadow-float',
            'focus-visible:outline-none data-[state=open]:animate-pop-in',
            className,
          )}
          onInteractOutside={(event) => {
            onInteractOutside?.(event);
            // A press on the trigger toggles the popover itself; as an outside press it would close it first.
            if (event.target instanceof Node && state.triggerRef.current?.contains(event.target)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            state.triggerRef.current?.focus();
          }}
          {...props}
        />
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
