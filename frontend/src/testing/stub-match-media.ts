import { vi } from 'vitest';

/**
 * jsdom has no matchMedia. This answers queries as a screen of `width` pixels would (`min-width`
 * and `max-width`), with reduced motion off unless asked, so tests can choose the wide or the
 * narrow layout.
 */
export function stubMatchMedia({ width, reducedMotion = false }: { width: number; reducedMotion?: boolean }): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const minWidth = /min-width:\s*([\d.]+)px/.exec(query);
    const maxWidth = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = minWidth
      ? width >= Number(minWidth[1])
      : maxWidth
        ? width <= Number(maxWidth[1])
        : query.includes('prefers-reduced-motion') && reducedMotion;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } satisfies MediaQueryList;
  });
}
