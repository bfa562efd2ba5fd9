import { type ComponentType, lazy, type LazyExoticComponent, useEffect, useState } from 'react';

const preloads = new Set<() => Promise<unknown>>();

export type DeferredComponent<P extends object> = {
  /** Render inside <Suspense>: it suspends only until its code has arrived, the first time. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading the code (when a trigger is pointed at or focused, say); loads it once. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A component whose code loads when it is first needed, like React.lazy, with a preload: once
 * preloaded, it renders at once instead of showing its Suspense fallback for a moment.
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download (a phone losing signal) is tried again next time.
        loading = null;
        throw error;
      },
    ));
  preloads.add(preload);
  const Component = lazy(() => {
    // React reads a thenable that resolves at once without suspending.
    const ready = loaded;
    if (ready) return { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: ready }) } as never;
    return preload().then((component) => ({ default: component }));
  });
  return { Component, preload };
}

/**
 * Loads every deferred component and module defined so far (the unit tests do, so what they open
 * is there at once), and those that the loaded code defines in turn (a dialog whose own code
 * holds a lazily loaded overlay).
 */
export async function preloadDeferredComponents(): Promise<void> {
  const started = new Set<() => Promise<unknown>>();
  while (started.size < preloads.size) {
    const next = [...preloads].filter((preload) => !started.has(preload));
    next.forEach((preload) => started.add(preload));
    await Promise.all(next.map((preload) => preload()));
  }
}

export type DeferredModule<M> = {
  preload: () => Promise<M>;
  /** The module once loaded (null until then); a component that uses it starts the loading. */
  useModule: () => M | null;
};

/** Code a screen needs soon after its first render, but not for it: loaded once, on first use. */
export function deferredModule<M>(load: () => Promise<M>): DeferredModule<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  preloads.add(preload);
  function useModule(): M | null {
    const [module, setModule] = useState<M | null>(() => loaded);
    useEffect(() => {
      if (module) return;
      let current = true;
      void preload().then((arrived) => {
        if (current) setModule(() => arrived);
      });
      return () => {
        current = false;
      };
    }, [module]);
    return module;
  }
  return { preload, useModule };
}
