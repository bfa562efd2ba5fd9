import { useEffect, useRef } from 'react';

/**
 * Calls `check` at most once a frame whenever what is on screen may have moved: the page scrolls
 * or resizes, focus moves, elements come and go, or one opens or closes (`data-state`). For
 * things that keep clear of others (toasts, the call button) and must look again then.
 */
export function useLayoutChanges(check: () => void, enabled = true): void {
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  });
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => latest.current());
    };
    schedule();
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true, attributeFilter: ['data-state'] });
    const events = ['focusin', 'focusout'] as const;
    for (const type of events) document.addEventListener(type, schedule);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      for (const type of events) document.removeEventListener(type, schedule);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [enabled]);
}
