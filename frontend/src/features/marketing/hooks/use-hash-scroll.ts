import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec section 9: the page settles first, then the section is brought into view. */
export const hashScrollDelayMs = 100;

/**
 * Scrolls smoothly to the element named by the URL hash, 100 ms after the page renders or the
 * hash changes. The element gets focus too, so keyboard and screen-reader users land there.
 */
export function useHashScroll(): void {
  const { hash } = useLocation();

  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(id);
      if (!target) return;
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }, hashScrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [hash]);
}
