import { Link } from 'react-router-dom';

import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { landingContent } from '@/content/landing';

import { WhatsappEntryLink } from './whatsapp-entry-link';

export function LandingHero() {
  const { hero } = landingContent;
  return (
    <section aria-labelledby="landing-heading" className="max-w-3xl">
      <p className="text-caption font-semibold uppercase tracking-[0.18em] text-accent sm:text-small">{hero.eyebrow}</p>
      <h1 id="landing-heading" className="mt-4 text-balance text-title font-bold text-ink sm:text-display">
        {hero.heading}
      </h1>
      <p className="mt-5 max-w-2xl text-body text-ink-muted sm:text-lg">{hero.body}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
        <WhatsappEntryLink />
        <Link to={paths.info.getHref()} className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
          {hero.secondaryAction}
        </Link>
      </div>
      <p className="mt-3 text-caption text-ink-muted">{hero.whatsappHint}</p>
    </section>
  );
}
