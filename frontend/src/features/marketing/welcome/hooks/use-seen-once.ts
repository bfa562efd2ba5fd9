import { useEffect, useRef, useState, type RefObject } from 'react';

import { hasSessionFlag, setSessionFlag } from '../../utils/session-flags';

const canObserve = () => typeof IntersectionObserver === 'function';

/**
 * Remembers in session storage that an element has been on screen. `seenBefore` says whether
 * that happened before this page was opened, and `inView` whether it has come into view since,
 * so an entrance effect plays once per browser session, when the element is actually seen.
 */
export function useSeenOnce<T extends Element>(flagKey: string): { ref: RefObject<T | null>; seenBefore: boolean; inView: boolean } {
  const ref = useRef<T>(null);
  const [seenBefore] = useState(() => hasSessionFlag(flagKey));
  const [inView, setInView] = useState(() => !canObserve());

  useEffect(() => {
    if (!canObserve()) {
      setSessionFlag(flagKey);
      return;
    }
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setSessionFlag(flagKey);
        setInView(true);
        observer.disconnect();
      },
      { threshold: 0.25 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [flagKey]);

  return { ref, seenBefore, inView };
}
