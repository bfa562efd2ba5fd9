import { paths } from '@/config/paths';

import { DesktopNavPill } from './desktop-nav-pill';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import type { NavigationProps } from './navigation-props';

/** The top of every page: logo, the pill on wide screens, the floating menu on narrow ones. */
export function Navigation({ signedIn, homeHref = paths.dashboard.getHref(), onLogout }: NavigationProps) {
  return (
    <header className="mx-auto flex min-h-16 w-full max-w-6xl items-center justify-between gap-4 px-5 pt-4 sm:px-8 md:pt-8">
      <Logo to={signedIn ? homeHref : paths.home.getHref()} />
      <DesktopNavPill signedIn={signedIn} homeHref={homeHref} className="hidden md:block" />
      <MobileMenu signedIn={signedIn} homeHref={homeHref} onLogout={onLogout} className="md:hidden" />
    </header>
  );
}
