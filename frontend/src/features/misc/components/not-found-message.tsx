import { Compass, House } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';

import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';

export function NotFoundMessage() {
  const { pathname } = useLocation();

  return (
    <div className="flex flex-col items-center text-center">
      <div className="relative mb-8">
        <span
          aria-hidden="true"
          className="absolute left-1/2 top-1/2 -z-10 size-48 -translate-x-1/2 -translate-y-1/2 rounded-full bg-[radial-gradient(closest-side,var(--color-accent-soft),transparent)]"
        />
        <span className="inline-flex size-20 items-center justify-center rounded-3xl border border-line bg-surface shadow-card">
          <Compass aria-hidden="true" className="size-9 text-accent" strokeWidth={1.75} />
        </span>
      </div>
      <p className="text-caption font-semibold uppercase tracking-[0.2em] text-accent">Error 404</p>
      <h1 className="mt-3 text-balance text-title font-bold text-ink md:text-display">Oops! Page not found</h1>
      <p className="mt-4 max-w-md text-pretty text-body text-ink-muted">
        We couldn't find{' '}
        <code className="break-all rounded-md bg-surface-muted px-1.5 py-0.5 font-mono text-small text-ink">{pathname}</code>. The link may
        be out of date, or the page may have moved.
      </p>
      <Link to={paths.home.getHref()} className={buttonStyles({ size: 'lg', className: 'mt-8' })}>
        <House aria-hidden="true" className="size-5" />
        Return to home
      </Link>
    </div>
  );
}
