import { NavLink } from 'react-router-dom';

import { cn } from '@/lib/cn';

import { desktopPillLinks, type StaffRole } from './navigation-items';

export function DesktopNavPill({
  signedIn,
  homeHref,
  roles,
  className,
}: {
  signedIn: boolean;
  homeHref?: string;
  roles?: readonly StaffRole[];
  className?: string;
}) {
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex items-center gap-1 rounded-full border border-line bg-surface p-1.5 shadow-card">
        {desktopPillLinks(signedIn, homeHref, roles).map(({ id, label, to, icon: Icon, accessibleLabel }) => (
          <li key={id}>
            <NavLink
              to={to}
              end
              aria-label={accessibleLabel}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-10 items-center gap-2 rounded-full px-4 text-small font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
                  isActive ? 'bg-accent-soft text-accent-ink' : 'text-ink-muted hover:bg-ink/5 hover:text-ink',
                )
              }
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
