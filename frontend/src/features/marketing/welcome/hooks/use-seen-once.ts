import { useEffect, useState, type RefObject } from 'react';

import { useInViewOnce } from '@/hooks/use-in-view-once';

import { hasSessionFlag, setSessionFlag } from '../../utils/session-flags';

/**
 * Remembers in session storage that an element has been on screen. `seenBefore` says whether
 * that happened before this page was opened, and `inView` whether it has come into view since,
 * so an entrance effect plays once per browser session, when the element is actually seen.
 */
export function useSeenOnce<T extends Element>(flagKey: string): { ref: RefObject<T | null>; seenBefore: boolean; inView: boolean } {
  const [seenBefore] = useState(() => hasSessionFlag(flagKey));
  const { ref, inView } = useInViewOnce<T>({ threshold: 0.25 });

  useEffect(() => {
    if (inView) setSessionFlag(flagKey);
  }, [inView, flagKey]);

  return { ref, seenBefore, inView };
}
