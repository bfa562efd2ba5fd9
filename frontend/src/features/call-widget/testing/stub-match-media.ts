import { vi } from 'vitest';

/** jsdom has no matchMedia: this answers as a screen of `width` pixels would. */
export function stubMatchMedia({ width, reducedMotion = false }: { width: number; reducedMotion?: boolean }): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query);
    const matches = minWidth ? width >= Number(minWidth[1]) : query.includes('prefers-reduced-motion') ? reducedMotion : false;
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
