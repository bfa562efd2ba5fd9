import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

export type ExternalLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> & {
  /** Show the small "leaves the site" icon after the text. */
  showIcon?: boolean;
};

/** A link that opens in a new tab and says so to screen readers. */
export function ExternalLink({ showIcon = false, children, ...props }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      {showIcon && <ExternalLinkIcon aria-hidden="true" className="size-4 shrink-0" />}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
