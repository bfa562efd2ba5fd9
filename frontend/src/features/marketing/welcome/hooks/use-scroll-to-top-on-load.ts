import { useEffect } from 'react';

/**
 * The page arrives from sign-in or a payment page, often scrolled, and the browser's own
 * restoration and late layout can move it again; so it goes to the top several times during
 * the first second. Any sign that the person is scrolling themselves cancels the rest.
 */
export const scrollToTopTimesMs = [0, 100, 300, 600, 1000] as const;

const userScrollEvents = ['wheel', 'touchstart', 'keydown'] as const;

export function useScrollToTopOnLoad(): void {
  useEffect(() => {
    const timers = scrollToTopTimesMs.map((at) => window.setTimeout(() => window.scrollTo(0, 0), at));
    const stop = () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      userScrollEvents.forEach((name) => window.removeEventListener(name, stop));
    };
    userScrollEvents.forEach((name) => window.addEventListener(name, stop, { passive: true, once: true }));
    return stop;
  }, []);
}
