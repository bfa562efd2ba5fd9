import { type ComponentType, createContext, Suspense } from 'react';

import { deferredComponent } from '@/lib/deferred-component';

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

/**
 * A dialog or popover whose Radix part loads the first time it opens, or when its trigger is
 * pointed at or focused: the root that holds whether it is open, the trigger, a close button and
 * the content, which mounts the loaded part from the first opening on.
 */
export function lazyOverlay<P extends object>(name: string, load: () => Promise<ComponentType<P & { state: OverlayState }>>) {
  const { Component: OpenContent, preload } = deferredComponent(load);
  const StateContext = createContext<OverlayState | null>(null);

  function Root({ children, ...props }: OverlayRootProps) {
    return <StateContext.Provider value={useOverlayRoot(props)}>{children}</StateContext.Provider>;
  }

  function Trigger(props: OverlayButtonProps) {
    return <OverlayTrigger state={useOverlayState(StateContext, `${name}Trigger`)} popup="dialog" preload={preload} {...props} />;
  }

  function Close(props: OverlayButtonProps) {
    return <OverlayClose state={useOverlayState(StateContext, `${name}Close`)} {...props} />;
  }

  function Content(props: P) {
    const state = useOverlayState(StateContext, `${name}Content`);
    if (!useOpenedOnce(state.open)) return null;
    return (
      <Suspense fallback={null}>
        <OpenContent state={state} {...props} />
      </Suspense>
    );
  }

  return { Root, Trigger, Close, Content };
}
