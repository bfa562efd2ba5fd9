import { ArrowRight, CalendarCheck, LayoutDashboard, MessageCircle, NotebookPen, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { BackLink } from '@/components/layout/back-link';
import { DocumentDescription } from '@/components/layout/document-description';
import { Page } from '@/components/layout/page';
import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { infoContent, type HowItWorksStep } from '@/content/info';

const stepIcons: Record<HowItWorksStep['id'], LucideIcon> = {
  talk: MessageCircle,
  actions: NotebookPen,
  nudges: CalendarCheck,
};

export function HowItWorks() {
  const content = infoContent.howItWorks;
  return (
    <Page
      title={content.meta.title}
      description={content.meta.description}
      before={<BackLink to={paths.about.getHref()}>{content.back}</BackLink>}
    >
      <DocumentDescription content={content.meta.description} />
      <ol aria-label={content.stepsLabel} className="flex flex-col gap-4">
        {content.steps.map(({ id, title, body }, index) => {
          const Icon = stepIcons[id];
          return (
            <li key={id} className="flex gap-4 rounded-card border border-line bg-surface p-5 shadow-card sm:gap-5 sm:p-6">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent-ink">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <p className="text-caption font-semibold uppercase tracking-wider text-accent">{content.stepLabel(index + 1)}</p>
                <h2 className="mt-0.5 text-body font-semibold text-ink">{title}</h2>
                <p className="mt-1 text-small text-ink-muted">{body}</p>
              </div>
            </li>
          );
        })}
      </ol>

      <section
        aria-labelledby="web-app-heading"
        className="mt-4 flex gap-4 rounded-card border border-dashed border-control-border/60 p-5 sm:gap-5 sm:p-6"
      >
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-surface-muted text-ink">
          <LayoutDashboard aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="web-app-heading" className="text-body font-semibold text-ink">
            {content.webApp.heading}
          </h2>
          <p className="mt-1 text-small text-ink-muted">{content.webApp.body}</p>
        </div>
      </section>

      <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Link to={paths.subscribe.getHref()} className={buttonStyles({ size: 'lg' })}>
          {content.premiumAction}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to={paths.info.getHref({ view: 'roadmap' })} className={buttonStyles({ variant: 'ghost', size: 'lg' })}>
          {content.roadmapAction}
        </Link>
      </div>
      <p className="mt-3 text-caption text-ink-muted">{content.premiumNote}</p>
    </Page>
  );
}
