import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import type { DialogContentProps } from './dialog-content';
import { lazyOverlay } from './lazy-overlay';

export type { DialogContentProps };

// Radix's dialog (focus trap, scroll lock, dismissal layers) loads the first time a dialog opens.
const dialog = lazyOverlay<DialogContentProps>('Dialog', async () => (await import('./dialog-content')).OpenDialogContent);

export const Dialog = dialog.Root;
export const DialogTrigger = dialog.Trigger;
export const DialogClose = dialog.Close;
export const DialogContent = dialog.Content;

/**
 * The dialog's buttons, in reading order at every width: the safe choice first ("Keep
 * Subscription"), the action after it. They stay in view at the bottom of a dialog that
 * scrolls, so the way out is never below the fold.
 */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        // Stuck to the dialog's bottom edge (its padding is the negative offset) over what scrolls beneath.
        'sticky -bottom-6 -mx-6 -mb-6 mt-2 flex flex-col gap-3 bg-surface px-6 pb-6 pt-4',
        'sm:-bottom-8 sm:-mx-8 sm:-mb-8 sm:mt-4 sm:flex-row sm:justify-end sm:px-8 sm:pb-8',
        className,
      )}
      {...props}
    />
  );
}
