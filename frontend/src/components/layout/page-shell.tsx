import type { ReactNode } from 'react';

import { Navigation } from './navigation';
import { NavigationFooter } from './navigation-footer';
import type { NavigationProps } from './navigation-props';

export const mainContentId = 'main-content';

export type PageShellProps = NavigationProps & { children?: ReactNode };

/** Navigation around the page content; the signed-in variant is a matter of props. */
export function PageShell({ children, ...navigation }: PageShellProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${mainContentId}`}
        className="sr-only rounded-full bg-ink px-4 py-2 text-small font-medium text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50"
      >
        Skip to content
      </a>
      <Navigation {...navigation} />
      <main id={mainContentId} tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {children}
      </main>
      <NavigationFooter {...navigation} className="hidden md:block" />
    </div>
  );
}
