import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now, following changes (lists switch to a compact layout on phones). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below MUI's `sm` breakpoint, where react-admin's own layout turns compact. */
export const useIsSmallScreen = () => useMediaQuery('(max-width: 599.95px)');
