import type { ReactNode } from 'react';

import { useHydrated } from '@/hooks/use-hydrated';

/**
 * Renders its children only once the page is hydrated (at once on a page rendered in the browser).
 * The component that owns them does not watch hydration itself, so when it ends only this renders
 * again, not the owner's whole tree.
 */
export function OnceHydrated({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
