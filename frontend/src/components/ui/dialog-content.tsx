import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';

import type { OverlayState } from './overlay-state';

export type DialogContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> & {
  /** Every dialog needs a title; screen readers announce it when the dialog opens. */
  title: ReactNode;
  description?: ReactNode;
  hideCloseButton?: boolean;
};

/**
 * The open dialog itself, with Radix's focus trap, scroll lock and dismissal; loaded the first time
 * a dialog opens (see dialog.tsx), so pages do not carry it before then.
 */
export function OpenDialogContent({
  state,
  title,
  description,
  hideCloseButton = false,
  className,
  children,
  onCloseAutoFocus,
  ...props
}: DialogContentProps & { state: OverlayState }) {
  return (
    <DialogPrimitive.Root open={state.open} onOpenChange={state.setOpen}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          id={state.contentId}
          // Toasts find an open dialog by this and stay in the room it leaves at the bottom.
          data-modal-dialog=""
          // Without a description Radix expects the attribute to be explicitly absent.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          className={cn(
            // Anchored near the top, with room left at the bottom for a toast (toast-edge.ts), so
            // a toast about the dialog's action never covers it.
            'fixed left-1/2 top-4 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 sm:top-16',
            'max-h-[calc(100dvh-9rem)] overflow-y-auto rounded-card border border-line bg-surface p-6 shadow-float sm:max-h-[calc(100dvh-13rem)] sm:p-8',
            'focus-visible:outline-none data-[state=open]:animate-pop-in',
            className,
          )}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            // The trigger is not Radix's own, so Radix does not know where focus came from.
            event.preventDefault();
            state.triggerRef.current?.focus();
          }}
          {...props}
        >
          <div className="flex flex-col gap-2 pr-8">
            <DialogPrimitive.Title className="text-heading font-semibold text-ink">{title}</DialogPrimitive.Title>
            {description !== undefined && (
              <DialogPrimitive.Description className="text-small text-ink-muted">{description}</DialogPrimitive.Description>
            )}
          </div>
          {children !== undefined && <div className="mt-5">{children}</div>}
          {!hideCloseButton && (
            <DialogPrimitive.Close
              aria-label="Close"
              className="absolute right-4 top-4 inline-flex size-9 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-ink/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
