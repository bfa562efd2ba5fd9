import { ArrowRight, LogOut } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

import type { NavigationProps } from './navigation-props';

/**
 * Bottom-left on wide screens: Logout when signed in, a pointer to About otherwise.
 * It sits in the page flow rather than floating, so it never covers page content.
 */
export function NavigationFooter({ signedIn, onLogout, className }: NavigationProps & { className?: string }) {
  return (
    <footer className={cn('mx-auto w-full max-w-6xl px-8 pb-8', className)}>
      {signedIn ? (
        <Button variant="secondary" size="sm" data-logout onClick={onLogout} className="aria-busy:cursor-progress aria-busy:opacity-60">
          <LogOut aria-hidden="true" className="size-4" />
          Logout
        </Button>
      ) : (
        <Link
          to={paths.about.getHref()}
          className="group inline-flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-small font-medium text-ink-muted transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          Learn more about {brand.name}.
          <ArrowRight aria-hidden="true" className="size-4 text-accent transition-transform group-hover:translate-x-0.5" />
        </Link>
      )}
    </footer>
  );
}
