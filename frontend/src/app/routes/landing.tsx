import { ArrowRight, Mail, MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Page } from '@/components/layout/page';
import { buttonStyles } from '@/components/ui/button-styles';
import { Card, CardContent } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { paths } from '@/config/paths';
import { product } from '@/config/product';

const highlights = [
  { value: `${product.claims.entrepreneursHelped}+`, label: 'entrepreneurs helped' },
  { value: product.claims.firstResults, label: 'to first results' },
  { value: product.claims.patternsVisible, label: 'to see your patterns' },
] as const;

export function LandingRoute() {
  return (
    <Page title={product.tagline} ownHeading width="wide">
      <section aria-labelledby="landing-heading" className="max-w-3xl">
        <p className="text-small font-semibold uppercase tracking-[0.18em] text-accent">
          For founders, freelancers and solopreneurs
        </p>
        <h1 id="landing-heading" className="mt-4 text-balance text-title font-bold text-ink sm:text-display">
          Turn scattered thoughts into clear actions.
        </h1>
        <p className="mt-5 max-w-2xl text-body text-ink-muted sm:text-lg">
          {product.name} is an AI decision partner for overwhelmed founders and freelancers. Talk
          things through over WhatsApp, voice notes or a call, and {product.name} keeps your tasks,
          reminders and a journal of your decisions.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ExternalLink href={product.whatsapp.href} className={buttonStyles({ size: 'lg' })}>
            <MessageCircle aria-hidden="true" className="size-5" />
            {product.whatsapp.prefilledText}
          </ExternalLink>
          <Link to={paths.info.getHref()} className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
            How it works
          </Link>
        </div>
      </section>

      <ul className="mt-14 grid gap-4 sm:grid-cols-3">
        {highlights.map(({ value, label }) => (
          <li key={label} className="rounded-card border border-line bg-surface/70 px-5 py-4">
            <p className="text-heading font-bold text-ink">{value}</p>
            <p className="text-small text-ink-muted">{label}</p>
          </li>
        ))}
      </ul>

      <Card aria-labelledby="landing-about-heading" className="mt-10 max-w-3xl">
        <CardContent className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="landing-about-heading" className="text-heading font-semibold text-ink">
              About {product.name}
            </h2>
            <p className="mt-2 text-body text-ink-muted">{product.summary}</p>
          </div>
          <Link
            to={paths.info.getHref()}
            className={buttonStyles({ variant: 'secondary', className: 'self-start sm:self-center' })}
          >
            Learn more
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </CardContent>
      </Card>

      <footer className="mt-12 flex flex-wrap items-center gap-x-6 gap-y-3 text-small text-ink-muted">
        {product.socialLinks.map((link) => (
          <ExternalLink key={link.kind} href={link.href} className="font-medium hover:text-ink">
            {link.label}
          </ExternalLink>
        ))}
        <a
          href={product.contactHref}
          className="inline-flex items-center gap-2 font-medium hover:text-ink"
        >
          <Mail aria-hidden="true" className="size-4" />
          {product.contactEmail}
        </a>
      </footer>
    </Page>
  );
}
