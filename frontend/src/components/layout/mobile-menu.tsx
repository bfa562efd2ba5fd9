import { LogOut, Menu, X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';

import { useHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/cn';
import { shellMenuOpenAt, takeOverShellMenu } from '@/lib/shell-menu';

import { mobileMenuLinks } from './navigation-items';
import type { NavigationProps } from './navigation-props';

const itemClasses =
  'flex h-12 w-full items-center gap-3 rounded-xl px-3 text-body font-medium transition-colors focus-visible:outline-2 focus-visible:outline-accent';

/**
 * A disclosure rather than a popover library: this menu ships with every page, and keeping
 * positioning code out of the entry bundle matters more than what such a library adds here.
 */
export function MobileMenu({ signedIn, homeHref, roles, onLogout, className }: NavigationProps & { className?: string }) {
  const { pathname } = useLocation();
  // Remembering where the menu was opened closes it on any navigation, including Back. Undefined
  // until the menu is first tapped here: until then it is where the painted menu was left (open if
  // tapped open before the app's code arrived), except while a prerendered page hydrates, whose
  // first render must match its markup.
  const hydrated = useHydrated();
  const [paintedOpenAt, setPaintedOpenAt] = useState(shellMenuOpenAt);
  const [tappedOpenAt, setOpenedAt] = useState<string | null | undefined>(undefined);
  // Leaving the page forgets the painted menu too, so coming Back to it finds the menu closed.
  const [shownAt, setShownAt] = useState(pathname);
  if (shownAt !== pathname) {
    setShownAt(pathname);
    if (tappedOpenAt === undefined) setOpenedAt(null);
  }
  const openedAt = tappedOpenAt === undefined ? (hydrated ? paintedOpenAt : null) : tappedOpenAt;
  const open = openedAt === pathname;
  const close = () => setOpenedAt(null);

  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // In the commit, so that a tap which made React hydrate at once meets the app's handler alone.
  // The painted menu is read again here: the router renders in slices, and between two of them a
  // tap still reaches the painted button, after the first read and before this one.
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the painted menu is outside React and is read once more as it is let go (no subscription exists after this); an unchanged value renders nothing again
    setPaintedOpenAt(shellMenuOpenAt());
    takeOverShellMenu();
  }, []);

  useEffect(() => {
    if (!open) return;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpenedAt(null);
    }
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenedAt(null);
      buttonRef.current?.focus();
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={containerRef} className={cn('relative z-40', className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Menu"
        data-menu-toggle
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenedAt(open ? null : pathname)}
        className={cn(
          'inline-flex size-12 items-center justify-center rounded-full border border-line bg-surface text-ink shadow-float transition-colors',
          'hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        )}
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
      </button>
      <nav
        id={panelId}
        aria-label="Menu"
        hidden={!open}
        className="absolute right-0 top-full mt-2 w-64 origin-top-right rounded-card border border-line bg-surface p-2 shadow-float animate-pop-in"
      >
        <ul className="flex flex-col gap-0.5">
          {mobileMenuLinks(signedIn, homeHref, roles).map(({ id, label, to, icon: Icon }) => (
            <li key={id}>
              <NavLink
                to={to}
                end
                onClick={close}
                className={({ isActive }) => cn(itemClasses, isActive ? 'bg-accent-soft text-accent-ink' : 'text-ink hover:bg-ink/5')}
              >
                <Icon aria-hidden="true" className="size-5" />
                {label}
              </NavLink>
            </li>
          ))}
          {signedIn && (
            <li className="mt-1 border-t border-line pt-1">
              <button
                type="button"
                data-logout
                onClick={() => {
                  close();
                  onLogout?.();
                }}
                className={cn(itemClasses, 'text-danger hover:bg-danger-soft aria-busy:cursor-progress aria-busy:opacity-60')}
              >
                <LogOut aria-hidden="true" className="size-5" />
                Logout
              </button>
            </li>
          )}
        </ul>
      </nav>
    </div>
  );
}
