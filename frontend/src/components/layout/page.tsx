import type { ReactNode } from 'react';

import { brand } from '@/config/brand';
import { cn } from '@/lib/cn';

const widthClasses = {
  narrow: 'max-w-xl',
  default: 'max-w-3xl',
  wide: 'max-w-6xl',
} as const;

export type PageProps = {
  title: string;
  description?: ReactNode;
  /** Shown above the heading, typically a back link. */
  before?: ReactNode;
  width?: keyof typeof widthClasses;
  /** The page draws its own `h1` (a hero, an error message), so none is rendered here. */
  ownHeading?: boolean;
  className?: string;
  children?: ReactNode;
};

/** The content column of a page, with its heading and browser tab title. */
export function Page({ title, description, before, width = 'default', ownHeading = false, className, children }: PageProps) {
  return (
    <div className={cn('mx-auto w-full flex-1 px-5 pb-16 pt-8 sm:px-8 md:pt-14', widthClasses[width], className)}>
      <title>{`${title} · ${brand.name}`}</title>
      {before !== undefined && <div className="mb-6">{before}</div>}
      {!ownHeading && (
        <header className="mb-8 md:mb-10">
          <h1 className="text-balance text-title font-bold text-ink md:text-display">{title}</h1>
          {description !== undefined && <p className="mt-3 max-w-2xl text-body text-ink-muted md:text-lg">{description}</p>}
        </header>
      )}
      {children}
    </div>
  );
}
