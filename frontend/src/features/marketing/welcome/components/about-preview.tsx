import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { welcomeContent } from '@/content/welcome';
import { cn } from '@/lib/cn';

import { storageKeys } from '../../utils/storage-keys';
import { useSeenOnce } from '../hooks/use-seen-once';

export function AboutPreview() {
  const { aboutPreview } = welcomeContent;
  const { ref, seenBefore, inView } = useSeenOnce<HTMLElement>(storageKeys.aboutPreviewSeen);
  // The first time in a session it pops into place as it scrolls into view; after that it is simply there.
  const entering = !seenBefore && inView;
  return (
    <section
      ref={ref}
      aria-labelledby="about-preview-heading"
      data-seen-before={seenBefore}
      className={cn(
        'flex flex-col gap-5 rounded-card bg-accent p-6 text-white sm:p-8 md:flex-row md:items-center md:justify-between md:gap-10',
        entering && 'animate-pop-in',
      )}
    >
      <div className="max-w-2xl">
        <h2 id="about-preview-heading" className="text-heading font-semibold">
          {aboutPreview.heading}
        </h2>
        <p className="mt-2 text-body text-white/90">{aboutPreview.body}</p>
      </div>
      <Link
        to={paths.about.getHref()}
        className={buttonStyles({
          variant: 'secondary',
          className: 'self-start border-transparent focus-visible:outline-white md:self-center',
        })}
      >
        {aboutPreview.action}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
