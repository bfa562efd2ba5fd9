import { createContext, Suspense } from 'react';

import { deferredComponent } from '@/lib/deferred-component';

import type { PopoverContentProps } from './popover-content';
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

export type { PopoverContentProps };

// Radix's popover and Floating UI, which places it, load the first time a popover opens.
const { Component: OpenPopoverContent, preload: loadPopoverContent } = deferredComponent(
  async () => (await import('./popover-content')).OpenPopoverContent,
);

const PopoverStateContext = createContext<OverlayState | null>(null);

export function Popover({ children, ...props }: OverlayRootProps) {
  return <PopoverStateContext.Provider value={useOverlayRoot(props)}>{children}</PopoverStateContext.Provider>;
}

export function PopoverTrigger(props: OverlayButtonProps) {
  return (
    <OverlayTrigger state={useOverlayState(PopoverStateContext, 'PopoverTrigger')} popup="dialog" preload={loadPopoverContent} {...props} />
  );
}

export function PopoverClose(props: OverlayButtonProps) {
  return <OverlayClose state={useOverlayState(PopoverStateContext, 'PopoverClose')} {...props} />;
}

export function PopoverContent(props: PopoverContentProps) {
  const state = useOverlayState(PopoverStateContext, 'PopoverContent');
  if (!useOpenedOnce(state.open)) return null;
  return (
    <Suspense fallback={null}>
      <OpenPopoverContent state={state} {...props} />
    </Suspense>
  );
}
