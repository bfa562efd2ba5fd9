import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonStyles } from '@/components/ui/button-styles';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { landingContent } from '@/content/landing';

export function LandingAboutCard() {
  const { about } = landingContent;
  return (
    <Card aria-labelledby="landing-about-heading" className="mt-16 md:mt-20">
      <CardContent className="flex flex-col gap-5 md:flex-row md:items-center md:justify-between md:gap-10">
        <div>
          <h2 id="landing-about-heading" className="text-heading font-semibold text-ink">
            {about.heading}
          </h2>
          <p className="mt-2 text-body text-ink-muted">{about.body}</p>
        </div>
        <Link to={paths.info.getHref()} className={buttonStyles({ variant: 'secondary', className: 'self-start md:self-center' })}>
          {about.action}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </CardContent>
    </Card>
  );
}
