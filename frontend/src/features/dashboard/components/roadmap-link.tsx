import { Map } from 'lucide-react';

import { ExternalLink } from '@/components/ui/external-link';
import { paths } from '@/config/paths';

/** The roadmap, in a new tab so the dashboard stays where it was (spec section 2). */
export function RoadmapLink() {
  return (
    <ExternalLink
      href={paths.info.getHref({ view: 'roadmap' })}
      showIcon
      className="-mr-2 inline-flex h-10 items-center gap-1.5 rounded-full px-2 sm:mr-0 sm:px-3 text-small font-medium text-accent transition-colors hover:bg-accent-soft hover:text-accent-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <Map aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
      Roadmap
    </ExternalLink>
  );
}
