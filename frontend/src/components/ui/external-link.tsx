import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

export type ExternalLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> & {
  /** Show the small "leaves the site" icon after the text. */
  showIcon?: boolean;
};

/** A mail or phone link opens the person's own app, not a tab. */
const opensAnApp = (href: string | undefined) => /^(mailto|tel|sms):/i.test(href ?? '');

/** A link that opens in a new tab and says so to screen readers (a mailto: link opens the mail app instead). */
export function ExternalLink({ showIcon = false, children, ...props }: ExternalLinkProps) {
  if (opensAnApp(props.href)) return <a {...props}>{children}</a>;
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      {showIcon && <ExternalLinkIcon aria-hidden="true" className="size-4 shrink-0" />}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
