import { type ComponentType, createContext, createElement, lazy, type LazyExoticComponent, useContext, useEffect, useState } from 'react';

/** Which try of the nearest load boundary this is; deferred components load afresh on each. */
export const LoadAttempt = createContext(0);

const preloads = new Set<() => Promise<unknown>>();

export type DeferredComponent<P extends object> = {
  /**
   * Render inside <Suspense>: it suspends only until its code has arrived, the first time. A failed
   * download throws to the nearest error boundary (LoadBoundary offers a retry), and the next render
   * after it tries again.
   */
  Component: ComponentType<P>;
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
  const makeLazy = () =>
    lazy(() => {
      // React reads a thenable that resolves at once without suspending.
      const ready = loaded;
      if (ready) return { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: ready }) } as never;
      return preload().then((component) => ({ default: component }));
    });
  // React keeps a lazy component's failure for good, so each attempt of the load boundary around it
  // (LoadBoundary's Try Again) gets its own; within one attempt a failure stays put for the boundary.
  const attempts = new Map<number, LazyExoticComponent<ComponentType<P>>>();
  function Component(props: P) {
    const attempt = useContext(LoadAttempt);
    let current = attempts.get(attempt);
    if (!current) {
      current = makeLazy();
      attempts.clear();
      attempts.set(attempt, current);
    }
    return createElement(current, props as never);
  }
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
