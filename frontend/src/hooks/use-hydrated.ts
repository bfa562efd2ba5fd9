import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while a prerendered page is rendered at build time and while the browser hydrates it; true
 * from then on, and from the first render of a page rendered in the browser. Controls whose
 * handlers matter (a form that would otherwise be submitted natively) stay disabled until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
