import { House, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { product } from '@/config/product';

/** The 403 page: signed in, but without the role this page needs. */
export function ForbiddenMessage({ role }: { role: string }) {
  return (
    <div className="flex flex-col items-center text-center">
      <span className="mb-8 inline-flex size-20 items-center justify-center rounded-3xl border border-line bg-surface shadow-card">
        <ShieldAlert aria-hidden="true" className="size-9 text-accent" strokeWidth={1.75} />
      </span>
      <p className="text-caption font-semibold uppercase tracking-[0.2em] text-accent">Error 403</p>
      <h1 className="mt-3 text-balance text-title font-bold text-ink md:text-display">You don't have access to this page</h1>
      <p className="mt-4 max-w-md text-pretty text-body text-ink-muted">
        This page is for the {product.name} team and needs the {role} role. If you think you should have it, write to{' '}
        <a href={product.contactHref} className="font-medium text-accent underline underline-offset-2">
          {product.contactEmail}
        </a>
        .
      </p>
      <Link to={paths.home.getHref()} className={buttonStyles({ size: 'lg', className: 'mt-8' })}>
        <House aria-hidden="true" className="size-5" />
        Return to home
      </Link>
    </div>
  );
}
