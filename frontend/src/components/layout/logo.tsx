import { Link } from 'react-router-dom';

import { brand } from '@/config/brand';
import { cn } from '@/lib/cn';

import { LogoMark } from './logo-mark';

export type LogoProps = {
  to: string;
  className?: string;
};

/** Compact mark and name under 640 px; the tagline joins from the `sm` breakpoint. */
export function Logo({ to, className }: LogoProps) {
  return (
    <Link
      to={to}
      aria-label={`${brand.name} home`}
      className={cn(
        'inline-flex items-center gap-2 rounded-full pr-2 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent sm:gap-3',
        className,
      )}
    >
      <LogoMark className="size-8 sm:size-10" />
      <span className="flex flex-col leading-none">
        <span className="text-xl font-bold tracking-tight text-ink sm:text-2xl">{brand.name}</span>
        <span className="mt-1 hidden text-caption text-ink-muted sm:block">{brand.tagline}</span>
      </span>
    </Link>
  );
}
