import { useEffect, useRef, useState, type RefObject } from 'react';

const canObserve = () => typeof IntersectionObserver === 'function';

/**
 * Whether an element is within `margin` of the screen or has been since it mounted. Where the
 * browser cannot tell (no IntersectionObserver), it counts as near from the start.
 */
export function useNearViewport<T extends Element>(margin = '320px'): { ref: RefObject<T | null>; near: boolean } {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => !canObserve());

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return { ref, near };
}
