import { type ComponentProps, createContext, Suspense } from 'react';

import { deferredComponent } from '@/lib/deferred-component';

import { cn } from '@/lib/cn';

import type { DialogContentProps } from './dialog-content';
import {
  type OverlayButtonProps,
  OverlayClose,
  type OverlayRootProps,
  type OverlayState,
  OverlayTrigger,
  useOpenedOnce,
  useOverlayRoot,
  useOverlayState,
} from './overlay-state';

export type { DialogContentProps };

// Radix's dialog (focus trap, scroll lock, dismissal layers) loads the first time a dialog opens.
const { Component: OpenDialogContent, preload: loadDialogContent } = deferredComponent(
  async () => (await import('./dialog-content')).OpenDialogContent,
);

const DialogStateContext = createContext<OverlayState | null>(null);

export function Dialog({ children, ...props }: OverlayRootProps) {
  return <DialogStateContext.Provider value={useOverlayRoot(props)}>{children}</DialogStateContext.Provider>;
}

export function DialogTrigger(props: OverlayButtonProps) {
  return (
    <OverlayTrigger state={useOverlayState(DialogStateContext, 'DialogTrigger')} popup="dialog" preload={loadDialogContent} {...props} />
  );
}

export function DialogClose(props: OverlayButtonProps) {
  return <OverlayClose state={useOverlayState(DialogStateContext, 'DialogClose')} {...props} />;
}

export function DialogContent(props: DialogContentProps) {
  const state = useOverlayState(DialogStateContext, 'DialogContent');
  if (!useOpenedOnce(state.open)) return null;
  return (
    <Suspense fallback={null}>
      <OpenDialogContent state={state} {...props} />
    </Suspense>
  );
}

/**
 * The dialog's buttons, in reading order at every width: the safe choice first ("Keep
 * Subscription"), the action after it. On a phone they stay in view at the bottom of a dialog
 * that scrolls, so the way out is never below the fold.
 */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'sticky bottom-0 -mx-6 -mb-6 mt-2 flex flex-col gap-3 bg-surface px-6 pb-6 pt-4',
        'sm:static sm:mx-0 sm:mb-0 sm:mt-6 sm:flex-row sm:justify-end sm:bg-transparent sm:p-0',
        className,
      )}
      {...props}
    />
  );
}
