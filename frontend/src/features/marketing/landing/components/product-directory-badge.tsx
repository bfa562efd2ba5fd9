import { ExternalLink } from '@/components/ui/external-link';
import type { SocialLink } from '@/config/product';

/**
 * A badge drawn here rather than an image from the directory's servers: no third-party request
 * on the landing page, and no layout shift while a picture loads.
 */
export function ProductDirectoryBadge({ link, kicker }: { link: SocialLink; kicker: string }) {
  return (
    <ExternalLink
      href={link.href}
      className="inline-flex h-14 items-center gap-3 rounded-xl border border-control-border bg-surface pl-2.5 pr-5 shadow-sm transition-colors hover:bg-surface-muted"
    >
      <svg viewBox="0 0 40 40" aria-hidden="true" className="size-9 shrink-0">
        <circle cx="20" cy="20" r="20" fill="#da552f" />
        <path d="M17 12h5.5a5 5 0 0 1 0 10H17v6h-3V12zm0 3v4h5.5a2 2 0 0 0 0-4z" fill="#fff" fillRule="evenodd" />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="text-[0.625rem] font-semibold uppercase tracking-[0.12em] text-ink-muted">{kicker}</span>
        <span className="text-body font-bold text-ink">{link.label}</span>
      </span>
    </ExternalLink>
  );
}
