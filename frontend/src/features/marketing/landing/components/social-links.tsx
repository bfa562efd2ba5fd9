import { BriefcaseBusiness, Camera, Mail, type LucideIcon } from 'lucide-react';

import { ExternalLink } from '@/components/ui/external-link';
import type { SocialLink } from '@/config/product';

const icons: Partial<Record<SocialLink['kind'], LucideIcon>> = {
  instagram: Camera,
  linkedin: BriefcaseBusiness,
};

const linkClasses =
  'inline-flex h-10 items-center gap-2 rounded-full px-3 text-small font-medium text-ink-muted transition-colors hover:bg-ink/5 hover:text-ink';

/** The photo-sharing profile, the company page and the contact address; unset links are left out. */
export function SocialLinks({
  links,
  contactEmail,
  contactHref,
}: {
  links: readonly SocialLink[];
  contactEmail: string;
  contactHref: string;
}) {
  return (
    <ul className="-mx-3 flex flex-wrap items-center gap-x-1 gap-y-1">
      {links.map((link) => {
        const Icon = icons[link.kind];
        if (!Icon) return null;
        return (
          <li key={link.kind}>
            <ExternalLink href={link.href} className={linkClasses}>
              <Icon aria-hidden="true" className="size-4" />
              {link.label}
            </ExternalLink>
          </li>
        );
      })}
      <li>
        <a href={contactHref} className={linkClasses}>
          <Mail aria-hidden="true" className="size-4" />
          <span className="sr-only">E-mail </span>
          {contactEmail}
        </a>
      </li>
    </ul>
  );
}
