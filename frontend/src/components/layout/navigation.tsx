import { paths } from '@/config/paths';

import { barActionSlotId } from './bar-action-slot';
import { DesktopNavPill } from './desktop-nav-pill';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import type { NavigationProps } from './navigation-props';

/**
 * The top of every page: logo, the pill on wide screens, the menu button on narrow ones. On narrow
 * screens the bar stays at the top as the page scrolls, so the page's text passes under a solid
 * bar instead of under a floating button, and a page's own action (the call button) joins it.
 */
export function Navigation({ signedIn, homeHref = paths.dashboard.getHref(), roles = [], onLogout }: NavigationProps) {
  return (
    <header className="sticky top-0 z-30 mx-auto flex min-h-16 w-full max-w-6xl items-center justify-between gap-4 border-b border-line/70 bg-canvas/95 px-5 py-2 backdrop-blur sm:px-8 md:static md:border-0 md:bg-transparent md:pb-0 md:pt-8 md:backdrop-blur-none">
      <Logo to={signedIn ? homeHref : paths.home.getHref()} />
      <DesktopNavPill signedIn={signedIn} homeHref={homeHref} roles={roles} className="hidden md:block" />
      <div className="relative flex items-center md:hidden">
        {/* Filled by a page's action on phones (see bar-action-slot.ts), after the page has painted:
            placed beside the menu button rather than in the row, so its arrival moves nothing. */}
        <div id={barActionSlotId} className="absolute right-full top-1/2 mr-3 flex -translate-y-1/2 empty:hidden" />
        <MobileMenu signedIn={signedIn} homeHref={homeHref} roles={roles} onLogout={onLogout} />
      </div>
    </header>
  );
}
