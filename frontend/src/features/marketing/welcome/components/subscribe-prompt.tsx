import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { welcomeContent } from '@/content/welcome';

/** The way from /welcome to a plan: every account that reaches this page has none yet. */
export function SubscribePrompt() {
  const { subscribe } = welcomeContent;
  return (
    <section
      aria-labelledby="welcome-subscribe-heading"
      className="flex flex-col gap-5 rounded-card border border-line bg-surface p-6 shadow-card sm:p-8 md:flex-row md:items-center md:justify-between md:gap-10"
    >
      <div className="max-w-2xl">
        <h2 id="welcome-subscribe-heading" className="text-heading font-semibold text-ink">
          {subscribe.heading}
        </h2>
        <p className="mt-2 text-body text-ink-muted">{subscribe.body}</p>
      </div>
      <Link to={paths.subscribe.getHref()} className={buttonStyles({ className: 'self-start md:self-center' })}>
        {subscribe.action}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
