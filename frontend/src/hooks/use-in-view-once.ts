import { useEffect, useRef, useState, type RefObject } from 'react';

const canObserve = () => typeof IntersectionObserver === 'function';

export type InViewOptions = { rootMargin?: string; threshold?: number };

/**
 * Whether an element has come into view (widened by `rootMargin`, by at least `threshold` of it)
 * since it mounted; once true it stays true and the observer is let go. Where the browser cannot
 * tell (no IntersectionObserver), it counts as in view from the start.
 */
export function useInViewOnce<T extends Element>({ rootMargin, threshold }: InViewOptions = {}): {
  ref: RefObject<T | null>;
  inView: boolean;
} {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(() => !canObserve());

  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setInView(true);
        observer.disconnect();
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, rootMargin, threshold]);

  return { ref, inView };
}
