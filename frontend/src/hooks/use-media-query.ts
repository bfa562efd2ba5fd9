import { useCallback, useSyncExternalStore } from 'react';

function subscribe(query: string, onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Whether a media query matches now; re-renders when it starts or stops matching. Never matches before hydration. */
export function useMediaQuery(query: string): boolean {
  // One subscription per query, not one per render.
  const subscribeToQuery = useCallback((onChange: () => void) => subscribe(query, onChange), [query]);
  return useSyncExternalStore(
    subscribeToQuery,
    () => matches(query),
    () => false,
  );
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
